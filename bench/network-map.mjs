// Issue 9: GET /bus-management/network-map (getNetworkMap: every line's shape and stops, every stop)
// for an operator-sized network: the scale generator's 150 routes (300 lines) and 4,000 stops in one
// company, on a fresh PGlite database (or PostgreSQL with --database-url), through the real API.
//
//   node bench/network-map.mjs [--scale 1] [--runs 30] [--port 3231] [--database-url postgres://...]
//
// Prints the answer's size (raw JSON) and the client-side request time over --runs sequential requests
// after one warm-up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_DIR, arg, fmtStats, machine, signIn, startApi, stats } from './lib/common.mjs';

const SCALE = String(arg('scale', '1'));
const RUNS = Number(arg('runs', 30));
const PORT = Number(arg('port', 3231));
const databaseUrl = arg('database-url');
const PHONE = '0901000002'; // Admin (role 2) of Xe buýt Phương Nam, the company the generator fills

const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'busops-network-map-'));
try {
  const dbArgs = databaseUrl ? ['--database-url', databaseUrl] : ['--data-dir', dataDir];
  const built = Date.now();
  execFileSync(process.execPath, ['scripts/network-scale.ts', '--scale', SCALE, ...dbArgs], {
    cwd: API_DIR,
    stdio: 'inherit',
  });
  console.log(`network generated in ${((Date.now() - built) / 1000).toFixed(1)} s`);
  const api = await startApi({ port: PORT, dataDir, databaseUrl, env: { SIMULATE_VEHICLES: 'false' } });
  try {
    const headers = await signIn(api.url, PHONE);
    const get = async () => {
      const t0 = performance.now();
      const r = await fetch(`${api.url}/bus-management/network-map`, { headers });
      const text = await r.text();
      if (!r.ok) throw new Error(`${r.status} ${text.slice(0, 300)}`);
      return { ms: performance.now() - t0, text };
    };
    const first = await get();
    const body = JSON.parse(first.text);
    const points = body.lines.reduce((n, l) => n + l.coordinates.length, 0);
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push((await get()).ms);
    console.log(machine());
    console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, scale ${SCALE}`);
    console.log(
      `lines ${body.lines.length}, stops ${body.stops.length}, shape points ${points}, ` +
        `answer ${(first.text.length / 1024).toFixed(0)} kB raw JSON, first request ${first.ms.toFixed(1)} ms`,
    );
    console.log(`GET /bus-management/network-map: ${fmtStats(stats(times))}`);
  } finally {
    await api.stop();
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
