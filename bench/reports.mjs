// Issue 20: the revenue reports on a generated fare ledger on PostgreSQL. A fresh database
// (busops_reports_bench) gets the demo (through a real API start: migrations and seed), then `--rows`
// fares spread over `--days` service days ending yesterday, on the demo routes of both member companies,
// written by INSERT ... SELECT generate_series into the partitioned ledger in chunks, so the rollup
// trigger keeps fare_daily_totals and fare_trip_totals as it does for every writer (the id registry
// fare_transaction_ids is not filled: no report reads it). Then, for the whole period:
// - the SQL of revenue by route on the rollup and the same report as a raw GROUP BY over the ledger,
//   `--runs` times each, warm, in one run: the ratio of their medians;
// - the reports through the API (super admin, every company, the whole period; the trip reports on the
//   first route): p50 / p95 of `--requests` sequential calls each;
// - the totals: the API's revenue = the raw ledger's sum, and statistics by conductor = the ledger rows
//   on a route, to the dong.
//
//   node bench/reports.mjs [--rows 3000000] [--days 365] [--runs 7] [--requests 50] [--yield-requests 50]
//                          [--port 3241] [--keep]
import { performance } from 'node:perf_hooks';
import { arg, fmtStats, machine, signIn, stats } from './lib/common.mjs';
import { periodEndingYesterday, seedFareLedger } from './lib/fare-ledger-seed.mjs';
import { onFreshDemoDatabase } from './lib/scale-run.mjs';

const rows = Number(arg('rows', 3_000_000));
const days = Number(arg('days', 365));
const runs = Number(arg('runs', 7));
const requests = Number(arg('requests', 50));
/** The yield report counts distinct trips in the per-trip rollup: slow on a big ledger, asked fewer times. */
const yieldRequests = Number(arg('yield-requests', requests));
const port = Number(arg('port', 3241));
const keep = process.argv.includes('--keep');
const DB = 'busops_reports_bench';
const SUPER = '0900000001';

const { from, to } = periodEndingYesterday(days);

console.log(`# reports on PostgreSQL: ${rows.toLocaleString('en')} fares over ${days} days (${from}..${to})`);
console.log(`# ${machine()}`);
await onFreshDemoDatabase({ name: DB, port, keep }, async ({ api, db }) => {
  let failed = false;
  // The ledger (bench/lib/fare-ledger-seed.mjs).
  const t0 = performance.now();
  await seedFareLedger(db, {
    rows,
    days,
    from,
    to,
    onChunk: (written) =>
      process.stdout.write(
        `  ${written.toLocaleString('en')} rows, ${((performance.now() - t0) / 1000).toFixed(0)} s\r`,
      ),
  });
  const seconds = (performance.now() - t0) / 1000;
  const {
    rows: [sizes],
  } =
    await db.query(`select (select count(*) from fare_daily_totals) daily, (select count(*) from fare_trip_totals) trips,
      pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits where inhparent = 'fare_transactions'::regclass)) ledger`);
  console.log(
    `\nledger written in ${seconds.toFixed(0)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s with the rollup trigger); ` +
      `${sizes.ledger} ledger, ${Number(sizes.daily).toLocaleString('en')} daily rollup rows, ${Number(sizes.trips).toLocaleString('en')} trip rollup rows`,
  );

  // Revenue by route: the rollup (what the API runs) against a raw GROUP BY over the ledger.
  const figures = (amount, riders, action, extra) => `
    coalesce(sum(${riders}) filter (where ${action} in ('fare_payment','pass_use')), 0)::bigint boardings,
    coalesce(sum(${amount}) filter (where ${action} in ('fare_payment','pass_purchase','refund','void','adjust')), 0)::bigint revenue,
    coalesce(sum(${amount}) filter (where ${action} = 'add'), 0)::bigint top_ups, ${extra} transactions`;
  const rollupSql = `select company_id, route_id, ${figures('amount', 'riders', 'fare_action', 'sum(transactions)')}
      from fare_daily_totals where service_date between $1 and $2 group by 1, 2 order by revenue desc`;
  const rawSql = `select company_id, coalesce(route_id, 0) route_id, ${figures('amount', 'num_riders', 'fare_action', 'count(*)')}
      from fare_transactions where service_date between $1 and $2 group by 1, 2 order by revenue desc`;
  const time = async (sql) => {
    const times = [];
    let result;
    for (let i = 0; i < runs + 1; i++) {
      const t = performance.now();
      result = await db.query(sql, [from, to]);
      if (i > 0) times.push(performance.now() - t); // the first run warms the cache
    }
    return { st: stats(times), result: result.rows };
  };
  const rollup = await time(rollupSql);
  const raw = await time(rawSql);
  const sum = (rs) => rs.reduce((s, r) => s + Number(r.revenue), 0);
  console.log(`revenue by route, SQL, rollup:       ${fmtStats(rollup.st)}`);
  console.log(`revenue by route, SQL, raw GROUP BY: ${fmtStats(raw.st)}`);
  console.log(`ratio raw / rollup (medians): ${(raw.st.p50 / rollup.st.p50).toFixed(0)}x`);
  if (sum(rollup.result) !== sum(raw.result)) throw new Error('rollup and raw revenue differ');

  // Through the API, as the console asks (super admin: every company, the whole period).
  const headers = await signIn(api.url, SUPER);
  const query = `date_from=${from}&date_to=${to}`;
  // The trip reports read one route: the busiest of the generated ledger.
  const { rows: busiest } = await db.query(
    'select route_id id from fare_daily_totals where route_id is not null group by 1 order by sum(transactions) desc limit 1',
  );
  const routes = { ids: busiest.map((r) => r.id) };
  const paths = {
    getRevenueByRoute: `/statistic/routes?${query}`,
    getRevenueByDate: `/statistic/date?${query}`,
    getYieldAndRevenue: `/reports/yield-and-revenue?${query}`,
    listRevenueDetail: `/reports/revenue-detail?${query}&page=0&size=50`,
    // The per-trip rollup's reports: every conductor; one route's trips (first page of 50); top-ups.
    getStaffStatistics: `/statistic/staffs?${query}`,
    getTripStatistics: `/statistic/routes/${routes.ids[0]}/trips?${query}&page=0&size=50`,
    getNoRevenueTrips: `/statistic/routes/${routes.ids[0]}/no-revenue?${query}&page=0&size=50`,
    listTopUpHistory: `/statistic/transactions?${query}&page=0&size=50`,
  };
  const answers = {};
  for (const [op, path] of Object.entries(paths)) {
    const times = [];
    const count = op === 'getYieldAndRevenue' ? yieldRequests : requests;
    for (let i = 0; i < count + 2; i++) {
      const t = performance.now();
      const r = await fetch(`${api.url}${path}`, { headers });
      const body = await r.json();
      if (!r.ok) throw new Error(`${op} ${r.status} ${JSON.stringify(body)}`);
      if (i >= 2) times.push(performance.now() - t);
      answers[op] = body;
    }
    console.log(`API ${op.padEnd(20)} ${fmtStats(stats(times))}`);
  }
  const ledgerRevenue = sum(raw.result);
  const apiRevenue = answers.getRevenueByRoute.totals.revenue;
  console.log(
    `totals: API revenue ${apiRevenue.toLocaleString('vi-VN')} ₫, ledger ${ledgerRevenue.toLocaleString('vi-VN')} ₫ (demo passes included), ` +
      `by date ${answers.getRevenueByDate.totals.revenue.toLocaleString('vi-VN')} ₫: ${apiRevenue === ledgerRevenue && answers.getRevenueByDate.totals.revenue === ledgerRevenue ? 'equal' : 'DIFFERENT'}`,
  );
  if (apiRevenue !== ledgerRevenue) failed = true;
  // Statistics by conductor sum every ledger row on a route: the same as the raw ledger's.
  const {
    rows: [onRoutes],
  } = await db.query(
    'select coalesce(sum(amount), 0)::bigint amount from fare_transactions where service_date between $1 and $2 and route_id is not null',
    [from, to],
  );
  const staffAmount = answers.getStaffStatistics.totals.amount;
  console.log(
    `totals: by conductor ${staffAmount.toLocaleString('vi-VN')} ₫, ledger rows on a route ${Number(onRoutes.amount).toLocaleString('vi-VN')} ₫: ${staffAmount === Number(onRoutes.amount) ? 'equal' : 'DIFFERENT'}`,
  );
  if (staffAmount !== Number(onRoutes.amount)) failed = true;
  return !failed;
});
