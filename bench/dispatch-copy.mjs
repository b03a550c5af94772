// Issue 10: copy of a whole company-day (~12,000 trips, times and people) <= 2 s, on the operator-sized
// network (3,000 buses, PostgreSQL database busops_dispatch_bench built by `dispatch:scale`, shared with
// dispatch-api.mjs), through a real API process on loopback as 0901000002 (admin of the scale company).
//
//   node bench/dispatch-copy.mjs [--runs 3] [--port 3221] [--fresh]
//
// Per run: the target day D + 3 + run (near the source, so documents valid on D mostly still are) is emptied in SQL (not timed), then timed: the preview
// (`dry_run`, every check on every trip, nothing written) and the apply with the preview's token
// (one transaction: the same checks, the inserts, the history rows, the live event). The apply is the
// figure the target is about; the preview is what the dispatcher waits for first.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { arg, fmtStats, machine, signIn, startApi, stats } from './lib/common.mjs';
import { benchTargets, ensureDispatchData } from './lib/dispatch-data.mjs';

const runs = Number(arg('runs', 3));
const port = Number(arg('port', 3221));
const fresh = process.argv.includes('--fresh');

console.log(`# dispatch-copy on PostgreSQL  (${machine()})`);
const databaseUrl = await ensureDispatchData({ fresh });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const target = await benchTargets(db);
const dayTrips = (
  await db.query(
    `select count(*)::int as n, count(driver_id)::int as crewed from route_trips
     where company_id = $1 and service_date = $2 and status not in ('cancelled', 'lost')`,
    [target.company_id, target.day],
  )
).rows[0];
console.log(`company #${target.company_id}, day ${target.day}: ${JSON.stringify(dayTrips)}`);

const empty = async (day) => {
  await db.query('delete from trip_changes where company_id = $1 and service_date = $2', [
    target.company_id,
    day,
  ]);
  await db.query('delete from route_trips where company_id = $1 and service_date = $2', [
    target.company_id,
    day,
  ]);
};

const api = await startApi({ port, databaseUrl });
let failed = false;
try {
  const headers = { ...(await signIn(api.url, '0901000002')), 'content-type': 'application/json' };
  const copy = async (body) => {
    const t = performance.now();
    const r = await fetch(`${api.url}/dispatch/trips/copy`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await r.text();
    const elapsed = performance.now() - t;
    if (!r.ok) throw new Error(`copy ${r.status} ${text.slice(0, 600)}`);
    return { elapsed, body: JSON.parse(text) };
  };
  const previews = [];
  const applies = [];
  for (let i = 0; i < runs; i++) {
    const to = (await db.query('select ($1::date + $2::int)::text as d', [target.day, 3 + i])).rows[0].d;
    await empty(to);
    const base = { from_date: target.day, to_date: to, mode: 'times_and_people' };
    const preview = await copy({ ...base, dry_run: true });
    const warnings = preview.body.days[0].conflicts.filter((c) => c.severity === 'warning').length;
    const errors = preview.body.days[0].conflicts.length - warnings;
    const apply = await copy({
      ...base,
      accept_warnings: warnings > 0,
      preview_token: preview.body.preview_token,
    });
    const made = (
      await db.query(
        'select count(*)::int as n from route_trips where company_id = $1 and service_date = $2',
        [target.company_id, to],
      )
    ).rows[0].n;
    console.log(
      `run ${i + 1}: ${target.day} -> ${to}: preview ${preview.elapsed.toFixed(0)} ms (${preview.body.added_count} to add, ${errors} errors, ${warnings} warnings), apply ${apply.elapsed.toFixed(0)} ms, ${made} trips written`,
    );
    previews.push(preview.elapsed);
    applies.push(apply.elapsed);
    await empty(to);
  }
  console.log(`\n## preview of a whole company-day (${dayTrips.n} trips)\n${fmtStats(stats(previews))}`);
  console.log(`\n## apply (copy) of a whole company-day\n${fmtStats(stats(applies))}`);
} catch (error) {
  failed = true;
  console.error(String(error.message ?? error));
} finally {
  await api.stop();
  await db.end();
}
process.exit(failed ? 1 : 0);
