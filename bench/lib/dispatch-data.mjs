// The operator-sized dispatch database the dispatch benchmarks share (issue 10): PostgreSQL database
// busops_dispatch_bench, built once by `dispatch:scale --buses 3000` (scale network + ~12,000 trips a
// day for 3 days from today) and reused while it has its scale drivers; `fresh` rebuilds it.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { API_DIR, PG_ADMIN_URL } from './common.mjs';

export const DISPATCH_DB = 'busops_dispatch_bench';
export const dispatchDatabaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DISPATCH_DB}`);

export async function ensureDispatchData({ fresh = false, buses = 3000 } = {}) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [DISPATCH_DB])).rowCount > 0;
  let ready = false;
  if (exists && !fresh) {
    const db = new pg.Client({ connectionString: dispatchDatabaseUrl });
    await db.connect();
    ready =
      (
        await db
          .query(`select 1 from bus_staff where staff_code = 'SLX-00001'`)
          .catch(() => ({ rowCount: 0 }))
      ).rowCount > 0;
    await db.end();
  }
  if (!ready) {
    await admin.query(`DROP DATABASE IF EXISTS ${DISPATCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DISPATCH_DB}`);
    console.log(`building ${DISPATCH_DB}: dispatch:scale --buses ${buses} ...`);
    const run = spawnSync(
      'node_modules/.bin/tsx',
      [
        '--conditions=@busops/source',
        'scripts/dispatch-scale.ts',
        '--buses',
        String(buses),
        '--database-url',
        dispatchDatabaseUrl,
      ],
      { cwd: API_DIR, stdio: 'inherit' },
    );
    if (run.status !== 0) throw new Error(`dispatch:scale failed (${run.status})`);
  }
  await admin.end();
  return dispatchDatabaseUrl;
}

/** The scale company, its densest route (S001) and the first future day with trips. */
export async function benchTargets(db) {
  const { rows } = await db.query(`
    select r.company_id, r.id as route_id, r.number, min(t.service_date)::text as day
    from routes r join route_trips t on t.route_id = r.id
    where r.number = 'S001' and t.service_date > (now() at time zone 'Asia/Ho_Chi_Minh')::date
    group by r.company_id, r.id, r.number`);
  if (!rows[0]) throw new Error('no future trips on route S001: rebuild with --fresh');
  return rows[0];
}
