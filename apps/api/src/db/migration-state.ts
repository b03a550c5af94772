// Whether the database has every migration this build ships (readiness, http/health.ts). Compared by
// the journal's timestamps, which drizzle's migrator stores as each applied migration's created_at:
// a database migrated further by a newer instance (a rolling deploy) is ready for this one too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './client.ts';

export interface MigrationState {
  /** The newest migration this build ships (the journal's last entry). */
  expected: string;
  /** The newest migration the database has (its tag when this build knows it), or null for none. */
  applied: string | null;
  current: boolean;
}

type JournalEntry = { tag: string; when: number };

let journal: JournalEntry[] | undefined;
/** The journal of this build, read once (it ships with the code). */
function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

export async function migrationState(db: Db): Promise<MigrationState> {
  const entries = shippedMigrations();
  const newest = entries.reduce((a, b) => (b.when > a.when ? b : a));
  const result = await db.execute(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = (result as unknown as { rows: Array<{ last: string | null }> }).rows[0]?.last ?? null;
  const when = last === null ? null : Number(last);
  return {
    expected: newest.tag,
    applied: when === null ? null : (entries.find((e) => e.when === when)?.tag ?? `at ${when}`),
    current: when !== null && when >= newest.when,
  };
}
