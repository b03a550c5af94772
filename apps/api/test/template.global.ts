// Per run of the suite: a directory for PGlite templates and a name part for PostgreSQL template
// databases (test/database-template.ts), both removed when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templatePrefix } from './database-template.ts';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'busops-templates-'));
  const run = randomBytes(5).toString('hex');
  project.provide('templateDir', dir);
  project.provide('templateRun', run);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${templatePrefix(run)}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
