// PostgreSQL only: instances starting together on an empty database take turns at the migrations
// (db/client.ts migrateLocked): every one starts, and each migration is applied once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../../src/db/client.ts';

const base = process.env.TEST_DATABASE_URL;
const name = `busops_test_migrate_${randomBytes(4).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

it('four instances opening one empty database at once: all start, each migration applied once', async () => {
  if (!base) throw new Error('needs TEST_DATABASE_URL');
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const opened: Database[] = await Promise.all(
    Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })),
  );
  try {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ n: string; distinct_n: string }>(
      'select count(*) as n, count(distinct hash) as distinct_n from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(Number(rows[0]!.n)).toBe(journal.entries.length);
    expect(Number(rows[0]!.distinct_n)).toBe(journal.entries.length);
  } finally {
    await Promise.all(opened.map((database) => database.close()));
  }
});
