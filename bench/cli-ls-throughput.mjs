// Issue 21: `busops ls employees --format csv` lists 100k employees at >= 50% of the API's raw paging
// throughput, in the same run. On the 100k-employee PGlite dataset (bench/seed-100k.mjs; 90% of the rows
// in the admin 0901000002's company), one API process; alternately, `--runs` times each:
// - raw: this process asks the pages itself (fetch, size 500, with_total=false, until a short page), the
//   JSON parsed and the rows counted: what the API can give one client;
// - cli: the built `busops ls employees --format csv --page-size 500`, its stdout counted line by line
//   (a child process signed in through `busops login` into a temporary XDG_CONFIG_HOME).
// Rows per second, the median of each, and their ratio.
//
//   node bench/seed-100k.mjs --db pglite      # once
//   node bench/cli-ls-throughput.mjs [--runs 3] [--port 3262]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { APP_KEY, arg, DATA_ROOT, machine, PASSWORD, ROOT, signIn, startApi, stats } from './lib/common.mjs';

const runs = Number(arg('runs', 3));
const port = Number(arg('port', 3262));
const PHONE = '0901000002';
const SIZE = 500;
const BIN = resolve(ROOT, 'packages/cli/dist/busops.mjs');
const dataDir = resolve(DATA_ROOT, 'pglite-100k');
if (!existsSync(dataDir)) throw new Error(`${dataDir} missing: node bench/seed-100k.mjs --db pglite`);
if (!existsSync(BIN)) throw new Error(`${BIN} missing: pnpm --filter @busops/cli build`);

console.log(`# busops ls employees --format csv vs raw paging (${machine()})`);
const api = await startApi({ port, dataDir });
const home = mkdtempSync(join(tmpdir(), 'busops-cli-bench-'));
const env = { ...process.env, XDG_CONFIG_HOME: home };

function busops(args, { input = '', countLines = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let lines = 0;
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      if (!countLines) return;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(lines) : reject(new Error(`busops ${args.join(' ')}: ${code} ${stderr}`)),
    );
    child.stdin.end(input);
  });
}

async function raw(headers) {
  let rows = 0;
  for (let page = 0; ; page++) {
    const r = await fetch(`${api.url}/bus/staff?page=${page}&size=${SIZE}&with_total=false`, { headers });
    if (!r.ok) throw new Error(`page ${page}: ${r.status}`);
    const { items } = await r.json();
    rows += items.length;
    if (items.length < SIZE) return rows;
  }
}

try {
  await busops(['login', '--url', api.url, '--app-key', APP_KEY, '--phone', PHONE, '--password-stdin'], {
    input: `${PASSWORD}\n`,
  });
  const headers = await signIn(api.url, PHONE);
  const rates = { raw: [], cli: [] };
  const counts = {};
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    counts.raw = await raw(headers);
    rates.raw.push(counts.raw / ((performance.now() - t) / 1000));
    t = performance.now();
    // Lines = rows + the header line.
    counts.cli =
      (await busops(['ls', 'employees', '--format', 'csv', '--page-size', String(SIZE)], {
        countLines: true,
      })) - 1;
    rates.cli.push(counts.cli / ((performance.now() - t) / 1000));
    console.log(
      `run ${i + 1}: raw ${counts.raw} rows at ${rates.raw.at(-1).toFixed(0)} rows/s; cli ${counts.cli} rows at ${rates.cli.at(-1).toFixed(0)} rows/s`,
    );
  }
  if (counts.raw !== counts.cli) throw new Error(`row counts differ: raw ${counts.raw}, cli ${counts.cli}`);
  const rawMedian = stats(rates.raw).p50;
  const cliMedian = stats(rates.cli).p50;
  const ratio = cliMedian / rawMedian;
  console.log(
    `median: raw ${rawMedian.toFixed(0)} rows/s, busops ls --format csv ${cliMedian.toFixed(0)} rows/s: ` +
      `${(ratio * 100).toFixed(0)}% of raw (target >= 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
  );
} finally {
  await api.stop();
  rmSync(home, { recursive: true, force: true });
}
