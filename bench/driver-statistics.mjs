// Issue 20, statistics by driver hours at an operator's size on PostgreSQL: the report reads the two
// rollups of migration 0022 (driver_day_service: trips and minutes; driver_day_fares: the trips' fares
// under their current driver). A fresh database (busops_driver_bench) gets the demo through a real API
// start; then `--drivers` drivers of the demo's companies (users and bus_staff rows) and `--trips` trips a
// day over `--days` days ending yesterday on the demo's routes, each driver on one route, 5 trips a day
// 190 minutes apart (the exclusion constraints hold), done with actual times, 1 in 40 cancelled. Per day,
// the per-trip fare rollup's rows of ~75 riders a trip are written first (4 rows: cash and QR, adults and
// students; written directly: 75 fares a trip at this size would be hundreds of millions of ledger rows,
// the ledger's own trigger is measured by bench/ledger-ingest.mjs), then the day's trips: route_trips'
// triggers add each trip to its driver's day and move its fares there, as when a trip reaches dispatch
// after its fares. Then a day's drivers are changed (the trigger moving fares between drivers), and the
// report through the API for the last month, quarter and year: p50 / p95 of `--requests` calls, totals
// checked against SQL over the trips and the per-trip rollup joined by trip code.
//
//   node bench/driver-statistics.mjs [--trips 12000] [--days 365] [--drivers 2400] [--requests 10]
//                                    [--port 3296] [--keep]
import { performance } from 'node:perf_hooks';
import { arg, fmtStats, machine, signIn, stats } from './lib/common.mjs';
import { demoRoutes, periodEndingYesterday } from './lib/fare-ledger-seed.mjs';
import { getJson, lastPeriods, onFreshDemoDatabase, timedCalls } from './lib/scale-run.mjs';

const tripsPerDay = Number(arg('trips', 12_000));
const days = Number(arg('days', 365));
const driverCount = Number(arg('drivers', 2_400));
const requests = Number(arg('requests', 10));
const port = Number(arg('port', 3296));
const keep = process.argv.includes('--keep');
const DB = 'busops_driver_bench';
const SWAPS = 2_000;
const SUPER = '0900000001';
const { from, to } = periodEndingYesterday(days);
if (Math.ceil(tripsPerDay / driverCount) > 5)
  throw new Error('at most 5 trips a driver a day: raise --drivers');

console.log(
  `# statistics by driver hours on PostgreSQL: ${tripsPerDay.toLocaleString('en')} trips a day, ${driverCount.toLocaleString('en')} drivers, ${days} days (${from}..${to})`,
);
console.log(`# ${machine()}`);
await onFreshDemoDatabase({ name: DB, port, keep }, async ({ api, db }) => {
  const t0 = performance.now();
  const routes = await demoRoutes(db);
  const n = routes.ids.length;
  // Driver k works for the company of route k % n (a user and a bus_staff row each), drives that route;
  // SWAPS relief drivers after them (relief r: the company of route r % n).
  const {
    rows: [staff],
  } = await db.query(
    `with u as (
       insert into users (phone_number, full_name)
       select '07' || lpad(k::text, 8, '0'), 'Lái xe đo ' || k from generate_series(0, $1::int + $4::int - 1) k
       returning id, phone_number, full_name)
     , s as (
       insert into bus_staff (company_id, user_id, full_name, phone_number, staff_code, role)
       select ($2::int[])[1 + (substr(u.phone_number, 3)::int % $1) % $3], u.id, u.full_name, u.phone_number,
              'LXD' || substr(u.phone_number, 3), 6
         from u
       returning id, substr(phone_number, 3)::int k)
     select array_agg(id order by k) ids from s`,
    [driverCount, routes.companies, n, SWAPS],
  );
  // Trip t of a day: driver k = t % drivers, its j = t / drivers th trip of the day, at 05:00 + 190 j
  // + k % 120 minutes (a driver's trips never overlap), on route k % n.
  for (let day = 0; day < days; day++) {
    const trips = `
      select ($1::int[])[1 + (t % $6) % $3] route_id, ($2::int[])[1 + (t % $6) % $3] company_id, t,
             ($7::int[])[1 + t % $6] driver_id, ($4::date + $5::int) d,
             ((t / $6) * 190 + (t % $6) % 120) * interval '1 minute' start
        from generate_series(0, $8::int - 1) t`;
    const params = [routes.ids, routes.companies, n, from, day, driverCount, staff.ids, tripsPerDay];
    await db.query(
      `insert into fare_trip_totals (company_id, service_date, route_id, trip_id_performed, conductor_id,
                                     rider_category, payment_type, amount, riders, transactions)
       select company_id, d, route_id, 'DRV-' || route_id || '-' || d || '-' || t, 0,
              k.category, k.payment, k.riders * k.fare, k.riders, k.riders
         from (${trips}) x,
              (values ('adult', 'CASH', 40, 7000), ('adult', 'QR', 20, 7000), ('student', 'CASH', 10, 3000),
                      ('student', 'QR', 5, 3000)) k(category, payment, riders, fare)
        where t % 40 <> 39`,
      params,
    );
    await db.query(
      `insert into route_trips (company_id, route_id, code, service_date, planned_departure, planned_arrival,
                                driver_id, status, actual_departure, actual_arrival)
       select company_id, route_id, 'DRV-' || route_id || '-' || d || '-' || t, d,
              d + interval '5 hours' + start - interval '7 hours', d + interval '5 hours 50 minutes' + start - interval '7 hours',
              driver_id, case when t % 40 = 39 then 'cancelled' else 'done' end,
              case when t % 40 <> 39 then d + interval '5 hours 2 minutes' + start - interval '7 hours' end,
              case when t % 40 <> 39 then d + interval '5 hours 55 minutes' + start - interval '7 hours' end
         from (${trips}) x`,
      params,
    );
    if (day % 30 === 29)
      process.stdout.write(`  ${day + 1} days, ${((performance.now() - t0) / 1000).toFixed(0)} s\r`);
  }
  const written = (performance.now() - t0) / 1000;
  // Dispatch gives yesterday's first SWAPS trips to relief drivers (one trip each, of the trip's company):
  // the update trigger moves those trips' fares from their drivers to the relief drivers.
  const swap0 = performance.now();
  const swapped = await db.query(
    `update route_trips set driver_id = ($2::int[])[1 + $3 + split_part(code, '-', 6)::int]
      where service_date = $1 and code like 'DRV-%' and split_part(code, '-', 6)::int < $4`,
    [to, staff.ids, driverCount, SWAPS],
  );
  const swapMs = performance.now() - swap0;
  await db.query('vacuum (analyze) route_trips, fare_trip_totals, driver_day_service, driver_day_fares');
  const {
    rows: [sizes],
  } = await db.query(
    `select (select count(*) from route_trips) trips, (select count(*) from driver_day_service) service,
            (select count(*) from driver_day_fares) fares`,
  );
  console.log(
    `\nwritten in ${written.toFixed(0)} s: ${Number(sizes.trips).toLocaleString('en')} trips; rollup rows: ` +
      `${Number(sizes.service).toLocaleString('en')} driver_day_service, ${Number(sizes.fares).toLocaleString('en')} driver_day_fares; ${swapped.rowCount} trips given another driver in one UPDATE: ${swapMs.toFixed(0)} ms`,
  );

  const headers = await signIn(api.url, SUPER);
  let equalAll = true;
  for (const [label, start] of lastPeriods(to, days)) {
    const { answer: body, times } = await timedCalls(requests, () =>
      getJson(api, `/statistic/drivers?date_from=${start}&date_to=${to}`, headers),
    );
    const {
      rows: [sql],
    } = await db.query(
      `select (select count(*) from route_trips where service_date between $1 and $2)::int trips,
              (select sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60)) from route_trips
                where service_date between $1 and $2 and status = 'done')::bigint driven,
              (select sum(f.amount) from fare_trip_totals f
                 join route_trips r on r.company_id = f.company_id and r.code = f.trip_id_performed
                where f.service_date between $1 and $2)::bigint amount`,
      [start, to],
    );
    const tot = body.totals;
    const equal =
      tot.trips === sql.trips &&
      tot.driven_minutes === Number(sql.driven) &&
      tot.amount === Number(sql.amount);
    console.log(
      `${label.padEnd(8)} ${start}..${to}: ${fmtStats(stats(times))} | ${body.items.length.toLocaleString('en')} drivers, ` +
        `${tot.trips.toLocaleString('en')} trips, ${tot.driven_hours.toLocaleString('en')} h, ${tot.amount.toLocaleString('en')} ₫ | ` +
        `SQL ${sql.trips.toLocaleString('en')} trips: ${equal ? 'equal' : 'DIFFERENT'}`,
    );
    equalAll &&= equal;
  }
  return equalAll;
});
