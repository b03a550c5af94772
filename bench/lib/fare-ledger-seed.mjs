// A generated fare ledger on PostgreSQL (issue 20), shared by bench/reports.mjs and
// bench/cli-export-memory.mjs: `rows` fares of the demo routes of Phương Nam and Quyết Thắng spread over
// `days` service days from `from`, ~10% pass boardings, ~10% student fares, four payment types, about
// 75 riders a trip (Hanoi 2023; one conductor each), 2.5% top-ups of 100,000 ₫ on 5,000 cards (no route,
// as at a counter), written by INSERT ... SELECT generate_series into the
// partitioned ledger in chunks of a million, so the rollup trigger keeps fare_daily_totals and
// fare_trip_totals as it does for every writer (the id registry fare_transaction_ids is not filled: no
// report reads it). `onChunk(written)` after each chunk.
const CHUNK = 1_000_000;

export async function seedFareLedger(db, { rows, days, from, to, onChunk = () => {} }) {
  await db.query(
    `select fare_ensure_month(m::date) from generate_series($1::date, $2::date, interval '1 month') m`,
    [from.slice(0, 8) + '01', to],
  );
  const routes = await demoRoutes(db);
  const n = routes.ids.length;
  // Trips a route runs a day, so that a trip carries about 75 riders.
  const tripsPerDay = Math.max(1, Math.round(rows / (n * days * 75)));
  for (let start = 0; start < rows; start += CHUNK) {
    const count = Math.min(CHUNK, rows - start);
    await db.query(
      `insert into fare_transactions
         (company_id, transaction_id, service_date, event_timestamp, amount, fare_action, payment_type,
          fare_media, token_id, rider_category, num_riders, route_id, trip_id_performed, conductor_id)
       select ($3::int[])[1 + g % $5], 'bench-' || g, d, d + interval '5 hours' + (g % 61200) * interval '1 second',
              case when top_up then 100000 when g % 10 = 0 then 0 when g % 10 = 1 then 3000 else 7000 end,
              case when top_up then 'add' when g % 10 = 0 then 'pass_use' else 'fare_payment' end,
              case when top_up then (array['CASH','QR'])[1 + g % 2] when g % 10 = 0 then 'SUBSCRIPTION'
                   else (array['CASH','CASH','CARD','QR','WALLET'])[1 + g % 5] end,
              case when top_up or g % 2 = 1 then 'nfc_card' else 'paper_ticket' end,
              case when top_up then 'card-' || g % 5000 end,
              case when g % 10 = 1 then 'student' else 'adult' end, 1,
              case when not top_up then ($4::int[])[1 + g % $5] end,
              case when not top_up then ($4::int[])[1 + g % $5] || '-' || d || '-' || t end,
              case when not top_up then 1 + t % 7 end
         from generate_series($1::bigint, $2::bigint) g,
              lateral (select ($6::date + ((g / $5) % $7)::int) d, (g / ($5 * $7)) % $8 t, g % 40 = 3 top_up) day`,
      [start + 1, start + count, routes.companies, routes.ids, n, from, days, tripsPerDay],
    );
    onChunk(start + count);
  }
  // What autovacuum does to an insert-only table soon after (autovacuum_vacuum_insert_threshold, PG 13+):
  // statistics, and the visibility map that lets the top-up totals be an index-only scan.
  await db.query('vacuum (analyze) fare_transactions, fare_daily_totals, fare_trip_totals');
}

const day = (d) => d.toISOString().slice(0, 10);

/** The `days` service days ending yesterday (Asia/Ho_Chi_Minh): { from, to } as YYYY-MM-DD. */
export function periodEndingYesterday(days) {
  const yesterday = new Date(Date.now() + 7 * 3600_000 - 86_400_000);
  return { from: day(new Date(yesterday.getTime() - (days - 1) * 86_400_000)), to: day(yesterday) };
}

/** The demo routes of Phương Nam and Quyết Thắng: { ids, companies }, in id order. */
export async function demoRoutes(db) {
  const {
    rows: [routes],
  } = await db.query(`
    select array_agg(r.id order by r.id) ids, array_agg(r.company_id order by r.id) companies
      from routes r join companies c on c.id = r.company_id where c.code in ('PNB', 'QTH')`);
  return routes;
}

/** Drops database `name` (and the connections to it) if it exists. */
export async function dropDatabase(pg, adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Drops database `name` if it exists and creates it empty; answers its URL. */
export async function freshDatabase(pg, adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}
