// Issue 20: every report and statement at the demo scale, on the embedded PGlite against PostgreSQL
// (target: PGlite within 2.5x). Two APIs on the demo seed, one per engine (a fresh PGlite data directory
// and a fresh database `busops_engines_bench`), both started first; then each operation is called on
// one engine and the other in turn (A, B, A, B...), so a passing load on the machine falls on both: the
// ratio of their medians, per operation, in one run. The answers' totals are compared too: the same demo
// on two engines must give the same figures (ids are looked up per engine: the trip and staff reports
// read the busiest route and conductor of that engine's own answer).
//
//   node bench/reports-engines.mjs [--requests 20] [--days 90] [--port 3293]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { arg, machine, PG_ADMIN_URL, signIn, startApi, stats } from './lib/common.mjs';
import { dropDatabase, freshDatabase, periodEndingYesterday } from './lib/fare-ledger-seed.mjs';

const requests = Number(arg('requests', 20));
const days = Number(arg('days', 90));
const port = Number(arg('port', 3293));
const DB = 'busops_engines_bench';
const SUPER = '0900000001';
const TARGET = 2.5;

// The demo's fares end today: the period is the demo's own days, today included.
const { from } = periodEndingYesterday(days - 1);
const to = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const query = `date_from=${from}&date_to=${to}`;

/** Every report and statement the console opens, as it first asks for it (page 0 of 50 where paged). */
function paths({ routeId, staffId }) {
  const page = `${query}&page=0&size=50`;
  return {
    getRevenueByDate: `/statistic/date?${query}`,
    getRevenueByRoute: `/statistic/routes?${query}`,
    listRevenueDetail: `/reports/revenue-detail?${page}`,
    getYieldAndRevenue: `/reports/yield-and-revenue?${query}`,
    listTicketPurchaseHistory: `/statistic/orders?${page}`,
    listMonthlyTicketHistory: `/statistic/ticket-history?${page}`,
    listTopUpHistory: `/statistic/transactions?${page}`,
    getStaffStatistics: `/statistic/staffs?${query}`,
    listStaffRouteTickets: `/statistic/staffs/${staffId}/routes/${routeId}/tickets?${page}`,
    getDriverStatistics: `/statistic/drivers?${query}`,
    getTripStatistics: `/statistic/routes/${routeId}/trips?${page}`,
    getNoRevenueTrips: `/statistic/routes/${routeId}/no-revenue?${page}`,
    getTripSetTickets: `/statistic/routes/${routeId}/set?${page}`,
    listFareTransactions: `/ledger/fare-transactions?${page}`,
    getSubscriptionCardStatement: `/statement/subscription-order/card?${query}`,
    getStaffPaymentStatement: `/statement/staff?${query}`,
    getAggregatePaymentStatement: `/statement/employee?${query}`,
    getMonthlyTicketReport: `/statement/monthly-ticket-report?${query}`,
    getBusNfcReport: `/statement/bus-nfc-report?${query}`,
  };
}

async function get(engine, path) {
  const t = performance.now();
  const r = await fetch(`${engine.url}${path}`, { headers: engine.headers });
  const body = await r.json();
  const elapsed = performance.now() - t;
  if (!r.ok) throw new Error(`${engine.name} ${path}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, elapsed };
}

/** The busiest route and, on it, the busiest conductor, in this engine's own answers. */
async function busiest(engine) {
  const routes = (await get(engine, `/statistic/routes?${query}`)).body;
  const route = [...routes.items]
    .filter((r) => r.route_id)
    .sort((a, b) => b.transactions - a.transactions)[0];
  const staffs = (await get(engine, `/statistic/staffs?${query}`)).body;
  const staff = staffs.items.find((s) => s.route_id === route.route_id && s.conductor_id) ?? staffs.items[0];
  return { routeId: route.route_id, staffId: staff.conductor_id };
}

console.log(`# reports on PGlite and PostgreSQL at the demo scale, ${from}..${to}, ${requests} calls each`);
console.log(`# ${machine()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'busops-engines-'));
const databaseUrl = await freshDatabase(pg, PG_ADMIN_URL, DB);
let t = performance.now();
const pglite = await startApi({ port, dataDir });
console.log(`PGlite API started with the demo in ${((performance.now() - t) / 1000).toFixed(0)} s`);
t = performance.now();
const postgres = await startApi({ port: port + 1, databaseUrl });
console.log(`PostgreSQL API started with the demo in ${((performance.now() - t) / 1000).toFixed(0)} s`);
let failed = false;
try {
  const engines = [
    { name: 'PGlite', url: pglite.url, api: pglite },
    { name: 'PostgreSQL', url: postgres.url, api: postgres },
  ];
  for (const e of engines) {
    e.headers = await signIn(e.url, SUPER);
    e.paths = paths(await busiest(e));
  }
  const rows = [];
  for (const op of Object.keys(engines[0].paths)) {
    const times = { PGlite: [], PostgreSQL: [] };
    const totals = {};
    for (let i = 0; i < requests + 2; i++) {
      for (const e of i % 2 ? [...engines].reverse() : engines) {
        const { body, elapsed } = await get(e, e.paths[op]);
        if (i >= 2) times[e.name].push(elapsed);
        totals[e.name] = JSON.stringify(body.totals ?? body.total ?? null);
      }
    }
    const lite = stats(times.PGlite);
    const post = stats(times.PostgreSQL);
    const ratio = lite.p50 / post.p50;
    const same = totals.PGlite === totals.PostgreSQL;
    rows.push({ op, lite, post, ratio, same });
    console.log(
      `${op.padEnd(30)} PGlite p50 ${lite.p50.toFixed(1).padStart(7)} ms p95 ${lite.p95.toFixed(1).padStart(7)} ms | ` +
        `PostgreSQL p50 ${post.p50.toFixed(1).padStart(7)} ms p95 ${post.p95.toFixed(1).padStart(7)} ms | ` +
        `${ratio.toFixed(2)}x${ratio > TARGET ? ' OVER' : ''} | totals ${same ? 'equal' : `DIFFERENT ${totals.PGlite} / ${totals.PostgreSQL}`}`,
    );
  }
  const over = rows.filter((r) => r.ratio > TARGET);
  const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  console.log(
    `worst ratio ${worst.ratio.toFixed(2)}x (${worst.op}); over ${TARGET}x: ${over.length ? over.map((r) => r.op).join(', ') : 'none'}; ` +
      `totals different: ${
        rows
          .filter((r) => !r.same)
          .map((r) => r.op)
          .join(', ') || 'none'
      }`,
  );
  failed = over.length > 0;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await pglite.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(pg, PG_ADMIN_URL, DB);
}
process.exit(failed ? 1 : 0);
