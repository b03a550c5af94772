// Every test file gets a database of its own, and migrating and seeding one costs 2-6 s on the 2-core
// CI machine, 156 files over. So the first file of a run that needs a kind of database (its seed
// options) builds it once, and every file starts from a copy: PGlite from a dump file (~0.3 s),
// PostgreSQL by CREATE DATABASE ... TEMPLATE. test/template.global.ts gives each run its own
// directory and name prefix and removes them at the end. Without them (another vitest config), the
// harness migrates and seeds as before.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../src/config.ts';
import { type Database, dumpPglite, openDatabase, openPgliteFrom } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this run for PGlite templates. */
    templateDir: string;
    /** A name part unique to this run for PostgreSQL template databases. */
    templateRun: string;
  }
}

type Variant = Pick<Config, 'seedDemo' | 'seedDemoNetwork' | 'seedDemoTrips'>;

function variantKey(v: Variant): string {
  return `${v.seedDemo ? 's' : 'n'}${v.seedDemoNetwork ? 'w' : ''}${v.seedDemoTrips ? 't' : ''}`;
}

function provided<K extends 'templateDir' | 'templateRun'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

async function seed(database: Database, v: Variant): Promise<void> {
  if (v.seedDemo) await seedDemo(database.db, { network: v.seedDemoNetwork, trips: v.seedDemoTrips });
}

/** A fresh in-memory PGlite copied from this run's template of `v`; null when the run has no templates. */
export async function pgliteFromTemplate(v: Variant): Promise<Database | null> {
  const dir = provided('templateDir');
  if (!dir) return null;
  const file = join(dir, `pglite-${variantKey(v)}.tar`);
  if (!existsSync(file)) {
    // Two workers may build the same template at once: both write, the rename makes either whole.
    const built = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await seed(built, v);
    const dump = await dumpPglite(built);
    await built.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return openPgliteFrom(new Blob([readFileSync(file)]));
}

/** The name of this run's PostgreSQL templates (test/template.global.ts drops them all at the end). */
export function templatePrefix(run: string): string {
  return `busops_tmpl_${run}_`;
}

/**
 * Creates database `name` on the server of `base` as a copy of this run's template of `v` (built on
 * first use); false when the run has no templates. Serialised by an advisory lock: a template being
 * built or copied must have no other connection.
 */
export async function postgresFromTemplate(base: string, name: string, v: Variant): Promise<boolean> {
  const run = provided('templateRun');
  if (!run) return false;
  const template = `${templatePrefix(run)}${variantKey(v)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const url = new URL(base);
      url.pathname = `/${template}`;
      const built = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      try {
        await seed(built, v);
      } finally {
        await built.close();
      }
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return true;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]).catch(() => {});
    await admin.end();
  }
}
