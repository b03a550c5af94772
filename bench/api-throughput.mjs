// Issue 8: throughput of GET /bus/staff?page=0&size=20 (the employee list, first page with total) through the
// product API, against a minimal Fastify route running the same SQL on the bare driver
// (bench/lib/minimal-staff-server.mjs: `pg` on PostgreSQL, PGlite itself on PGlite), in the same run.
// Loopback only; every load is bounded (warm-up + measured duration). autocannon runs in this process.
//
//   node bench/api-throughput.mjs [--db pglite|postgres|both] [--data demo|100k|both] [--duration 10]
//                                 [--warmup 3 (PGlite: 15)] [--max-warmup 30] [--connections 20] [--variants] [--json file]
//
// Data sets: `demo` = the demo data (PGlite bench/.data/throughput/pglite, PostgreSQL database
// busops_throughput, seeded by the API's first start); `100k` = the datasets of seed-100k.mjs (PGlite
// bench/.data/pglite-100k, PostgreSQL busops_bench: 100,000 more employees, 90,032 in the caller's company),
// built here first when missing (seed-100k.mjs is idempotent).
// PGlite is one process per data directory: the API is stopped before the minimal server opens the same
// directory, so the two run one after the other (as on PostgreSQL) but never side by side.
// p95: autocannon's summary stops at p90 / p97.5, so every 2xx response time of the measured run is kept
// (the tracker's `response` event, the same value autocannon puts in its histogram) and p95 is the
// nearest-rank 95th percentile of them.
// --variants: GET /health on each server (framework floor) and the product with LOG_LEVEL=info and
// ACCESS_LOG=true (a log line per request and per response).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  AUTH_SECRET,
  arg,
  BENCH_DIR,
  DATA_ROOT,
  machine,
  PG_ADMIN_URL,
  PG_BENCH_URL,
  signIn,
  startApi,
} from './lib/common.mjs';

const dbArg = arg('db', 'both');
const dataArg = arg('data', 'both');
const duration = Number(arg('duration', 10));
/** Shortest warm-up (s): PGlite's WebAssembly needs longer than PostgreSQL's client to reach speed. */
const minWarmup = { postgres: Number(arg('warmup', 3)), pglite: Number(arg('warmup', 15)) };
const maxWarmup = Number(arg('max-warmup', 30));
const connections = Number(arg('connections', 20));
const variants = process.argv.includes('--variants');
const jsonOut = arg('json');
const PHONE = '0901000002';
const PATH = '/bus/staff?page=0&size=20';
const API_PORT = Number(arg('port', 3216));
const MINIMAL_PORT = API_PORT + 1;

const DATASETS = {
  demo: {
    pglite: resolve(DATA_ROOT, 'throughput/pglite'),
    postgres:
      process.env.BENCH_THROUGHPUT_DATABASE_URL ?? PG_BENCH_URL.replace(/\/[^/]+$/, '/busops_throughput'),
  },
  // the same places as seed-100k.mjs
  '100k': { pglite: resolve(DATA_ROOT, 'pglite-100k'), postgres: PG_BENCH_URL },
};

const results = [];

/**
 * CPU time (user + system, ms) of every process in a process group, from /proc (Linux). Per request, it
 * is the server's own cost whatever else the machine runs: req/s and latency also depend on the load of
 * the other processes on the 2 cores, CPU ms per request much less.
 */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // fields after the command (which may hold spaces): state ppid pgrp ... utime(14) stime(15)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * (1000 / CLOCK_TICKS);
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Nearest-rank percentile of a sorted array. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Warm-up (discarded): `warmup` seconds, then 2 s more at a time until two in a row differ by less than
 * 10% in req/s (at most `maxWarmup` s). PGlite needs it: V8 compiles its WebAssembly hot paths in the
 * background, and a fresh process ran the same queries 5x slower for its first ~10 s on this machine.
 */
async function warmUp(opts, warmup) {
  let spent = warmup;
  let last = (await autocannon({ ...opts, duration: warmup })).requests.average;
  while (spent < maxWarmup) {
    const rps = (await autocannon({ ...opts, duration: 2 })).requests.average;
    spent += 2;
    if (Math.abs(rps - last) < 0.1 * last) break;
    last = rps;
  }
  return spent;
}

/** autocannon: warm-up (discarded), then the measured run. Any non-2xx answer or error fails the script. */
async function load(label, url, headers, extra = {}, pgid = null) {
  // a generous timeout: PGlite answers one statement at a time, so 20 waiting callers of count(*) over
  // 90,000 rows wait seconds on a loaded machine; a timeout would end the run without a figure
  const opts = { url, headers, connections, pipelining: 1, timeout: 60 };
  const warmedUp = await warmUp(opts, minWarmup[extra.db]);
  const cpuBefore = pgid ? groupCpuMs(pgid) : null;
  const times = [];
  const run = autocannon({ ...opts, duration });
  run.on('response', (_client, status, _bytes, time) => {
    if (status >= 200 && status < 300) times.push(time);
  });
  const r = await run;
  const cpuMs = pgid ? groupCpuMs(pgid) - cpuBefore : null;
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  times.sort((a, b) => a - b);
  const row = {
    label,
    ...extra,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    warmedUp,
    cpuPerRequest: cpuMs === null ? null : cpuMs / r.requests.total,
    load: machine(),
  };
  results.push(row);
  console.log(
    `  ${label.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p90 ${row.p90} ms  p95 ${row.p95} ms  p97.5 ${row.p97_5} ms  p99 ${row.p99} ms  max ${row.max} ms  (${row.requests} req after ${warmedUp} s warm-up${row.cpuPerRequest === null ? '' : `, server CPU ${row.cpuPerRequest.toFixed(3)} ms/req`})`,
  );
  return row;
}

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
}

/** The minimal server on the same database: `pg` on PostgreSQL, PGlite on the API's data directory. */
function startMinimal(target) {
  const env = { ...process.env, PORT: String(MINIMAL_PORT), AUTH_SECRET };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else env.DATA_DIR = target.dataDir;
  const child = spawn(process.execPath, [resolve(BENCH_DIR, 'lib/minimal-staff-server.mjs')], {
    env,
    detached: true, // its own process group, as the API's (groupCpuMs)
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`minimal server exited with ${code}`)));
    child.stdout.once('data', () =>
      resolveStart({
        url: `http://127.0.0.1:${MINIMAL_PORT}`,
        pid: child.pid,
        async stop() {
          process.removeListener('exit', onExit);
          const done = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await done;
        },
      }),
    );
  });
}

const answer = (url, headers) => fetch(`${url}${PATH}`, { headers }).then((r) => r.text());

/** The same page from both servers (the comparison is only fair if they answer the same thing). */
function sameAnswer(product, minimal) {
  const x = JSON.parse(product);
  const same = product === minimal;
  console.log(`  answers byte-identical: ${same} (${x.items?.length} items, total ${x.total})`);
  if (!same) console.log(`  product: ${product.slice(0, 300)}\n  minimal: ${minimal.slice(0, 300)}`);
  return same;
}

function verdict(db, product, minimal) {
  const r = product.rps / minimal.rps;
  console.log(
    `  server CPU per request: product ${product.cpuPerRequest.toFixed(3)} ms, minimal ${minimal.cpuPerRequest.toFixed(3)} ms (minimal/product ${((100 * minimal.cpuPerRequest) / product.cpuPerRequest).toFixed(0)}%)`,
  );
  const latency =
    db === 'postgres'
      ? `; product p95 ${product.p95} ms (target <= 25 ms on PostgreSQL): ${product.p95 <= 25 ? 'MET' : 'NOT MET'}`
      : '';
  console.log(
    `  product/minimal req/s: ${(r * 100).toFixed(0)}% (target >= 75%): ${r >= 0.75 ? 'MET' : 'NOT MET'}${latency}`,
  );
  results.push({
    label: 'ratio',
    db,
    ratio: r,
    cpuRatio: minimal.cpuPerRequest / product.cpuPerRequest,
  });
}

function ensureDataset(db, data) {
  if (data !== '100k') return;
  // idempotent: builds the dataset once, later runs only check it
  execFileSync(process.execPath, [resolve(BENCH_DIR, 'seed-100k.mjs'), '--db', db], { stdio: 'inherit' });
}

/**
 * VACUUM ANALYZE of the tables the route reads, before every measurement: the state autovacuum keeps a
 * live database in (it is off on this machine's PostgreSQL, and PGlite has no autovacuum worker). After
 * a bulk insert, `count(*)` is otherwise a sequential scan instead of an index-only scan.
 */
async function vacuum(target) {
  const statement = 'vacuum analyze bus_staff, users, sessions, companies, roles';
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
    return;
  }
  if (!existsSync(target.dataDir)) return; // the API seeds it on its first start; vacuumed next run
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const lite = new PGlite({ dataDir: target.dataDir, extensions: { pg_trgm } });
  await lite.waitReady;
  await lite.exec(statement);
  await lite.close();
}

async function bench(db, data) {
  console.log(
    `\n== ${db}, ${data} data (${connections} connections, ${minWarmup[db]}-${Math.max(minWarmup[db], maxWarmup)} s warm-up + ${duration} s) ==`,
  );
  const where = DATASETS[data][db];
  const target = db === 'postgres' ? { databaseUrl: where } : { dataDir: where };
  if (db === 'postgres') await ensureDatabase(where);
  ensureDataset(db, data);
  await vacuum(target);
  const extra = { db, data };
  // the API as deployed: its own logging defaults (no line per request since issue 8)
  const api = await startApi({ port: API_PORT, ...target, logLevel: null });
  let product;
  let headers;
  let productAnswer;
  try {
    headers = await signIn(api.url, PHONE);
    productAnswer = await answer(api.url, headers);
    product = await load(`${db}/${data} product /bus/staff`, `${api.url}${PATH}`, headers, extra, api.pgid);
    if (variants) await load(`${db}/${data} product /health`, `${api.url}/health`, {}, extra, api.pgid);
  } finally {
    await api.stop();
  }
  const m = await startMinimal(target);
  try {
    sameAnswer(productAnswer, await answer(m.url, headers));
    const minimal = await load(`${db}/${data} minimal /bus/staff`, `${m.url}${PATH}`, headers, extra, m.pid);
    verdict(db, product, minimal);
    if (variants) await load(`${db}/${data} minimal /health`, `${m.url}/health`, {}, extra, m.pid);
  } finally {
    await m.stop();
  }
  if (variants) {
    const logged = await startApi({
      port: API_PORT,
      ...target,
      logLevel: 'info',
      env: { ACCESS_LOG: 'true' },
    });
    try {
      const h = await signIn(logged.url, PHONE);
      await load(`${db}/${data} product access log`, `${logged.url}${PATH}`, h, extra, logged.pgid);
    } finally {
      await logged.stop();
    }
  }
}

console.log(`api-throughput: ${machine()}`);
for (const data of dataArg === 'both' ? ['demo', '100k'] : [dataArg]) {
  for (const db of dbArg === 'both' ? ['pglite', 'postgres'] : [dbArg]) {
    // one failed configuration (e.g. timeouts) is reported and the others still run
    await bench(db, data).catch((error) => {
      console.log(`  FAILED: ${error.message}`);
      results.push({ label: 'failed', db, data, error: error.message });
    });
  }
}
console.log(`\ndone: ${machine()}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
