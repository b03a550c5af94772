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
import { lockDataDir } from './data-dir-lock.ts';
import { applyPgliteV8Flags } from './pglite-v8-flags.ts';
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
  /**
   * PostgreSQL: the address this database was opened with, for what needs connections of its own (the
   * job queue), so they always reach this database and never another one a config names. PGlite: null.
   */
  connectionString: string | null;
  /** LISTEN on a channel (PostgreSQL LISTEN/NOTIFY; PGlite supports the same within its process). */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /** The connection pool now (metrics): PGlite is one in-process connection, always there. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /**
   * A lock held across instances until released (PostgreSQL: a session advisory lock on a connection
   * of its own; PGlite: one process owns the data dir, so the process's memory). Null when taken.
   */
  tryLock(space: number, id: number): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

/** Locks of this process: all there is for PGlite, the first gate for PostgreSQL. */
const heldLocks = new Set<string>();
function takeLocal(space: number, id: number): (() => void) | null {
  const key = `${space}:${id}`;
  if (heldLocks.has(key)) return null;
  heldLocks.add(key);
  return () => heldLocks.delete(key);
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

/** The extensions the migrations need: pg_trgm (keyword-search indexes, 0001), btree_gist (trips' overlap constraints, 0006). */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/**
 * An in-memory PGlite started from a dump of another (`dumpPglite`): the test harness's template, a
 * migrated and seeded database copied in ~0.3 s instead of migrating and seeding each test file's.
 */
export function openPgliteFrom(dump: Blob): Promise<Database> {
  return openPglite('memory://', dump);
}

/** The whole data directory of a PGlite database, uncompressed (a template for openPgliteFrom). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite needs a PGlite database');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  applyPgliteV8Flags();
  const client = new PGlite({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    kind: 'pglite',
    connectionString: null,
    db,
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async ping() {
      await client.query('select 1');
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    async tryLock(space, id) {
      const release = takeLocal(space, id);
      return release ? async () => void release() : null;
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

/** Connections per instance (LISTEN and the advisory locks of GTFS imports take their own besides). */
const POOL_MAX = 10;

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX });
  // An idle client dropped by the server (restart, DROP DATABASE ... WITH (FORCE)) must not crash us;
  // the pool replaces it on the next checkout.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migrateLocked(pool);
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    connectionString,
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
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    async tryLock(space, id) {
      const releaseLocal = takeLocal(space, id);
      if (!releaseLocal) return null;
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
          space,
          id,
        ]);
        if (!rows[0]?.ok) {
          client.release();
          releaseLocal();
          return null;
        }
      } catch (error) {
        client?.release();
        releaseLocal();
        throw error;
      }
      const held = client;
      return async () => {
        try {
          await held.query('select pg_advisory_unlock($1, $2)', [space, id]);
          held.release();
        } catch (error) {
          // A connection that cannot unlock is dropped: its session's locks go with it.
          held.release(error as Error);
        } finally {
          releaseLocal();
        }
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** The advisory-lock space of the migrations (seeds 4242-4244, GTFS imports 4245, simulator 4246). */
export const MIGRATION_LOCK = 4240;

/**
 * Applies the pending migrations under a session advisory lock, so instances starting together take
 * turns: drizzle's migrator has no lock of its own, and two of them on one database both try the
 * same migration (the second fails on the objects the first created). The first migrates; the others
 * wait at the lock (bounded by lock_timeout), then find nothing left to do.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`set lock_timeout = '${MIGRATION_LOCK_TIMEOUT_S}s'`);
    await client.query('select pg_advisory_lock($1, 0)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1, 0)', [MIGRATION_LOCK]);
    }
    await client.query('reset lock_timeout');
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is dropped, not pooled (it may still hold the lock).
    client.release(broken);
  }
}

/** How long an instance waits for another's migrations before it gives up starting. */
const MIGRATION_LOCK_TIMEOUT_S = 600;

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
