// Target 3: record search over 100,000 employees answers within 100 ms (palette: GET /bus/staff?keyword=..&size=8).
//
// Needs the dataset of seed-100k.mjs. Starts the API (tsx src/server.ts) on it, signs in, then for each user
// (0901000002: admin of Xe buýt Phương Nam, ~90k rows in scope; 0900000001: super admin, all 100k rows)
// sends one warm-up pass, then the 30 keywords of lib/keywords.mjs once each, sequentially, and reports
// the HTTP round trip measured in Node (fetch, keep-alive, 127.0.0.1): p50 / p95 / max. Twice: as the palette
// calls it (`with_total=false`, the judged figure) and with the exact total.
// Then, with the API stopped, it opens the database directly and (a) times the two statements the handler
// runs (the page: join + order by created_at desc limit 8; the total: count(*)) separately for the same
// keywords, (b) prints EXPLAIN ANALYZE of both for a few keywords, to show whether the trigram index is used.
//
// node bench/record-search.mjs [--db pglite|postgres] [--port 3213] [--explain] [--json out.json]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { arg, DATA_ROOT, fmtStats, machine, PG_BENCH_URL, signIn, startApi, stats } from './lib/common.mjs';
import { KEYWORDS } from './lib/keywords.mjs';
import { fold } from './lib/seed-sql.mjs';

const db = String(arg('db', 'pglite'));
const port = Number(arg('port', 3213));
const TARGET_MS = 100;
const USERS = [
  ['0901000002', 'admin, Xe buýt Phương Nam (company filter, ~90k rows)'],
  ['0900000001', 'super admin, super company (no company filter, 100k rows)'],
];
// The palette's call (judged): it shows no total, so it asks for none. The exact-total call (a list screen's
// keyword search) for comparison: it counts every match.
const VARIANTS = [
  ['palette call, with_total=false (judged)', '&with_total=false'],
  ['exact total (for comparison)', ''],
];
const target =
  db === 'postgres' ? { databaseUrl: PG_BENCH_URL } : { dataDir: resolve(DATA_ROOT, 'pglite-100k') };
const result = { machine: machine(), db, http: {}, sql: {} };
console.log(`# record-search on ${db}  (${machine()})`);

const api = await startApi({ port, ...target });
try {
  for (const [phone, who] of USERS) {
    const headers = await signIn(api.url, phone);
    for (const [variant, extra] of VARIANTS) {
      const get = async (keyword) => {
        const t = performance.now();
        const url = `${api.url}/bus/staff?keyword=${encodeURIComponent(keyword)}&page=0&size=8${extra}`;
        const r = await fetch(url, { headers });
        const body = await r.json();
        const elapsed = performance.now() - t;
        if (!r.ok) throw new Error(`${r.status} ${JSON.stringify(body)}`);
        return { elapsed, total: body.total, items: body.items.length };
      };
      for (const k of KEYWORDS.slice(0, 5)) await get(k); // warm-up (JIT, plan cache, buffers)
      const samples = [];
      for (const k of KEYWORDS) samples.push({ keyword: k, ...(await get(k)) });
      const st = stats(samples.map((s) => s.elapsed));
      result.http[phone] ??= { who };
      result.http[phone][variant] = { stats: st, samples };
      console.log(`\n## GET /bus/staff?keyword=..&page=0&size=8${extra} as ${phone} (${who}): ${variant}`);
      console.log(
        `HTTP round trip: ${fmtStats(st)}  target ${TARGET_MS} ms: p50 ${st.p50 <= TARGET_MS ? 'PASS' : 'FAIL'}, p95 ${st.p95 <= TARGET_MS ? 'PASS' : 'FAIL'}`,
      );
      const slow = [...samples].sort((a, b) => b.elapsed - a.elapsed).slice(0, 6);
      console.log(
        `slowest: ${slow.map((s) => `"${s.keyword}" ${s.elapsed.toFixed(0)} ms (total ${s.total})`).join(', ')}`,
      );
    }
  }
} finally {
  await api.stop();
}

// ---- the two statements of listBusStaff, directly on the database ----------------------------------------
const open = async () => {
  if (db === 'postgres') {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: PG_BENCH_URL });
    await c.connect();
    return { q: async (s) => (await c.query(s)).rows, close: () => c.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const c = new PGlite({ dataDir: target.dataDir, extensions: { pg_trgm } });
  await c.waitReady;
  return { q: async (s) => (await c.query(s)).rows, close: () => c.close() };
};
const conn = await open();
const [{ id: companyId }] = await conn.q(
  "select org_id as id from users where phone_number = '+84901000002'",
);
const lit = (kw) =>
  `'%${fold(kw)
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/'/g, "''")}%'`;
// What drizzle generates for the handler (staff.query.ts + employees.handlers.ts), literals inlined.
const pageSql = (
  kw,
  scoped,
) => `select bus_staff.id, bus_staff.user_id, bus_staff.company_id, companies.name, bus_staff.phone_number,
  bus_staff.full_name, bus_staff.email, bus_staff.staff_code, bus_staff.role, bus_staff.role_id, roles.name,
  bus_staff.status, bus_staff.deposit_balance, bus_staff.created_at, bus_staff.updated_at
  from bus_staff inner join companies on companies.id = bus_staff.company_id left join roles on roles.id = bus_staff.role_id
  where ${scoped ? `bus_staff.company_id in (${companyId}) and ` : ''}bus_staff.search_text like ${lit(kw)}
  order by bus_staff.created_at desc, bus_staff.id desc limit 8 offset 0`;
const countSql = (kw, scoped) =>
  `select count(*) from bus_staff where ${scoped ? `bus_staff.company_id in (${companyId}) and ` : ''}bus_staff.search_text like ${lit(kw)}`;
try {
  for (const scoped of [true, false]) {
    const label = scoped ? `company_id in (${companyId})` : 'no company filter (super company)';
    const page = [];
    const count = [];
    const perKeyword = [];
    for (const k of KEYWORDS.slice(0, 5)) await conn.q(pageSql(k, scoped));
    for (const k of KEYWORDS) {
      let t = performance.now();
      await conn.q(pageSql(k, scoped));
      page.push(performance.now() - t);
      t = performance.now();
      await conn.q(countSql(k, scoped));
      count.push(performance.now() - t);
      perKeyword.push({ k, page: page.at(-1), count: count.at(-1) });
    }
    result.sql[label] = { page: stats(page), count: stats(count) };
    console.log(`\n## SQL directly on ${db}, ${label}`);
    console.log(`page (limit 8):  ${fmtStats(stats(page))}`);
    console.log(`total (count*):  ${fmtStats(stats(count))}`);
    const top = (key) =>
      [...perKeyword]
        .sort((a, b) => b[key] - a[key])
        .slice(0, 5)
        .map((r) => `"${r.k}" ${r[key].toFixed(0)} ms`)
        .join(', ');
    console.log(`slowest page: ${top('page')}; slowest count: ${top('count')}`);
  }
  const explainKeywords = arg('explain')
    ? ['ngo', 'tran thi lan', 'dung', '0970012', 'vũ']
    : ['tran thi lan', 'dung'];
  for (const k of explainKeywords) {
    for (const [name, sqlText] of [
      ['page', pageSql(k, true)],
      ['count', countSql(k, true)],
    ]) {
      const plan = await conn.q(`explain (analyze, costs off, timing on) ${sqlText}`);
      const lines = plan.map((r) => r['QUERY PLAN']);
      console.log(`\n### EXPLAIN ANALYZE ${name}, keyword "${k}" (${lit(k)}), company_id in (${companyId})`);
      console.log(lines.join('\n'));
    }
  }
} finally {
  await conn.close();
}
const json = arg('json');
if (json) writeFileSync(json, JSON.stringify(result, null, 2));
