// Issue 20, the position history's prune with its exception for open trips (position.prune.ts): the reports
// of a bus on a trip still open (planned, assigned or running, left less than 8 hours ago) are kept past
// the 2-hour history so a late arrival confirmation can measure the trip's km. Once a minute per company
// the ingestion deletes what is older than 2 hours, but for those. Measured at an operator's fleet on
// PostgreSQL: a fresh database (busops_prune_bench) with the demo through a real API start (then stopped);
// `--buses` buses of Phương Nam reporting every 10 s for the last 130 minutes (written in SQL), `--open`
// of them on a trip still running that left 125 minutes ago. Then the app's own pruneHistory (run by tsx on
// the current source) as the ingestion calls it: the first prune after 2 hours (10 minutes of reports
// past the cut-off), then the next minute's, each timed; beside them, the former plain delete of the same
// rows (in a transaction rolled back). Checks that exactly the open trips' buses kept their reports.
//
//   node bench/position-prune.mjs [--buses 2300] [--open 230] [--keep]
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { API_DIR, arg, machine, PG_ADMIN_URL, startApi } from './lib/common.mjs';
import { dropDatabase, freshDatabase } from './lib/fare-ledger-seed.mjs';

const buses = Number(arg('buses', 2_300));
const open = Number(arg('open', 230));
const keep = process.argv.includes('--keep');
const DB = 'busops_prune_bench';
const HOUR = 3_600_000;

console.log(
  `# position history prune on PostgreSQL: ${buses} buses every 10 s for 130 minutes, ${open} on an open trip`,
);
console.log(`# ${machine()}`);
const databaseUrl = await freshDatabase(pg, PG_ADMIN_URL, DB);
const api = await startApi({ port: Number(arg('port', 3299)), databaseUrl });
await api.stop();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let failed = false;
/** The app's pruneHistory on this database, `before` as epoch ms; answers { ms, deleted }. */
function appPrune(companyId, before) {
  const script = `
    import { openDatabase } from './src/db/client.ts';
    import { pruneHistory } from './src/features/bus-management/position.prune.ts';
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    const t = performance.now();
    const deleted = await pruneHistory(database.db, ${companyId}, new Date(${before}));
    console.log(JSON.stringify({ ms: performance.now() - t, deleted }));
    await database.close();`;
  const out = execFileSync(
    resolve(API_DIR, 'node_modules/.bin/tsx'),
    ['--conditions=@busops/source', '--input-type=module', '-e', script],
    { cwd: API_DIR, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  return JSON.parse(out.toString().trim().split('\n').at(-1));
}
try {
  const now = Date.now();
  const {
    rows: [company],
  } = await db.query(`select id from companies where code = 'PNB'`);
  const {
    rows: [route],
  } = await db.query('select id from routes where company_id = $1 order by id limit 1', [company.id]);
  const t0 = performance.now();
  const { rows: made } = await db.query(
    `insert into vehicles (company_id, plate) select $1, 'PR-' || lpad(k::text, 5, '0') from generate_series(1, $2) k
     returning id`,
    [company.id, buses],
  );
  const ids = made.map((r) => r.id);
  await db.query(
    `insert into vehicle_position_history (vehicle_id, company_id, lat, lng, reported_at, received_at)
     select v, $1, 10.7 + i * 0.0001, 106.7, to_timestamp($3 / 1000.0) - (780 - i) * interval '10 seconds',
            to_timestamp($3 / 1000.0) - (780 - i) * interval '10 seconds'
       from unnest($2::int[]) v, generate_series(1, 780) i`,
    [company.id, ids, now],
  );
  await db.query(
    `insert into route_trips (company_id, route_id, code, service_date, planned_departure, planned_arrival,
                              vehicle_id, status, actual_departure)
     select $1, $2, 'PR-' || v, (to_timestamp($4 / 1000.0) at time zone 'Asia/Ho_Chi_Minh')::date,
            to_timestamp($4 / 1000.0) - interval '125 minutes', to_timestamp($4 / 1000.0) - interval '65 minutes', v,
            'running', to_timestamp($4 / 1000.0) - interval '125 minutes'
       from unnest($3::int[]) v`,
    [company.id, route.id, ids.slice(0, open), now],
  );
  await db.query('vacuum (analyze) vehicle_position_history, route_trips');
  const count = async () =>
    Number(
      (await db.query('select count(*) n from vehicle_position_history where company_id = $1', [company.id]))
        .rows[0].n,
    );
  console.log(
    `written in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${(await count()).toLocaleString('en')} reports`,
  );

  for (const [label, before] of [
    ['first prune (10 min past the cut-off)', now - 2 * HOUR],
    ['the next minute', now - 2 * HOUR + 60_000],
  ]) {
    await db.query('begin');
    const t = performance.now();
    const former = await db.query(
      'delete from vehicle_position_history where company_id = $1 and received_at < $2',
      [company.id, new Date(before)],
    );
    const formerMs = performance.now() - t;
    await db.query('rollback');
    const prune = appPrune(company.id, before);
    console.log(
      `${label.padEnd(38)} pruneHistory ${prune.ms.toFixed(1)} ms, ${prune.deleted.toLocaleString('en')} deleted | ` +
        `former plain delete ${formerMs.toFixed(1)} ms, ${former.rowCount.toLocaleString('en')} rows`,
    );
  }
  // Kept: exactly the open trips' buses' reports older than the cut-off (from 30 minutes before departure).
  const {
    rows: [left],
  } = await db.query(
    `select count(*) filter (where vehicle_id = any($2::int[]))::int kept_open,
            count(*) filter (where not vehicle_id = any($2::int[]))::int kept_other
       from vehicle_position_history where company_id = $1 and received_at < $3`,
    [company.id, ids.slice(0, open), new Date(now - 2 * HOUR + 60_000)],
  );
  console.log(
    `older than the last cut-off and kept: ${left.kept_open.toLocaleString('en')} reports of the ${open} open trips' buses, ${left.kept_other} of the others`,
  );
  // A bus's reports older than the last cut-off: those more than 119 minutes old, 65 of its 780.
  const perBus = 780 - Math.floor((2 * HOUR - 60_000) / 10_000) - 1;
  if (left.kept_other !== 0 || left.kept_open !== open * perBus) failed = true;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await db.end();
  if (!keep) await dropDatabase(pg, PG_ADMIN_URL, DB);
}
process.exit(failed ? 1 : 0);
