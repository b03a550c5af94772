// Issue 9: GET /bus-management/gtfs/feed of a 150-route network on PostgreSQL: wall time of the
// whole download and peak RSS of the API process while it streams, at 15 routes and at 150 routes
// (flat memory: the peak should not grow with the network), then the 150-route export again from an
// API started with --max-old-space-size=96 (it fails if the feed were held in memory). The network is the synthetic one of
// apps/api/test/gtfs/network-fixture.ts (Node runs that .ts file as is), written into Phương Nam.
//
//   node bench/gtfs-export.mjs [--stops-per-line 30] [--headway 12] [--runs 3] [--port 3236] [--json file]
//
// A fresh database busops_gtfs_bench each run (dropped at the end).
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { networkFixtureStatements } from '../apps/api/test/gtfs/network-fixture.ts';
import { arg, groupRssKb, machine, PG_ADMIN_URL, signIn, startApi } from './lib/common.mjs';

const stopsPerLine = Number(arg('stops-per-line', 30));
const headway = Number(arg('headway', 12));
const runs = Number(arg('runs', 3));
const port = Number(arg('port', 3236));
const jsonOut = arg('json');
const DB = 'busops_gtfs_bench';
const PHONE = '0901000002';

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${DB}`;

let api = await startApi({ port, databaseUrl: url.toString() });
const results = [];
try {
  const headers = await signIn(api.url, PHONE);
  const me = await (await fetch(`${api.url}/staff/me`, { headers })).json();
  const companyId = me.current_company.id;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const build = async (size) => {
    for (const statement of networkFixtureStatements(size)) {
      await db.query(statement.replaceAll('$1', String(companyId)));
    }
  };
  const exportOnce = async () => {
    let peak = groupRssKb(api.pgid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, groupRssKb(api.pgid));
    }, 20);
    const started = performance.now();
    const response = await fetch(`${api.url}/bus-management/gtfs/feed`, { headers });
    if (!response.ok) throw new Error(`export ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const wall = performance.now() - started;
    clearInterval(sampler);
    return { wallMs: wall, bytes, peakRssMb: peak / 1024 };
  };
  const counts = async () => {
    const q = async (s) => Number((await db.query(s, [companyId])).rows[0].n);
    return {
      routes: await q('select count(*) n from routes where company_id = $1'),
      stops: await q('select count(*) n from stops where company_id = $1'),
      trips: await q(
        "select count(*) n from route_schedules where company_id = $1 and day_type <> 'holiday'",
      ),
      stopTimes: await q(
        "select sum(c) n from (select (select count(*) from line_stops ls where ls.line_id = s.line_id) c from route_schedules s where s.company_id = $1 and s.day_type <> 'holiday') x",
      ),
    };
  };
  const measure = async (label) => {
    const network = await counts();
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await exportOnce());
    const best = samples.reduce((a, b) => (a.wallMs <= b.wallMs ? a : b));
    const row = {
      label,
      ...network,
      wallMs: samples.map((s) => Math.round(s.wallMs)),
      bestMs: Math.round(best.wallMs),
      zipMb: +(best.bytes / 1e6).toFixed(1),
      peakRssMb: +Math.max(...samples.map((s) => s.peakRssMb)).toFixed(0),
    };
    console.log(JSON.stringify(row));
    results.push(row);
  };
  const common = { stopsPerLine, headwayMinutes: headway, lastHour: 21 };
  await build({ ...common, routes: 15, stops: 400, prefix: 'A' });
  await measure('15 routes');
  await build({ ...common, routes: 135, stops: 3600, prefix: 'B' });
  await measure('150 routes');
  // Flat memory, the hard way: the same export from an API whose V8 heap may not pass 96 MB.
  await api.stop();
  api = await startApi({
    port,
    databaseUrl: url.toString(),
    seedDemo: false,
    env: { NODE_OPTIONS: '--max-old-space-size=96' },
  });
  Object.assign(headers, await signIn(api.url, PHONE));
  await measure('150 routes, heap capped at 96 MB');
  await db.end();
} finally {
  await api.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
}
console.log(JSON.stringify({ machine: machine(), stopsPerLine, headway, runs }));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ machine: machine(), results }, null, 2));
