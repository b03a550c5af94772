// Issue 20: the ticket purchase history, the monthly ticket purchase history and the statistics by driver
// hours (with the driver drill-down) on the demo, through the API on PGlite (a fresh data directory: the
// demo's 90 days of fares and its dispatched days, as on a first start). `--requests` sequential calls
// each, after one warm-up: p50 / p95. The period: this month so far (the driver report: its dispatched
// days are in it); the monthly history: the demo's 90 days.
//
//   node bench/report-histories.mjs [--requests 20] [--port 3243]
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { arg, DATA_ROOT, fmtStats, machine, signIn, startApi, stats } from './lib/common.mjs';

const requests = Number(arg('requests', 20));
const port = Number(arg('port', 3243));
const SUPER = '0900000001';
const CONTROLLER = '0901000009';

const day = (d) => d.toISOString().slice(0, 10);
const now = new Date(Date.now() + 7 * 3600_000);
const today = day(now);
const month = { date_from: `${today.slice(0, 8)}01`, date_to: today };
const ninety = { date_from: day(new Date(now.getTime() - 89 * 86_400_000)), date_to: today };

console.log(`# ticket, monthly ticket and driver reports on the demo (PGlite), ${requests} requests each`);
console.log(`# ${machine()}`);
const dataDir = mkdtempSync(join(DATA_ROOT, 'report-histories-'));
const api = await startApi({ port, dataDir });
try {
  const asSuper = await signIn(api.url, SUPER);
  const asController = await signIn(api.url, CONTROLLER);
  const get = async (headers, path, query) => {
    const r = await fetch(`${api.url}${path}?${new URLSearchParams(query)}`, { headers });
    if (!r.ok) throw new Error(`${path} ${r.status} ${await r.text()}`);
    return r.json();
  };
  const time = async (label, headers, path, query) => {
    await get(headers, path, query);
    const times = [];
    let body;
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      body = await get(headers, path, query);
      times.push(performance.now() - t0);
    }
    console.log(`${label.padEnd(46)} ${fmtStats(stats(times))}`);
    return body;
  };
  const ticket = await time(
    'ticket purchase history, page 1 + totals',
    asController,
    '/statistic/orders',
    month,
  );
  console.log(`  ${ticket.total} ticket sales, ${ticket.totals.amount} VND`);
  const passes = await time(
    'monthly ticket history (super), 90 days',
    asSuper,
    '/statistic/ticket-history',
    ninety,
  );
  console.log(`  ${passes.total} order rows, net ${passes.totals.amount} VND`);
  const drivers = await time('driver statistics, this month', asController, '/statistic/drivers', month);
  console.log(
    `  ${drivers.items.length} drivers, ${drivers.totals.trips} trips, ${drivers.totals.amount} VND`,
  );
  const first = drivers.items[0];
  const drill = await time(
    'driver drill-down (listFareTransactions)',
    asController,
    '/ledger/fare-transactions',
    {
      ...month,
      company_id: String(first.company_id),
      driver_id: String(first.driver_id ?? 0),
    },
  );
  console.log(
    `  drawer ${drill.totals.amount} VND = row ${first.amount} VND: ${drill.totals.amount === first.amount}`,
  );
  const conductors = await time(
    'staff statistics (conductors), this month',
    asController,
    '/statistic/staffs',
    month,
  );
  console.log(`  ${conductors.items.length} rows`);
  await time('top-up history, this month', asController, '/statistic/transactions', month);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
