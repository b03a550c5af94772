// Issue 9: ingestion of live vehicle positions (POST /bus-management/vehicle-positions, GTFS-Realtime
// protobuf) for a fleet of 3,000 buses each reporting every 5 s, through the real API on a fresh
// database (PostgreSQL database busops_live_bench, and PGlite for reference).
//
//   node bench/ingest-positions.mjs [--db postgres|pglite|both] [--buses 3000] [--duration 10]
//                                   [--steady-batch 100] [--batch 600] [--concurrency 4] [--port 3230]
//
// Steady: every second, buses/5 positions (each bus once every 5 s) in feeds of --steady-batch
// (depot gateways forwarding what arrived in that second). Max: feeds of --batch positions back to back from
// --concurrency clients. Per batch: the client-side time of the request (p95 nearest rank).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import pg from 'pg';
import { arg, machine, PG_ADMIN_URL, signIn, startApi, stats } from './lib/common.mjs';

const { transit_realtime } = GtfsRealtimeBindings;
const dbArg = arg('db', 'both');
const BUSES = Number(arg('buses', 3000));
const DURATION_S = Number(arg('duration', 10));
const BATCH = Number(arg('batch', 600));
/** Steady feeds: a depot gateway forwards its buses' reports in feeds of this many positions. */
const STEADY_BATCH = Number(arg('steady-batch', 100));
const CONCURRENCY = Number(arg('concurrency', 4));
const PORT = Number(arg('port', 3230));
const PHONE = '0901000002'; // Admin (role 2) of Xe buýt Phương Nam

/** 3,000 buses in the caller's company, each with a GPS device id (one insert). */
async function addFleet(client) {
  const { rows } = await client.query(`select id from companies where code = 'PNB'`);
  const companyId = rows[0].id;
  await client.query(
    `insert into vehicles (company_id, plate, fleet_number, gps_device_id)
     select $1, '50B-' || lpad(g::text, 5, '0'), g::text, 'BENCH-' || g from generate_series(1, $2) g`,
    [companyId, BUSES],
  );
}

let clock = Math.floor(Date.now() / 1000);
function feed(firstBus, count) {
  clock += 1;
  const entity = [];
  for (let i = 0; i < count; i++) {
    const bus = ((firstBus + i) % BUSES) + 1;
    entity.push({
      id: String(bus),
      vehicle: {
        vehicle: { id: `BENCH-${bus}` },
        position: {
          latitude: 10.7 + ((bus * 37) % 1000) / 10_000,
          longitude: 106.6 + ((bus * 53 + clock) % 1000) / 10_000,
          bearing: (bus * 7) % 360,
          speed: 5.5,
        },
        timestamp: clock,
        trip: { tripId: `T-${bus}` },
      },
    });
  }
  const message = transit_realtime.FeedMessage.create({
    header: { gtfsRealtimeVersion: '2.0', timestamp: clock },
    entity,
  });
  return transit_realtime.FeedMessage.encode(message).finish();
}

async function post(url, headers, bytes) {
  const started = performance.now();
  const r = await fetch(`${url}/bus-management/vehicle-positions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-protobuf' },
    body: bytes,
  });
  const body = await r.json();
  if (!r.ok || body.accepted === 0) throw new Error(`ingest ${r.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, accepted: body.accepted };
}

async function steady(url, headers) {
  const perSecond = Math.round(BUSES / 5);
  const times = [];
  let next = 0;
  const end = Date.now() + DURATION_S * 1000;
  while (Date.now() < end) {
    const tickStart = Date.now();
    for (let sent = 0; sent < perSecond; sent += STEADY_BATCH) {
      const r = await post(url, headers, feed(next, Math.min(STEADY_BATCH, perSecond - sent)));
      next += STEADY_BATCH;
      times.push(r.ms);
    }
    await new Promise((res) => setTimeout(res, Math.max(0, 1000 - (Date.now() - tickStart))));
  }
  return { positionsPerSecond: perSecond, batch: stats(times) };
}

async function max(url, headers) {
  const times = [];
  let positions = 0;
  let next = 0;
  const started = performance.now();
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const first = next;
        next += BATCH;
        const r = await post(url, headers, feed(first, BATCH));
        times.push(r.ms);
        positions += r.accepted;
      }
    }),
  );
  return { positionsPerSecond: positions / ((performance.now() - started) / 1000), batch: stats(times) };
}

async function run(kind) {
  let databaseUrl = null;
  let dataDir = null;
  if (kind === 'postgres') {
    const name = `busops_live_bench_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = PG_ADMIN_URL.replace(/\/[^/]+$/, `/${name}`);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'busops-live-bench-'));
  }
  const start = () => startApi({ port: PORT, databaseUrl, dataDir, env: { SIMULATE_VEHICLES: 'false' } });
  let api = await start(); // creates the schema and the demo companies
  try {
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await addFleet(client);
      await client.end();
    } else {
      // PGlite is one process per directory: the API stops while the fleet is added, then restarts.
      await api.stop();
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = new PGlite({ dataDir, extensions: { pg_trgm } });
      await addFleet(db);
      await db.close();
      api = await start();
    }
    const headers = await signIn(api.url, PHONE);
    await post(api.url, headers, feed(0, BUSES)); // warm-up: every bus gets a latest row
    const s = await steady(api.url, headers);
    const m = await max(api.url, headers);
    return { kind, steady: s, max: m };
  } finally {
    await api.stop();
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseUrl.split('/').pop()} with (force)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `ingest-positions: ${BUSES} buses, steady ${Math.round(BUSES / 5)}/s in feeds of ${STEADY_BATCH}, max batches of ${BATCH} x ${CONCURRENCY}, ${DURATION_S} s each; ${machine()}`,
);
for (const kind of dbArg === 'both' ? ['postgres', 'pglite'] : [dbArg]) {
  const r = await run(kind);
  const f = (st) =>
    `p50 ${st.p50.toFixed(1)} ms, p95 ${st.p95.toFixed(1)} ms, max ${st.max.toFixed(1)} ms (n=${st.n})`;
  console.log(`${kind} steady: ${r.steady.positionsPerSecond} positions/s, per batch ${f(r.steady.batch)}`);
  console.log(
    `${kind} max:    ${Math.round(r.max.positionsPerSecond)} positions/s, per batch ${f(r.max.batch)}`,
  );
}
