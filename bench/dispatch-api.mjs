// Issue 10 on the operator-sized network (3,000 buses, ~12,000 trips a day, PostgreSQL), through a
// real API process (tsx src/server.ts) on loopback, as 0901000002 (admin of Xe buýt Phương Nam, the
// scale company). Targets: multi-edit of 200 trips with all conflict checks in one request <= 300 ms;
// the day board of one route (API part); copy of a whole company-day <= 2 s.
//
//   node bench/dispatch-api.mjs [--runs 30] [--copy-runs 5] [--only board,multi,copy] [--fresh] [--port 3220]
//
// - board: GET /dispatch/trips?date=D&route_id=S001 (~206 trips), after 5 warm-up calls.
// - multi: PUT /dispatch/routes/{S001}/multi-trips with the first 200 trips of day D: every trip's
//   driver is swapped to a spare driver (one spare per original driver, so no spare is on two trips at
//   once), the next run swaps them back; each request carries the versions it read, so every run is a
//   real change checked for overlaps, licences and driving limits. Versions are re-read between runs
//   (not timed).
// - copy: POST /dispatch/trips/copy of the whole company-day D (all routes, times and people) to an
//   empty day (D + 20 + run; one warm-up copy first, not counted), then that day's trips are deleted in SQL and the two tables vacuumed
//   (not timed).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { arg, fmtStats, machine, ms, signIn, startApi, stats } from './lib/common.mjs';
import { benchTargets, ensureDispatchData } from './lib/dispatch-data.mjs';

const runs = Number(arg('runs', 30));
const copyRuns = Number(arg('copy-runs', 5));
const port = Number(arg('port', 3220));
const only = String(arg('only', 'board,multi,copy')).split(',');
const fresh = process.argv.includes('--fresh');

console.log(`# dispatch-api on PostgreSQL  (${machine()})`);
const databaseUrl = await ensureDispatchData({ fresh });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const target = await benchTargets(db);
const counts = (
  await db.query(
    `select count(*)::int as day_trips, count(*) filter (where route_id = $2)::int as route_trips,
       count(driver_id)::int as with_driver
     from route_trips where company_id = $1 and service_date = $3`,
    [target.company_id, target.route_id, target.day],
  )
).rows[0];
console.log(
  `company #${target.company_id}, route ${target.number} (#${target.route_id}), day ${target.day}: ${JSON.stringify(counts)}`,
);

const api = await startApi({ port, databaseUrl });
const failures = [];
try {
  const headers = { ...(await signIn(api.url, '0901000002')), 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const t = performance.now();
    const r = await fetch(`${api.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    const elapsed = performance.now() - t;
    if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${text.slice(0, 600)}`);
    return { elapsed, body: text ? JSON.parse(text) : null };
  };
  const boardPath = `/dispatch/trips?date=${target.day}&route_id=${target.route_id}`;
  /** The board's trips (a page envelope or a bare array, whichever the contract settled on). */
  const boardTrips = async () => {
    const { body } = await call('GET', boardPath);
    return Array.isArray(body) ? body : (body.items ?? body.data ?? body.route_trips);
  };

  if (only.includes('board')) {
    for (let i = 0; i < 5; i++) await call('GET', boardPath);
    const samples = [];
    let n = 0;
    for (let i = 0; i < runs; i++) {
      const r = await call('GET', boardPath);
      samples.push(r.elapsed);
      n = (Array.isArray(r.body) ? r.body : (r.body.items ?? r.body.data ?? [])).length;
    }
    console.log(`\n## day board of one route: GET ${boardPath}  (${n} trips)\n${fmtStats(stats(samples))}`);
    // For comparison: the whole company-day (no route_id), ~13,000 trips in one answer; once, 120 s at most.
    const dayPath = `/dispatch/trips?date=${target.day}`;
    const t = performance.now();
    const whole = await fetch(`${api.url}${dayPath}`, { headers, signal: AbortSignal.timeout(120_000) })
      .then(async (r) => `${r.status}, ${(await r.text()).length} bytes`)
      .catch((e) => `no answer (${e.name})`);
    console.log(
      `\n## whole company-day (for comparison): GET ${dayPath}: ${whole} after ${ms(performance.now() - t)}`,
    );
  }

  if (only.includes('multi')) {
    // Spares: scale drivers with no trip in the ISO week of the day, so no overlap and no hours limit.
    const spares = (
      await db.query(
        `select s.id from bus_staff s where s.company_id = $1 and s.staff_code like 'SLX-%'
           and not exists (select 1 from route_trips t where t.driver_id = s.id
             and t.service_date between $2::date - 7 and $2::date + 7)
         order by s.id`,
        [target.company_id, target.day],
      )
    ).rows.map((r) => r.id);
    const first = (await boardTrips()).filter((t) => t.driver_id != null).slice(0, 200);
    const originals = [...new Set(first.map((t) => t.driver_id))];
    if (spares.length < originals.length)
      throw new Error(`${spares.length} spare drivers for ${originals.length} drivers`);
    const swap = new Map(originals.map((d, i) => [d, spares[i]]));
    const back = new Map([...swap].map(([a, b]) => [b, a]));
    const original = new Map(first.map((t) => [t.code, t.driver_id]));
    console.log(
      `\n## multi-edit: ${first.length} trips of ${target.number}, ${originals.length} drivers swapped with spares`,
    );
    const samples = [];
    for (let i = 0; i < runs + 3; i++) {
      const current = new Map((await boardTrips()).map((t) => [t.code, t]));
      const body = {
        route_trips: first.map((t) => {
          const now = current.get(t.code);
          const driver =
            now.driver_id === original.get(t.code) ? swap.get(now.driver_id) : back.get(now.driver_id);
          return { code: t.code, version: now.version, driver_id: driver };
        }),
      };
      const r = await call('PUT', `/dispatch/routes/${target.route_id}/multi-trips`, body);
      if (i >= 3) samples.push(r.elapsed);
    }
    console.log(
      `PUT /dispatch/routes/${target.route_id}/multi-trips (200 trips, 3 warm-up runs)\n${fmtStats(stats(samples))}`,
    );
  }

  if (only.includes('copy')) {
    const samples = [];
    // Run 0 warms the copy's code paths and query plans (the first copy after a start), not counted.
    for (let i = -1; i < copyRuns; i++) {
      const to = (await db.query(`select ($1::date + $2::int)::text as d`, [target.day, 21 + i])).rows[0].d;
      await db.query('delete from route_trips where company_id = $1 and service_date = $2', [
        target.company_id,
        to,
      ]);
      const body = { from_date: target.day, to_date: to, mode: 'times_and_people' };
      const r = await call('POST', '/dispatch/trips/copy', body);
      const made = (
        await db.query(
          'select count(*)::int as n from route_trips where company_id = $1 and service_date = $2',
          [target.company_id, to],
        )
      ).rows[0].n;
      if (i >= 0) samples.push(r.elapsed);
      console.log(
        `copy ${target.day} -> ${to}: ${r.elapsed.toFixed(0)} ms, ${made} trips on the target${i < 0 ? ' (warm-up)' : ''}`,
      );
      await db.query('delete from trip_changes where company_id = $1 and service_date = $2', [
        target.company_id,
        to,
      ]);
      await db.query('delete from route_trips where company_id = $1 and service_date = $2', [
        target.company_id,
        to,
      ]);
      // The bench's own churn (13,062 trips and history rows written and deleted a run) would wake
      // autovacuum during the next timed copy; a real day is written once. Not timed.
      await db.query('vacuum analyze route_trips, trip_changes');
    }
    console.log(
      `\n## copy of a whole company-day (${counts.day_trips} trips, times and people)\n${fmtStats(stats(samples))}`,
    );
  }
} catch (error) {
  failures.push(error);
  console.error(String(error.message ?? error), error.cause ?? '');
  console.error(api.log().slice(-3000));
} finally {
  await api.stop();
  await db.end();
}
if (failures.length) process.exitCode = 1;
