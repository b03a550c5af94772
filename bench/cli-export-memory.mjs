// Issue 21: the command line exports a 1M-row report to .xlsx with flat memory (<= 300 MB). A fresh
// PostgreSQL database (busops_cli_export_bench) gets the demo through a real API start, then `--rows`
// fares over `--days` days (bench/lib/fare-ledger-seed.mjs). The built `busops` signs in as the super
// admin and runs `export fare-transactions` (the ledger rows: every company, one row per fare) over a tenth of the period
// and over all of it, to .xlsx and .csv, each under /usr/bin/time -v: its peak resident memory, the
// wall time, the file's size (and, for CSV, its line count = rows + header + totals). Flat memory: the
// peak does not grow with the rows.
//
//   node bench/cli-export-memory.mjs [--rows 1000000] [--days 30] [--port 3263] [--keep]
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { APP_KEY, arg, machine, PASSWORD, PG_ADMIN_URL, ROOT, startApi } from './lib/common.mjs';
import { freshDatabase, periodEndingYesterday, seedFareLedger } from './lib/fare-ledger-seed.mjs';

const rows = Number(arg('rows', 1_000_000));
const days = Number(arg('days', 30));
const port = Number(arg('port', 3263));
const keep = process.argv.includes('--keep');
const DB = 'busops_cli_export_bench';
const SUPER = '0900000001';
const BIN = resolve(ROOT, 'packages/cli/dist/busops.mjs');
if (!existsSync(BIN)) throw new Error(`${BIN} missing: pnpm --filter @busops/cli build`);

const { from, to } = periodEndingYesterday(days);
const tenth = new Date(Date.parse(from) + (Math.ceil(days / 10) - 1) * 86_400_000).toISOString().slice(0, 10);

console.log(`# busops export memory: ${rows.toLocaleString('en')} fares over ${days} days (${from}..${to})`);
console.log(`# ${machine()}`);
const databaseUrl = await freshDatabase(pg, PG_ADMIN_URL, DB);

const api = await startApi({ port, databaseUrl });
const home = mkdtempSync(join(tmpdir(), 'busops-cli-export-'));
const env = { ...process.env, XDG_CONFIG_HOME: home };
try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const t0 = Date.now();
  await seedFareLedger(db, { rows, days, from, to });
  await db.end();
  console.log(`ledger seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  execFileSync(
    process.execPath,
    [BIN, 'login', '--url', api.url, '--app-key', APP_KEY, '--phone', SUPER, '--password-stdin'],
    {
      env,
      input: `${PASSWORD}\n`,
    },
  );
  for (const [label, until] of [
    ['a tenth of the period', tenth],
    ['the whole period', to],
  ]) {
    for (const ext of ['xlsx', 'csv']) {
      const out = join(home, `fare-transactions.${ext}`);
      const run = spawnSync(
        '/usr/bin/time',
        [
          '-v',
          process.execPath,
          BIN,
          'export',
          'fare-transactions',
          '--from',
          from,
          '--to',
          until,
          '--out',
          out,
          '--no-progress',
        ],
        { env, encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`export ${ext} ${label}: ${run.status}\n${run.stderr}`);
      const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1]);
      const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (.+)/.exec(run.stderr)?.[1]?.trim();
      const size = statSync(out).size;
      const lines = ext === 'csv' ? await countLines(out) : null;
      console.log(
        `${label.padEnd(22)} .${ext.padEnd(4)} ${(size / 1e6).toFixed(1).padStart(6)} MB` +
          `${lines === null ? '' : `, ${lines.toLocaleString('en')} lines`}, wall ${wall}, ` +
          `busops peak RSS ${(peakKb / 1024).toFixed(0)} MB (target <= 300 MB)`,
      );
      rmSync(out, { force: true });
    }
  }
} finally {
  await api.stop();
  rmSync(home, { recursive: true, force: true });
  if (!keep) {
    const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
    await drop.connect();
    await drop.query(`drop database if exists ${DB} with (force)`);
    await drop.end();
  }
}

async function countLines(path) {
  let n = 0;
  for await (const chunk of createReadStream(path)) for (const b of chunk) if (b === 10) n++;
  return n;
}
