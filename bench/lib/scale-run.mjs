// What the report benches at an operator's size share (bench/reports.mjs, yield-service.mjs,
// driver-statistics.mjs, trip-set-tickets.mjs): a fresh PostgreSQL database with the demo through a real
// API start, the run, then the API stopped and the database dropped (kept with --keep); the last month,
// quarter and year of a period; and timed calls after one that warms the cache.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PG_ADMIN_URL, startApi } from './common.mjs';
import { dropDatabase, freshDatabase } from './fare-ledger-seed.mjs';

/**
 * Runs `run({ api, db })` on a fresh database `name` (its API on `port`, `db` a connected pg client) and
 * exits the process: 1 when it throws or answers false, 0 otherwise.
 */
export async function onFreshDemoDatabase({ name, port, keep = false }, run) {
  const databaseUrl = await freshDatabase(pg, PG_ADMIN_URL, name);
  const api = await startApi({ port, databaseUrl });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let failed = false;
  try {
    failed = (await run({ api, db })) === false;
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await db.end();
    await api.stop();
    if (!keep) await dropDatabase(pg, PG_ADMIN_URL, name);
  }
  process.exit(failed ? 1 : 0);
}

/** The last month (30 days), quarter (91) and year (at most `days`, 366) ending on `to`: [label, first day]. */
export function lastPeriods(to, days) {
  const end = Date.parse(`${to}T00:00:00Z`);
  const back = (span) => new Date(end - (span - 1) * 86_400_000).toISOString().slice(0, 10);
  return [
    ['month', back(30)],
    ['quarter', back(91)],
    ['year', back(Math.min(days, 366))],
  ];
}

/** `requests` timed calls of `call` after one that warms the cache: the last answer and the times (ms). */
export async function timedCalls(requests, call) {
  const times = [];
  let answer;
  for (let i = 0; i < requests + 1; i++) {
    const t = performance.now();
    answer = await call();
    if (i > 0) times.push(performance.now() - t);
  }
  return { answer, times };
}

/** GET `path` on the API as `headers`; its JSON, or an error naming the status. */
export async function getJson(api, path, headers) {
  const r = await fetch(`${api.url}${path}`, { headers });
  const body = await r.json();
  if (!r.ok) throw new Error(`${path}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}
