// Issue 8: throughput of GET /bus/staff?page=0&size=20 (the employee list, first page with total) through the
// product API, against a minimal Fastify + pg route running the same SQL (bench/lib/minimal-staff-server.mjs).
// Loopback only; every load is bounded (warm-up + measured duration). autocannon runs in this process.
//
//   node bench/api-throughput.mjs [--db pglite|postgres|both] [--duration 10] [--warmup 3] [--connections 20]
//                                 [--no-variants] [--json file]
//
// PGlite: data dir bench/.data/throughput/pglite (demo data, seeded on first start). PostgreSQL: database
// busops_throughput (created when missing, demo data). The minimal route runs on PostgreSQL only: PGlite is
// one process per data directory, so it cannot be opened beside the running API.
// Variants (unless --no-variants): GET /health on each server (framework floor), the product with
// LOG_LEVEL=info (the API's own default: a log line per request and per response) and LOG_LEVEL=silent.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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
const duration = Number(arg('duration', 10));
const warmup = Number(arg('warmup', 3));
const connections = Number(arg('connections', 20));
const variants = !process.argv.includes('--no-variants');
const jsonOut = arg('json');
const PHONE = '0901000002';
const PATH = '/bus/staff?page=0&size=20';
const API_PORT = 3216;
const MINIMAL_PORT = 3217;
const PG_URL =
  process.env.BENCH_THROUGHPUT_DATABASE_URL ?? PG_BENCH_URL.replace(/\/[^/]+$/, '/busops_throughput');
const PGLITE_DIR = resolve(DATA_ROOT, 'throughput/pglite');

const results = [];

/** autocannon: warm-up (discarded), then the measured run. Any non-2xx answer or error fails the script. */
async function load(label, url, headers) {
  const opts = { url, headers, connections, pipelining: 1 };
  await autocannon({ ...opts, duration: warmup });
  const r = await autocannon({ ...opts, duration });
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  const row = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    load: machine(),
  };
  results.push(row);
  console.log(
    `  ${label.padEnd(44)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p90 ${row.p90} ms  p97.5 ${row.p97_5} ms  p99 ${row.p99} ms  max ${row.max} ms  (${row.requests} req)`,
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

function startMinimal() {
  const child = spawn(process.execPath, [resolve(BENCH_DIR, 'lib/minimal-staff-server.mjs')], {
    env: { ...process.env, PORT: String(MINIMAL_PORT), DATABASE_URL: PG_URL, AUTH_SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`minimal server exited with ${code}`)));
    child.stdout.once('data', () =>
      resolveStart({
        url: `http://127.0.0.1:${MINIMAL_PORT}`,
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

/** The same page from both servers (the comparison is only fair if they answer the same thing). */
async function sameAnswer(a, b, headers) {
  const [x, y] = await Promise.all(
    [a, b].map((u) => fetch(`${u}${PATH}`, { headers }).then((r) => r.json())),
  );
  const same = JSON.stringify(x) === JSON.stringify(y);
  console.log(`  answers identical: ${same} (${x.items?.length} items, total ${x.total})`);
  if (!same)
    console.log(
      `  product: ${JSON.stringify(x).slice(0, 300)}\n  minimal: ${JSON.stringify(y).slice(0, 300)}`,
    );
}

function ratio(product, minimal) {
  const r = product.rps / minimal.rps;
  console.log(
    `  product/minimal req/s: ${(r * 100).toFixed(0)}% (target >= 75%): ${r >= 0.75 ? 'MET' : 'NOT MET'}; ` +
      `product p97.5 ${product.p97_5} ms (target p95 <= 25 ms; autocannon has no p95, p97.5 is the nearest above): ${product.p97_5 <= 25 ? 'MET' : 'NOT MET'}`,
  );
}

async function bench(db) {
  console.log(`\n== ${db} (${connections} connections, ${warmup} s warm-up + ${duration} s) ==`);
  const target = db === 'postgres' ? { databaseUrl: PG_URL } : { dataDir: PGLITE_DIR };
  if (db === 'postgres') await ensureDatabase(PG_URL);
  let api = await startApi({ port: API_PORT, ...target });
  const headers = await signIn(api.url, PHONE);
  const product = await load(`${db} product /bus/staff (LOG_LEVEL=warn)`, `${api.url}${PATH}`, headers);
  let minimal;
  if (db === 'postgres') {
    const m = await startMinimal();
    await sameAnswer(api.url, m.url, headers);
    minimal = await load(`${db} minimal /bus/staff (fastify+pg)`, `${m.url}${PATH}`, headers);
    ratio(product, minimal);
    if (variants) await load(`${db} minimal /health`, `${m.url}/health`, {});
    await m.stop();
  }
  if (variants) {
    await load(`${db} product /health`, `${api.url}/health`, {});
    for (const logLevel of ['info', 'silent']) {
      await api.stop();
      api = await startApi({ port: API_PORT, ...target, logLevel });
      const h = await signIn(api.url, PHONE);
      await load(`${db} product /bus/staff (LOG_LEVEL=${logLevel})`, `${api.url}${PATH}`, h);
    }
  }
  await api.stop();
}

console.log(`api-throughput: ${machine()}`);
for (const db of dbArg === 'both' ? ['pglite', 'postgres'] : [dbArg]) await bench(db);
console.log(`\ndone: ${machine()}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
