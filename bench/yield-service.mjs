// Issue 20, yield and revenue's service figures (revenue hours, passengers per revenue hour, km driven) at
// an operator's size on PostgreSQL: the report reads the service rollup (route_day_service, kept by
// route_trips' triggers) and the daily fare rollup's boardings of the route-days with timed trips. A fresh database (busops_yield_bench) gets the demo through a real API start; then `--trips` done
// trips a day over `--days` days ending yesterday on the demo's routes (actual times, km driven on 9 in
// 10), and for each trip the per-trip rollup's rows as the ledger's trigger leaves them for ~75 riders
// (4 rows: cash and QR, adults and students), and the daily rollup's rows of the same fares. The rollups
// are written directly: 75 fares a trip at this size would be hundreds of millions of ledger rows (the
// ledger and its trigger are measured by bench/reports.mjs). The service rollup (route_day_service) is
// kept by route_trips' own triggers as the trips are written. Then the report through the API for the last month, quarter and year:
// p50 / p95 of `--requests` calls, and its totals checked against SQL over the trips themselves and the
// daily rollup.
//
//   node bench/yield-service.mjs [--trips 12000] [--days 365] [--requests 10] [--driver-requests 0]
//                                [--port 3295] [--keep]
import { performance } from 'node:perf_hooks';
import { arg, fmtStats, machine, signIn, stats } from './lib/common.mjs';
import { demoRoutes, periodEndingYesterday } from './lib/fare-ledger-seed.mjs';
import { getJson, lastPeriods, onFreshDemoDatabase, timedCalls } from './lib/scale-run.mjs';

const tripsPerDay = Number(arg('trips', 12_000));
const days = Number(arg('days', 365));
const requests = Number(arg('requests', 10));
const driverRequests = Number(arg('driver-requests', 0));
const port = Number(arg('port', 3295));
const keep = process.argv.includes('--keep');
const DB = 'busops_yield_bench';
const SUPER = '0900000001';
const { from, to } = periodEndingYesterday(days);

console.log(
  `# yield and revenue's service figures on PostgreSQL: ${tripsPerDay.toLocaleString('en')} trips a day over ${days} days (${from}..${to})`,
);
console.log(`# ${machine()}`);
await onFreshDemoDatabase({ name: DB, port, keep }, async ({ api, db }) => {
  const t0 = performance.now();
  const routes = await demoRoutes(db);
  const n = routes.ids.length;
  // Day by day, so no statement holds millions of rows: trip t of day d runs on route t % n, 05:00 + t.
  for (let day = 0; day < days; day++) {
    await db.query(
      `with trips as (
         select ($1::int[])[1 + t % $3] route_id, ($2::int[])[1 + t % $3] company_id, t,
                ($4::date + $5::int) d
           from generate_series(0, $6::int - 1) t)
       insert into route_trips (company_id, route_id, code, service_date, planned_departure, planned_arrival,
                                status, actual_departure, actual_arrival, km_driven, km_driven_fixes)
       select company_id, route_id, 'Y' || route_id || '-' || d || '-' || t, d,
              d + interval '5 hours' + (t % 1020) * interval '1 minute' - interval '7 hours',
              d + interval '5 hours 50 minutes' + (t % 1020) * interval '1 minute' - interval '7 hours', 'done',
              d + interval '5 hours 2 minutes' + (t % 1020) * interval '1 minute' - interval '7 hours',
              d + interval '5 hours 55 minutes' + (t % 1020) * interval '1 minute' - interval '7 hours',
              case when t % 10 <> 0 then 12 + (t % 7) * 0.5 end, case when t % 10 <> 0 then 318 end
         from trips`,
      [routes.ids, routes.companies, n, from, day, tripsPerDay],
    );
    await db.query(
      `insert into fare_trip_totals (company_id, service_date, route_id, trip_id_performed, conductor_id,
                                     rider_category, payment_type, amount, riders, transactions)
       select ($2::int[])[1 + t % $3], $4::date + $5::int, ($1::int[])[1 + t % $3],
              'Y' || ($1::int[])[1 + t % $3] || '-' || ($4::date + $5::int) || '-' || t, 1 + t % 7,
              k.category, k.payment, k.riders * k.fare, k.riders, k.riders
         from generate_series(0, $6::int - 1) t,
              (values ('adult', 'CASH', 40, 7000), ('adult', 'QR', 20, 7000), ('student', 'CASH', 10, 3000),
                      ('student', 'QR', 5, 3000)) k(category, payment, riders, fare)`,
      [routes.ids, routes.companies, n, from, day, tripsPerDay],
    );
    // The daily rollup of the same fares (what the trigger adds for them): the boardings of the route-days.
    await db.query(
      `insert into fare_daily_totals as t (company_id, service_date, route_id, payment_type, fare_action,
                                           rider_category, amount, riders, transactions)
       select company_id, service_date, route_id, payment_type, 'fare_payment', rider_category,
              sum(amount), sum(riders), sum(transactions)
         from fare_trip_totals where service_date = $1::date + $2::int and trip_id_performed like 'Y%'
        group by 1, 2, 3, 4, 6
       on conflict (company_id, service_date, route_id, payment_type, fare_action, rider_category) do update
          set amount = t.amount + excluded.amount, riders = t.riders + excluded.riders,
              transactions = t.transactions + excluded.transactions`,
      [from, day],
    );
    if (day % 30 === 29)
      process.stdout.write(`  ${day + 1} days, ${((performance.now() - t0) / 1000).toFixed(0)} s\r`);
  }
  await db.query('vacuum (analyze) route_trips, fare_trip_totals');
  const {
    rows: [sizes],
  } = await db.query(
    `select (select count(*) from route_trips) trips, (select count(*) from fare_trip_totals) rollup,
            pg_size_pretty(pg_total_relation_size('route_trips')) trips_size`,
  );
  console.log(
    `\nwritten in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${Number(sizes.trips).toLocaleString('en')} trips (${sizes.trips_size}), ` +
      `${Number(sizes.rollup).toLocaleString('en')} per-trip rollup rows`,
  );

  const headers = await signIn(api.url, SUPER);
  let equalAll = true;
  for (const [label, start] of lastPeriods(to, days)) {
    const path = `/reports/yield-and-revenue?date_from=${start}&date_to=${to}`;
    const { answer: body, times } = await timedCalls(requests, () => getJson(api, path, headers));
    // The same figures from the trips and the daily rollup directly, demo trips included: equal.
    const {
      rows: [sql],
    } = await db.query(
      `with timed as (
         select company_id, service_date, route_id, count(*) trips,
                sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60)) minutes, count(km_driven) measured
           from route_trips where service_date between $1 and $2 and status = 'done'
            and actual_departure is not null and actual_arrival is not null group by 1, 2, 3)
       select sum(trips)::int timed, sum(minutes)::bigint minutes, sum(measured)::int measured,
              (select coalesce(sum(d.riders), 0)::bigint from fare_daily_totals d join timed using (company_id, service_date, route_id)
                where d.fare_action in ('fare_payment', 'pass_use')) riders
         from timed`,
      [start, to],
    );
    const tot = body.totals;
    const equal =
      tot.timed_trips === sql.timed &&
      tot.measured_trips === sql.measured &&
      tot.timed_day_boardings === Number(sql.riders) &&
      tot.revenue_hours === Math.round((Number(sql.minutes) / 60) * 100) / 100;
    console.log(
      `${label.padEnd(8)} ${start}..${to}: ${fmtStats(stats(times))} | timed ${tot.timed_trips.toLocaleString('en')} trips, ` +
        `${tot.revenue_hours.toLocaleString('en')} h, ${tot.passengers_per_revenue_hour} riders/h, measured ${tot.measured_trips.toLocaleString('en')}, ` +
        `${tot.km_driven_percent}% of planned | SQL ${sql.timed.toLocaleString('en')} trips: ${equal ? 'equal' : 'DIFFERENT'}`,
    );
    equalAll &&= equal;
    // For comparison, statistics by driver hours over the same trips: `--driver-requests` calls, 0 to
    // skip (its own bench at size: bench/driver-statistics.mjs).
    if (driverRequests > 0) {
      const drivers = await timedCalls(driverRequests, () =>
        getJson(api, `/statistic/drivers?date_from=${start}&date_to=${to}`, headers),
      );
      console.log(
        `${''.padEnd(8)} statistics by driver hours, same period: ${fmtStats(stats(drivers.times))}`,
      );
    }
  }
  return equalAll;
});
