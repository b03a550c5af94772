// Issue 18, finding 1: the largest GTFS feed the import accepts, and what it costs. The scale-1
// network (apps/api/test/gtfs/network-fixture.ts at 150 routes beside the demo network: 158 routes,
// 2.3 million stop_times, the export bench's network) is exported by Phương Nam, then previewed and
// applied into Quyết Thắng (every record new): wall time, peak RSS of the API process (its parse
// worker included), and /health latency polled every 50 ms during each. Then a zip bomb (a small zip
// with 200 MB of one repeated stop_times line) and the same with a lying directory: time to the
// refusal and peak RSS.
//
// PostgreSQL (the network is written through a connection of its own; the PGlite figures during an
// import are the test's, apps/api/test/gtfs/gtfs-bounds.test.ts).
//
//   node bench/gtfs-import-bounds.mjs [--port 3237] [--json file]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { networkFixtureStatements } from '../apps/api/test/gtfs/network-fixture.ts';
import { API_DIR, arg, groupRssKb, machine, PG_ADMIN_URL, signIn, startApi, stats } from './lib/common.mjs';

// yazl is the API's dependency (the export writes with it), not the benchmarks'.
const { ZipFile } = createRequire(resolve(API_DIR, 'package.json'))('yazl');
const port = Number(arg('port', 3237));
const jsonOut = arg('json');
const DB = 'busops_gtfs_import_bench';

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${DB}`;
const databaseUrl = url.toString();

const api = await startApi({ port, databaseUrl });
const results = [];
try {
  const pn = await signIn(api.url, '0901000002');
  const qt = await signIn(api.url, '0902000002');
  const me = await (await fetch(`${api.url}/staff/me`, { headers: pn })).json();
  const companyId = me.current_company.id;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  for (const statement of networkFixtureStatements({
    routes: 150,
    stops: 4000,
    stopsPerLine: 30,
    headwayMinutes: 12,
    lastHour: 21,
    prefix: 'B',
  }))
    await db.query(statement.replaceAll('$1', String(companyId)));
  await db.end();
  const feed = Buffer.from(
    await (await fetch(`${api.url}/bus-management/gtfs/feed`, { headers: pn })).arrayBuffer(),
  );
  console.log(`feed: ${(feed.length / 1e6).toFixed(1)} MB zipped`);

  /** One POST with the API's RSS sampled every 20 ms and /health polled every 50 ms meanwhile. */
  const measured = async (label, path, body) => {
    let peak = groupRssKb(api.pgid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, groupRssKb(api.pgid));
    }, 20);
    const health = [];
    let running = true;
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        try {
          const r = await fetch(`${api.url}/health`);
          await r.arrayBuffer();
          if (running) health.push(r.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
        } catch (error) {
          health.push(Number.POSITIVE_INFINITY);
          console.error(`/health failed: ${error.cause?.message ?? error.message}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { ...qt, 'content-type': 'application/zip' },
      body,
    });
    const answer = await res.json();
    const wallMs = performance.now() - started;
    running = false;
    await poll;
    clearInterval(sampler);
    const h = stats(health.length ? health : [0]);
    const row = {
      label,
      status: res.status,
      wallMs: Math.round(wallMs),
      peakRssMb: Math.round(peak / 1024),
      health: { n: h.n, p50: +h.p50.toFixed(1), p95: +h.p95.toFixed(1), max: +h.max.toFixed(1) },
      answer: res.ok
        ? {
            stops: answer.stops,
            routes: answer.routes,
            schedules: answer.schedules,
            errors: answer.errors.length,
          }
        : answer,
    };
    console.log(JSON.stringify(row));
    results.push(row);
  };

  await measured('scale-1 feed, preview', '/bus-management/gtfs/import/preview', feed);
  await measured('scale-1 feed, apply', '/bus-management/gtfs/import/apply', feed);
  const bomb = await bombZip(7_700_000); // ~200 MB unzipped
  console.log(`bomb: ${(bomb.length / 1e3).toFixed(0)} KB zipped`);
  await measured('zip bomb, 200 MB stop_times', '/bus-management/gtfs/import/preview', bomb);
  await measured(
    'zip bomb, lying directory',
    '/bus-management/gtfs/import/preview',
    declareSize(bomb, 'stop_times.txt', 2 * bomb.length),
  );
} catch (error) {
  console.error(`API log (end):\n${api.log().slice(-4000)}`);
  throw error;
} finally {
  await api.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
}
console.log(JSON.stringify({ machine: machine() }));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ machine: machine(), results }, null, 2));

function bombZip(lines) {
  const zip = new ZipFile();
  const small = {
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nsg,X,https://x.vn,Asia/Ho_Chi_Minh\n',
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\na,A,10.77,106.69\n',
    'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nr1,1,Một,3\n',
    'trips.txt': 'route_id,service_id,trip_id\nr1,wk,t1\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nwk,1,1,1,1,1,0,0,20260101,20261231\n',
  };
  for (const [name, text] of Object.entries(small)) zip.addBuffer(Buffer.from(text), name);
  const chunk = Buffer.from('t1,06:00:00,06:00:00,a,1,0\n'.repeat(10_000));
  async function* text() {
    yield Buffer.from('trip_id,arrival_time,departure_time,stop_id,stop_sequence,shape_dist_traveled\n');
    for (let done = 0; done < lines; done += 10_000) yield chunk;
  }
  zip.addReadStream(Readable.from(text()), 'stop_times.txt', { compressionLevel: 9 });
  zip.end();
  const chunks = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

function declareSize(zip, name, size) {
  const out = Buffer.from(zip);
  for (let at = out.length - 22; at >= 0; at -= 1) {
    if (out.readUInt32LE(at) !== 0x02014b50) continue;
    const length = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + length) === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
  }
  throw new Error(`${name} not in the zip`);
}
