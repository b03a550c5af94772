// Integration test harness: a real app on a fresh database (in-memory PGlite, or a new PostgreSQL
// database per test file when TEST_DATABASE_URL is set), demo data seeded, answers checked against
// the contract. Sign in as any demo account by phone number.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type BuildOptions, type BuiltApp, buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/config.ts';
import * as schema from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { pgliteFromTemplate, postgresFromTemplate } from './database-template.ts';
import { alternating, peerInstances, testInstances } from './instances.ts';

export const APP_KEY = 'busops-admin';

export interface TestApp extends BuiltApp {
  /**
   * Every API instance of the test: this one, and with TEST_INSTANCES=n on PostgreSQL n-1 more on the
   * same database (test/instances.ts). `call` and the sign-ins alternate between them.
   */
  instances: BuiltApp[];
  /** Listens every instance on a free port; their base URLs, in the order of `instances`. */
  listen(): Promise<string[]>;
  /** Headers of a signed-in demo account (cached per phone number, one sign-in even for parallel calls). */
  as(phone: string): Promise<Record<string, string>>;
  /** Drops the cached sign-in of `phone` (its session ended): the next `as` signs in again. */
  forget(phone: string): void;
  signIn(
    phone: string,
    password?: string,
  ): Promise<{ idToken: string; refreshToken: string; userId: number }>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: {
      as?: string;
      body?: unknown;
      headers?: Record<string, string>;
      query?: Record<string, string | number | boolean>;
    },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: Buffer }>;
  /** A digest of every table (sign-in bookkeeping narrowed, see NOT_DIGESTED): equal digests = nothing changed. */
  digest(): Promise<string>;
}

async function freshPostgres(base: string, variant: Config): Promise<string> {
  const name = `busops_test_${randomBytes(6).toString('hex')}`;
  if (!(await postgresFromTemplate(base, name, variant))) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgres(base: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/**
 * What of a table the digest reads: every row, except where a request may add rows without changing
 * anything the caller asked for. Every table of the Drizzle schema is digested (DIGEST_TABLES), so a
 * new table is covered the day it is added; a line here narrows or drops one, with its reason.
 */
export const NOT_DIGESTED: Readonly<Record<string, { reason: string; rows?: string }>> = {
  sessions: {
    reason:
      'every sign-in, including the lazy one inside t.call({ as }), opens a live session: only revoked or rotated sessions are digested, so a refused call that revokes or refreshes one is still seen',
    rows: 'select id, refresh_hash, revoked_at, rotations, rotated_at from sessions where revoked_at is not null or rotations > 0',
  },
  used_custom_tokens: {
    reason: 'every sign-in claims its custom token here (one-time use); nothing else writes the table',
  },
  rate_limits: {
    reason:
      'a refused sign-in or SMS request still counts against its limit, by design (ADR 0005), and so does every call of a machine key (its per-minute allowance)',
  },
  api_keys: {
    reason:
      "a machine key's call records its last use (last_used_at, at most once a minute), refused or not, by design: everything else of a key is digested",
    rows: 'select id, company_id, kind, name, prefix, secret_hash, roles, created_by, created_at, rotated_at, revoked_at from api_keys',
  },
};

export const DIGEST_TABLES: readonly string[] = (() => {
  const names = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .sort();
  const unknown = Object.keys(NOT_DIGESTED).filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`NOT_DIGESTED names no table of the schema: ${unknown.join(', ')}`);
  return names.filter((name) => !(name in NOT_DIGESTED) || NOT_DIGESTED[name]!.rows);
})();

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    logStream?: { write(line: string): void };
    dispatchSyncFetch?: BuildOptions['dispatchSyncFetch'];
  } = {},
): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL || null;
  const variant = testConfig(overrides);
  // A database of its own, copied from the run's template of its seed (test/database-template.ts).
  const ownsPostgres = Boolean(base) && !('databaseUrl' in overrides);
  const databaseUrl = ownsPostgres ? await freshPostgres(base!, variant) : null;
  const pglite =
    !base && variant.dataDir === 'memory://' && !variant.databaseUrl
      ? await pgliteFromTemplate(variant)
      : null;
  const built = await buildApp({
    config: testConfig({ databaseUrl, ...overrides }),
    ...(pglite ? { database: pglite } : {}),
    validateResponses: true,
    logStream: options.logStream,
    dispatchSyncFetch: options.dispatchSyncFetch,
  });
  // The same database's other instances (TEST_INSTANCES): each with its own pool, LISTEN connection,
  // notification bus and identity, as separate processes would have.
  const peers = await peerInstances(testInstances(), built.services.database.kind, () =>
    buildApp({
      config: testConfig({ ...overrides, databaseUrl: built.services.config.databaseUrl, seedDemo: false }),
      validateResponses: true,
      logStream: options.logStream,
      dispatchSyncFetch: options.dispatchSyncFetch,
    }),
  );
  const instances = [built, ...peers];
  const nextApp = alternating(instances.map((instance) => instance.app));
  const tokens = new Map<string, Promise<Record<string, string>>>();

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = {
      'x-access-token': APP_KEY,
      ...(options.as ? await as(options.as) : {}),
      ...options.headers,
    };
    const response = await nextApp().inject({
      method,
      url,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    let body: unknown = response.body;
    if ((response.headers['content-type'] ?? '').toString().includes('json')) body = response.json();
    return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
  };

  const signIn: TestApp['signIn'] = async (phone, password = DEMO_PASSWORD) => {
    const login = await call('POST', '/auth/login', {
      body: { grant_type: 'password', username: phone, password },
    });
    if (login.status !== 200)
      throw new Error(`login ${phone}: ${login.status} ${JSON.stringify(login.body)}`);
    const exchange = await call('POST', '/identity/token', { body: { customToken: login.body.customToken } });
    if (exchange.status !== 200)
      throw new Error(`exchange ${phone}: ${exchange.status} ${JSON.stringify(exchange.body)}`);
    return {
      idToken: exchange.body.idToken,
      refreshToken: exchange.body.refreshToken,
      userId: login.body.user_id,
    };
  };

  // One sign-in per phone even when parallel calls ask at once: the sign-in limits allow only a few
  // simultaneous password checks per (phone, client), as a real client would never need more.
  function as(phone: string) {
    let headers = tokens.get(phone);
    if (!headers) {
      headers = signIn(phone).then(({ idToken }) => ({ authorization: `Bearer ${idToken}` }));
      headers.catch(() => tokens.delete(phone));
      tokens.set(phone, headers);
    }
    return headers;
  }

  // One statement for every table, and per table an order-free sum of its rows' 64-bit hashes with its
  // row count: a row added, removed or changed changes it. Table by table with `string_agg(... order by
  // t::text)` it was 60 queries and 60 sorts per digest, most of the fuzz's time on PGlite (two digests
  // per operation).
  const digestSql = DIGEST_TABLES.map((table) => {
    const source = NOT_DIGESTED[table]?.rows ?? `select * from ${table}`;
    return `select '${table}' as name, count(*) as rows, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) as hash from (${source}) t`;
  }).join('\nunion all ');
  const digest = async () => {
    const { db } = built.services.database;
    const result = await db.execute(sql.raw(digestSql));
    const rows = (result as unknown as { rows: Array<{ name: string; rows: unknown; hash: unknown }> }).rows;
    return rows
      .map((row) => `${row.name}:${row.rows}:${row.hash}`)
      .sort()
      .join('\n');
  };

  return {
    ...built,
    instances,
    listen: () =>
      Promise.all(
        instances.map(async ({ app }) => {
          if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
          return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        }),
      ),
    as,
    forget: (phone) => tokens.delete(phone),
    signIn,
    call,
    digest,
    async close() {
      for (const peer of peers) await peer.close();
      await built.close();
      if (pglite) await pglite.close();
      if (base && databaseUrl) await dropPostgres(base, databaseUrl);
    },
  };
}
