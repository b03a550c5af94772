// Issue 9: reordering a 300-stop line is ONE request (PUT .../stop-map with the complete ordered list of
// stop ids), and it must take <= 50 ms in the API. This starts the API on a fresh database, makes a route
// with a line of 300 stops as the Phương Nam company admin, then times `--rounds` reorders (each one
// Alt+Down on a random stop: two neighbours swapped) from the request to the answer, on loopback (so the
// figure is an upper bound of the time in the API: it includes the HTTP round trip).
//
//   node bench/route-stop-map.mjs [--db postgres|pglite] [--stops 300] [--rounds 200] [--warmup 20] [--port 3391]
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { arg, DATA_ROOT, fmtStats, machine, PG_ADMIN_URL, signIn, startApi, stats } from './lib/common.mjs';

const DB = arg('db', 'postgres');
const STOPS = Number(arg('stops', 300));
const ROUNDS = Number(arg('rounds', 200));
const WARMUP = Number(arg('warmup', 20));
const PORT = Number(arg('port', 3391));
const PG_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, '/busops_route_bench');

async function freshStorage() {
  if (DB === 'pglite') {
    const dir = resolve(DATA_ROOT, 'route-stop-map-pglite');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return { dataDir: dir };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS busops_route_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE busops_route_bench');
  await admin.end();
  return { databaseUrl: PG_URL };
}

const api = await startApi({ port: PORT, ...(await freshStorage()) });
try {
  const headers = { ...(await signIn(api.url, '0901000002')), 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const r = await fetch(`${api.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
    const json = await r.json();
    if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${JSON.stringify(json)}`);
    return json;
  };
  const route = await call('POST', '/bus-management/routes', {
    number: `BENCH-${Date.now()}`,
    name: 'Tuyến đo',
  });
  const line = await call('POST', `/bus-management/routes/${route.id}/lines`, {
    direction: 0,
    name: 'Lượt đi',
  });
  const stopIds = [];
  for (let i = 0; i < STOPS; i++) {
    const stop = await call('POST', '/bus-management/stops', {
      code: `BM${String(i).padStart(4, '0')}`,
      name: `Trạm đo ${i + 1}`,
      lat: 10.7 + i * 0.0009,
      lng: 106.65 + (i % 7) * 0.0004,
    });
    stopIds.push(stop.id);
  }
  const mapPath = `/bus-management/routes/${route.id}/lines/${line.id}/stop-map`;
  await call('PUT', mapPath, { stop_ids_map: stopIds });

  const order = [...stopIds];
  const times = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const i = Math.floor(Math.random() * (order.length - 1));
    [order[i], order[i + 1]] = [order[i + 1], order[i]];
    const started = performance.now();
    const answer = await call('PUT', mapPath, { stop_ids_map: order });
    const took = performance.now() - started;
    if (answer.items.length !== STOPS || answer.items[i].stop_id !== order[i]) throw new Error('wrong order');
    if (round >= WARMUP) times.push(took);
  }
  const read = await call('GET', `/bus-management/routes/${route.id}/lines/${line.id}/stops?size=${STOPS}`);
  if (read.items.map((s) => s.stop_id).join() !== order.join()) throw new Error('order not read back');
  console.log(
    `route stop-map: ${DB}, ${STOPS} stops, ${ROUNDS} reorders (+${WARMUP} warm-up), one request each`,
  );
  console.log(`  ${fmtStats(stats(times))}`);
  console.log(`  ${JSON.stringify(machine())}`);
} finally {
  await api.stop();
}
