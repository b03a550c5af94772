// One Drizzle database over two drivers: PGlite embedded (default) or PostgreSQL (DATABASE_URL).
// Everything above this file sees only `Database`, so both run the same queries and migrations.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export type Listener = (payload: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** LISTEN on a channel (PostgreSQL LISTEN/NOTIFY; PGlite supports the same within its process). */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Migrations live in apps/api/migrations; dist/server.js and src/db/client.ts both find them. */
export function migrationsFolder(): string {
  const candidates = [resolve(here, '../../migrations'), resolve(here, '../migrations')];
  return candidates.find((dir) => dirExists(dir)) ?? candidates[0]!;
}

function dirExists(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the keyword-search indexes (migration 0001), btree_gist the trips' overlap
  // constraints (migration 0006); PostgreSQL ships both in contrib.
  const client = new PGlite({ dataDir, extensions: { btree_gist, pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    kind: 'pglite',
    db,
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client dropped by the server (restart, DROP DATABASE ... WITH (FORCE)) must not crash us;
  // the pool replaces it on the next checkout.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: migrationsFolder() });
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, listener) {
      const stop = await listenForever(connectionString, channel, listener);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one cannot hold it), reconnecting with backoff when the
 * connection drops, so this instance keeps receiving events after a database restart.
 */
async function listenForever(
  connectionString: string,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  const quoted = `"${channel.replace(/"/g, '')}"`;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) listener(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(1).catch(() => {}), 500);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
    } catch (error) {
      await next.end().catch(() => {});
      if (attempt === 0) throw error;
      if (!stopped)
        retry = setTimeout(
          () => void connect(attempt + 1).catch(() => {}),
          Math.min(30_000, 500 * 2 ** attempt),
        );
    }
  };

  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
