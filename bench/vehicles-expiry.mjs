// Issue 9: the vehicle list with the documents filter over 3,000 buses, on PostgreSQL.
//
// Creates its own database (busops_vehicles_bench, dropped first), starts the API on it with the demo data,
// adds 3,000 buses to Xe buýt Phương Nam in one INSERT (document dates spread over -60..+700 days, so
// about one in ten is expired or due within 30 days), signs in as its admin (0901000002) and times
// GET /bus-management/vehicles sequentially (HTTP round trip in Node, keep-alive, 127.0.0.1): 10 warm-up
// calls, then `--runs` calls of each variant. Prints p50 / p95 / max.
//
// node bench/vehicles-expiry.mjs [--runs 100] [--port 3219]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { arg, fmtStats, machine, PG_ADMIN_URL, signIn, startApi, stats } from './lib/common.mjs';

const runs = Number(arg('runs', 100));
const port = Number(arg('port', 3219));
const NAME = 'busops_vehicles_bench';
const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${NAME}`);
const VARIANTS = [
  [
    'document_expiry=within_30_days, first page of 20 with total',
    'document_expiry=within_30_days&page=0&size=20',
  ],
  [
    'document_expiry=expired, sorted by inspection date',
    'document_expiry=expired&sort=inspection_expires_on&size=20',
  ],
  ['document_expiry=within_30_days&keyword=daewoo', 'document_expiry=within_30_days&keyword=daewoo&size=20'],
  ['no filter, first page (for comparison)', 'page=0&size=20'],
];

console.log(`# vehicles-expiry on PostgreSQL  (${machine()})`);
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
await admin.end();

const api = await startApi({ port, databaseUrl });
try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(`select id from companies where name like '%Phương Nam%' limit 1`);
  const companyId = rows[0].id;
  // 3,000 buses (plates 60B-000.00 ..), makes cycled, dates spread from 60 days ago to 700 days ahead.
  await db.query(
    `insert into vehicles (company_id, plate, fleet_number, make, model, seats, standing_places, fuel, depot,
       gps_device_id, inspection_expires_on, badge_expires_on, insurance_expires_on, search_text)
     select $1, '60B-' || lpad((n / 100)::text, 3, '0') || '.' || lpad((n % 100)::text, 2, '0'),
       'B-' || n, (array['Hyundai','Samco','Daewoo','VinFast'])[1 + n % 4], 'Model ' || (n % 7), 29, 30,
       (array['diesel','cng','electric'])[1 + n % 3], 'Bãi ' || (n % 9), 'BENCH-' || n,
       current_date + ((n * 37) % 760 - 60), current_date + ((n * 53) % 760 - 60) + 400,
       current_date + ((n * 71) % 760 - 60) + 400,
       lower((array['hyundai','samco','daewoo','vinfast'])[1 + n % 4]) || ' 60b' || n || ' bench-' || n
     from generate_series(1, 3000) n`,
    [companyId],
  );
  await db.query('analyze vehicles');
  const count = await db.query(
    `select count(*) filter (where least(inspection_expires_on, badge_expires_on, insurance_expires_on) < current_date) expired,
            count(*) filter (where least(inspection_expires_on, badge_expires_on, insurance_expires_on) <= current_date + 30) due,
            count(*) total from vehicles where company_id = $1`,
    [companyId],
  );
  console.log(`Phương Nam: ${JSON.stringify(count.rows[0])}`);
  await db.end();

  const headers = await signIn(api.url, '0901000002');
  for (const [label, query] of VARIANTS) {
    const get = async () => {
      const t = performance.now();
      const r = await fetch(`${api.url}/bus-management/vehicles?${query}`, { headers });
      const body = await r.json();
      if (!r.ok) throw new Error(`${r.status} ${JSON.stringify(body)}`);
      return { elapsed: performance.now() - t, total: body.total };
    };
    for (let i = 0; i < 10; i++) await get();
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await get());
    console.log(
      `\n## ${label}  (total ${samples[0].total})\n${fmtStats(stats(samples.map((s) => s.elapsed)))}`,
    );
  }
} finally {
  await api.stop();
}
