// Issue 20, ticket-book statistics at an operator's size on PostgreSQL: one route's trips over a year,
// each with a paper-ticket book handed and returned, and ~75 ledger rows a trip (cash fares, QR fares,
// cash top-ups, which are no tickets). The report puts each trip's books beside its ledger cash (fares
// paid in cash and their corrections), which it reads from the per-trip rollup fare_trip_cash
// (migration 0022); before, it aggregated the ledger rows of the route itself. A fresh database
// (busops_trip_set_bench) gets the demo through a real API start; then `--trips` trips a day over `--days`
// days ending yesterday on the first demo route of Phương Nam: one set a trip (100 tickets of 7,000 ₫, 60
// sold), and per trip `--fares` ledger rows written through the ledger's trigger (8 in 10 cash fares, 1
// in 10 QR, 1 in 10 a cash top-up of 50,000 ₫). Then the report through the API for the last month,
// quarter and year, p50 / p95 of `--requests` calls (every trip in one page: the totals row is over all
// of them anyway), and beside it the former read, the ledger's cash per trip of the period in SQL, timed
// the same way; the totals are checked against it.
//
//   node bench/trip-set-tickets.mjs [--trips 73] [--days 365] [--fares 75] [--requests 10] [--port 3297] [--keep]
import { performance } from 'node:perf_hooks';
import { arg, fmtStats, machine, signIn, stats } from './lib/common.mjs';
import { periodEndingYesterday } from './lib/fare-ledger-seed.mjs';
import { getJson, lastPeriods, onFreshDemoDatabase, timedCalls } from './lib/scale-run.mjs';

const tripsPerDay = Number(arg('trips', 73));
const days = Number(arg('days', 365));
const faresPerTrip = Number(arg('fares', 75));
const requests = Number(arg('requests', 10));
const port = Number(arg('port', 3297));
const keep = process.argv.includes('--keep');
const DB = 'busops_trip_set_bench';
const SUPER = '0900000001';
const { from, to } = periodEndingYesterday(days);

console.log(
  `# ticket-book statistics on PostgreSQL: one route, ${tripsPerDay} trips a day with a book, ${faresPerTrip} ledger rows a trip, ${days} days (${from}..${to})`,
);
console.log(`# ${machine()}`);
await onFreshDemoDatabase({ name: DB, port, keep }, async ({ api, db }) => {
  const t0 = performance.now();
  const {
    rows: [route],
  } = await db.query(
    `select r.id, r.company_id from routes r join companies c on c.id = r.company_id
      where c.code = 'PNB' order by r.id limit 1`,
  );
  await db.query(
    `select fare_ensure_month(m::date) from generate_series($1::date, $2::date, interval '1 month') m`,
    [`${from.slice(0, 8)}01`, to],
  );
  const params = [route.company_id, route.id, from, tripsPerDay];
  for (let day = 0; day < days; day++) {
    const trips = `select ($3::date + ${day}) d, t, 'TS-' || ($3::date + ${day}) || '-' || t code
                     from generate_series(0, $4::int - 1) t`;
    await db.query(
      `insert into ticket_sets (company_id, route_id, trip_code, service_date, series, serial_from, serial_to,
                                denomination, returned_from, returned_at)
       select $1, $2, code, d, code, 1, 100, 7000, 61, d + interval '20 hours' from (${trips}) x`,
      params,
    );
    await db.query(
      `insert into fare_transactions (company_id, transaction_id, service_date, event_timestamp, amount,
                                      fare_action, payment_type, fare_media, rider_category, num_riders,
                                      route_id, trip_id_performed)
       select $1, code || '-' || k, d, d + interval '5 hours' + t * interval '10 minutes',
              case when k % 10 = 9 then 50000 else 7000 end,
              case when k % 10 = 9 then 'add' else 'fare_payment' end,
              case when k % 10 = 8 then 'QR' else 'CASH' end,
              case when k % 10 = 8 then 'qr_code' when k % 10 = 9 then 'nfc_card' else 'paper_ticket' end,
              'adult', case when k % 10 = 9 then 0 else 1 end, $2, code
         from (${trips}) x, generate_series(0, $5::int - 1) k`,
      [...params, faresPerTrip],
    );
    if (day % 30 === 29)
      process.stdout.write(`  ${day + 1} days, ${((performance.now() - t0) / 1000).toFixed(0)} s\r`);
  }
  await db.query('vacuum (analyze) fare_transactions, ticket_sets, fare_trip_cash');
  const {
    rows: [sizes],
  } = await db.query(
    `select (select count(*) from fare_transactions where route_id = $1) ledger,
            (select count(*) from ticket_sets where route_id = $1) sets`,
    [route.id],
  );
  console.log(
    `\nwritten in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${Number(sizes.sets).toLocaleString('en')} sets, ` +
      `${Number(sizes.ledger).toLocaleString('en')} ledger rows on the route`,
  );

  const headers = await signIn(api.url, SUPER);
  let equalAll = true;
  for (const [label, start] of lastPeriods(to, days)) {
    const report = await timedCalls(requests, () =>
      getJson(
        api,
        `/statistic/routes/${route.id}/set?date_from=${start}&date_to=${to}&page=0&size=50`,
        headers,
      ),
    );
    // The former read: the ledger's cash fares and corrections per trip that had sets, over the period.
    const ledger = await timedCalls(requests, async () => {
      const { rows } = await db.query(
        `select count(*)::int trips, coalesce(sum(amount), 0)::bigint amount from (
           select company_id, service_date, trip_id_performed, sum(amount) amount from fare_transactions
            where service_date between $1 and $2 and route_id = $3 and payment_type = 'CASH'
              and fare_action in ('fare_payment', 'void', 'adjust')
              and (company_id, service_date, trip_id_performed) in
                  (select company_id, service_date, trip_code from ticket_sets where route_id = $3)
            group by 1, 2, 3) per_trip`,
        [start, to, route.id],
      );
      return rows[0];
    });
    const totals = report.answer.totals;
    const equal =
      totals.ledger_amount === Number(ledger.answer.amount) && report.answer.total === ledger.answer.trips;
    console.log(
      `${label.padEnd(8)} ${start}..${to}: report ${fmtStats(stats(report.times))} | former ledger read ${fmtStats(stats(ledger.times))} | ` +
        `${report.answer.total.toLocaleString('en')} trips, cash ${totals.ledger_amount.toLocaleString('en')} ₫, difference ${totals.difference.toLocaleString('en')} ₫: ${equal ? 'equal' : 'DIFFERENT'}`,
    );
    equalAll &&= equal;
  }
  return equalAll;
});
