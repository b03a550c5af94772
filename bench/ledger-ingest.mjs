// Issue 20: ingestion of fare events from conductor handsets and validators (POST /ledger/fare-events,
// device keys) through the real API on a fresh database (PostgreSQL database busops_ledger_bench_*;
// PGlite for reference), with the rollups kept current by the ledger's trigger in every batch.
//
//   node bench/ledger-ingest.mjs [--db postgres|pglite|both] [--devices 8] [--batch 5000]
//                                [--batches 6] [--port 3231]
//
// --devices handsets, each with its own device key, send --batches batches of --batch events back to
// back, all at once: fares on the day's dispatched trips of Xe buýt Phương Nam (the demo seed's, the hot
// rollup keys), categories and payments mixed, a void now and then. Bodies are serialised before the
// clock starts. Reports events/s over the whole run (accepted rows / wall time), per-batch p50/p95, and
// checks afterwards that the ledger holds every event once and reconciles with both rollups.
import pg from 'pg';
import { arg, machine, signIn, startApi, stats, throwawayDatabase } from './lib/common.mjs';

const dbArg = arg('db', 'postgres');
const DEVICES = Number(arg('devices', 8));
const BATCH = Number(arg('batch', 5000));
const BATCHES = Number(arg('batches', 6));
const PORT = Number(arg('port', 3231));
const PHONE = '0901000002'; // Admin (role 2) of Xe buýt Phương Nam

const saigonDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

async function tripsOfToday(query) {
  const { rows } = await query(
    `select t.code from route_trips t join companies c on c.id = t.company_id
      where c.code = 'PNB' and t.service_date = $1 and t.status <> 'cancelled' order by t.code`,
    [saigonDay()],
  );
  if (rows.length === 0) throw new Error('no trips today: the demo seed needs SEED_DEMO_TRIPS');
  return rows.map((r) => r.code);
}

function batchOf(device, b, trips) {
  const day = saigonDay();
  const at = new Date().toISOString();
  const events = [];
  for (let i = 0; i < BATCH; i++) {
    const sequence = b * BATCH + i;
    const student = sequence % 7 === 0;
    const voids = sequence % 997 === 0 && sequence > 0;
    events.push({
      device_id: `BENCH-HS-${device}`,
      sequence,
      event_timestamp: at,
      service_date: day,
      amount: voids ? ((sequence - 1) % 7 === 0 ? -3000 : -7000) : student ? 3000 : 7000,
      fare_action: voids ? 'void' : 'fare_payment',
      payment_type: sequence % 9 === 0 ? 'QR' : 'CASH',
      fare_media: sequence % 9 === 0 ? 'qr_code' : 'paper_ticket',
      rider_category: student ? 'hoc_sinh_sinh_vien' : 'adult',
      trip_code: trips[sequence % trips.length],
      ticket_serial: `BB${String(sequence).padStart(8, '0')}`,
      ...(voids ? { corrects_transaction_id: `BENCH-HS-${device}:${sequence - 1}` } : {}),
    });
  }
  return JSON.stringify({ events });
}

async function run(kind) {
  const { databaseUrl, dataDir, drop } = await throwawayDatabase(kind, 'busops_ledger_bench');
  const api = await startApi({
    port: PORT,
    databaseUrl,
    dataDir,
    env: { SIMULATE_VEHICLES: 'false', MACHINE_KEY_CALLS_PER_MINUTE: '100000' },
  });
  try {
    const admin = await signIn(api.url, PHONE);
    const keys = [];
    for (let d = 0; d < DEVICES; d++) {
      const r = await fetch(`${api.url}/bus-management/device-keys`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Máy bán vé bench ${d}` }),
      });
      keys.push((await r.json()).key);
    }
    let trips;
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      trips = await tripsOfToday((text, values) => client.query(text, values));
      await client.end();
    } else {
      // PGlite is one process per directory: read the trips through the API's own list instead.
      const r = await fetch(`${api.url}/dispatch/trips?date=${saigonDay()}`, { headers: admin });
      trips = (await r.json()).items.filter((t) => t.status !== 'cancelled').map((t) => t.code);
    }
    const bodies = Array.from({ length: DEVICES }, (_, d) =>
      Array.from({ length: BATCHES }, (_, b) => batchOf(d, b, trips)),
    );
    const times = [];
    let accepted = 0;
    const started = performance.now();
    await Promise.all(
      bodies.map(async (own, d) => {
        for (const body of own) {
          const t0 = performance.now();
          const r = await fetch(`${api.url}/ledger/fare-events`, {
            method: 'POST',
            headers: { 'x-api-key': keys[d], 'content-type': 'application/json' },
            body,
          });
          const json = await r.json();
          if (!r.ok || json.refused.length > 0)
            throw new Error(`ingest ${r.status} ${JSON.stringify(json).slice(0, 500)}`);
          accepted += json.accepted;
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    let check = 'not checked (PGlite: the API holds the directory)';
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query(`
        with l as (select company_id, service_date, sum(amount) a, sum(num_riders) r, count(*) n from fare_transactions group by 1, 2),
             d as (select company_id, service_date, sum(amount) a, sum(riders) r, sum(transactions) n from fare_daily_totals group by 1, 2),
             t as (select company_id, service_date, sum(amount) a, sum(riders) r, sum(transactions) n from fare_trip_totals group by 1, 2),
             lr as (select company_id, service_date, sum(amount) a, sum(num_riders) r, count(*) n from fare_transactions where route_id is not null group by 1, 2)
        select (select count(*) from fare_transactions where device_id like 'BENCH-%')::int as rows,
               (select count(*) from l full join d using (company_id, service_date) where (l.a, l.r, l.n) is distinct from (d.a, d.r, d.n))::int as daily_off,
               (select count(*) from lr full join t using (company_id, service_date) where (lr.a, lr.r, lr.n) is distinct from (t.a, t.r, t.n))::int as trip_off`);
      await client.end();
      check = `${rows[0].rows} bench rows (expected ${DEVICES * BATCHES * BATCH}), days off: daily ${rows[0].daily_off}, trip ${rows[0].trip_off}`;
    }
    return { kind, accepted, seconds, batch: stats(times), check, trips: trips.length };
  } finally {
    await api.stop();
    await drop();
  }
}

console.log(
  `ledger-ingest: ${DEVICES} devices x ${BATCHES} batches of ${BATCH} events, all at once; ${machine()}`,
);
for (const kind of dbArg === 'both' ? ['postgres', 'pglite'] : [dbArg]) {
  const r = await run(kind);
  console.log(
    `${kind}: ${Math.round(r.accepted / r.seconds)} events/s (${r.accepted} in ${r.seconds.toFixed(1)} s, ${r.trips} trips), per batch p50 ${r.batch.p50.toFixed(0)} ms, p95 ${r.batch.p95.toFixed(0)} ms, max ${r.batch.max.toFixed(0)} ms; ${r.check}`,
  );
}
