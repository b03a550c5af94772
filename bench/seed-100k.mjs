// Builds the 100,000-employee datasets used by record-search.mjs and employees-grid.mjs:
//   PGlite:     bench/.data/pglite-100k (a data directory the API opens with DATA_DIR)
//   PostgreSQL: database busops_bench at postgres://postgres@127.0.0.1:5432 (BENCH_DATABASE_URL)
// First start of the API on the empty database runs the migrations and seeds the demo data (so the demo
// accounts exist); then users + bus_staff rows are added with insert ... select generate_series: 90% in
// "Xe buýt Phương Nam" (the company of admin 0901000002), the rest over the other companies.
//
// node bench/seed-100k.mjs [--db pglite|postgres|both] [--rows 100000] [--fresh] [--port 3212]
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { arg, DATA_ROOT, machine, PG_ADMIN_URL, PG_BENCH_URL, startApi } from './lib/common.mjs';
import { benchPhone, seedStatements, staffSearchText } from './lib/seed-sql.mjs';

const which = String(arg('db', 'both'));
const rows = Number(arg('rows', 100_000));
const port = Number(arg('port', 3212));
export const PGLITE_DIR = resolve(DATA_ROOT, 'pglite-100k');

console.log(`# seed-100k  (${machine()})`);

async function seed(label, query, exec) {
  const [{ n }] = await query("select count(*)::int as n from bus_staff where phone_number like '+8497%'");
  if (n >= rows) {
    console.log(`${label}: already holds ${n} generated employees, nothing to do (--fresh to rebuild)`);
    return;
  }
  if (n > 0) throw new Error(`${label}: holds ${n} generated employees (< ${rows}); rerun with --fresh`);
  const [main] = await query("select org_id as id from users where phone_number = '+84901000002'");
  const others = (await query('select id from companies where id <> $1 order by id', [main.id])).map(
    (r) => r.id,
  );
  const t0 = performance.now();
  for (const statement of seedStatements({ n: rows, mainCompanyId: main.id, otherCompanyIds: others })) {
    const t = performance.now();
    await exec(statement);
    console.log(
      `  ${(performance.now() - t).toFixed(0).padStart(7)} ms  ${statement.split('\n')[0].slice(0, 90)}`,
    );
  }
  console.log(`${label}: ${rows} employees in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // search_text must equal what the API would have written
  for (const i of [1, 2, 777, rows]) {
    const [r] = await query(
      'select full_name, phone_number, staff_code, search_text from bus_staff where phone_number = $1',
      [benchPhone(i)],
    );
    const expected = staffSearchText(r.full_name, r.phone_number, r.staff_code);
    if (r.search_text !== expected) throw new Error(`search_text mismatch: ${r.search_text} != ${expected}`);
  }
  const counts = await query(
    'select company_id, count(*)::int as n from bus_staff group by 1 order by 2 desc',
  );
  console.log(
    `  check: search_text matches staffSearchText(); rows per company: ${counts.map((c) => `${c.company_id}:${c.n}`).join(' ')}`,
  );
}

if (which === 'pglite' || which === 'both') {
  if (arg('fresh') && existsSync(PGLITE_DIR)) rmSync(PGLITE_DIR, { recursive: true, force: true });
  if (!existsSync(PGLITE_DIR)) {
    const t = performance.now();
    const api = await startApi({ port, dataDir: PGLITE_DIR });
    await api.stop();
    console.log(
      `PGlite: migrations + demo data by the API in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite({ dataDir: PGLITE_DIR, extensions: { pg_trgm } });
  await db.waitReady;
  await seed(
    'PGlite',
    async (q, p) => (await db.query(q, p)).rows,
    (q) => db.exec(q),
  );
  await db.close();
}

if (which === 'postgres' || which === 'both') {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${e.message}): skipped`);
    process.exit(0);
  }
  const name = new URL(PG_BENCH_URL).pathname.slice(1);
  if (arg('fresh')) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  if (!exists) {
    const t = performance.now();
    const api = await startApi({ port, databaseUrl: PG_BENCH_URL });
    await api.stop();
    console.log(
      `PostgreSQL: migrations + demo data by the API in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  const client = new pg.Client({ connectionString: PG_BENCH_URL });
  await client.connect();
  await seed(
    'PostgreSQL',
    async (q, p) => (await client.query(q, p)).rows,
    (q) => client.query(q),
  );
  await client.end();
}
