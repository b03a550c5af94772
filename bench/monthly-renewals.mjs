// Issue 11: the month-end burst. 10,000 extension orders through the API on PostgreSQL in <= 60 s, none
// lost or doubled. A fresh database (busops_renewals_bench) gets the demo plus 10,000 members of Phương Nam
// whose all-routes pass is paid through this month; a real API process on loopback takes the renewals as
// the sales account 0901000008, `--concurrency` requests at a time (counters and the campaign together).
// Then the same 10,000 requests again: every one must be refused (one open order per pass), none doubled.
// `--mode campaign` sends them as the renewal campaign does instead: createExtensionOrders, 500 passes a call.
//
//   node bench/monthly-renewals.mjs [--mode counters|campaign] [--passes 10000] [--concurrency 16] [--port 3231]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { arg, fmtStats, machine, PG_ADMIN_URL, signIn, startApi, stats } from './lib/common.mjs';

const passes = Number(arg('passes', 10_000));
const concurrency = Number(arg('concurrency', 16));
const port = Number(arg('port', 3231));
const mode = arg('mode', 'counters');
const BATCH = 500;
const DB = 'busops_renewals_bench';
const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);

console.log(`# monthly-renewals on PostgreSQL  (${machine()})`);
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DB} with (force)`);
await admin.query(`create database ${DB}`);
await admin.end();

const api = await startApi({ port, databaseUrl });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let failed = false;
try {
  // 10,000 members with a paid pass on the demo's all-routes price, in SQL (not timed).
  const t0 = performance.now();
  const {
    rows: [setup],
  } = await db
    .query(
      `
    with company as (select id from companies where code = 'PNB'),
         kind as (select c.id from card_types c, company where c.company_id = company.id and c.code = 'CN'),
         month_end as (select (date_trunc('month', now() at time zone 'Asia/Ho_Chi_Minh') + interval '1 month - 1 day')::date as d),
         people as (
           insert into members (company_id, phone_number, full_name, search_text)
           select company.id, '+8493' || lpad(n::text, 7, '0'), 'Khách gia hạn ' || n, 'khach gia han ' || n
           from company, generate_series(1, $1::int) n
           returning id, company_id)
    insert into subscriptions (company_id, member_id, card_type_id, scope, multiple_routes_name, paid_through)
    select p.company_id, p.id, kind.id, 'multi', 'Liên tuyến toàn mạng', month_end.d from people p, kind, month_end
    returning id`,
      [passes],
    )
    .then(() =>
      db.query(`select array_agg(s.id order by s.id) as ids from subscriptions s
      join members m on m.id = s.member_id where m.full_name like 'Khách gia hạn %'`),
    );
  const ids = setup.ids;
  await db.query('vacuum analyze');
  console.log(`setup: ${ids.length} passes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const headers = { ...(await signIn(api.url, '0901000008')), 'content-type': 'application/json' };
  /** One request: a pass (counters) or 500 passes (campaign); answers the statuses of its passes. */
  const send = async (slice) => {
    if (mode === 'campaign') {
      const r = await fetch(`${api.url}/subscription-order/extend/batch`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ subscription_ids: slice }),
      });
      const body = await r.json();
      if (r.status !== 200) return slice.map(() => r.status);
      return body.items.map((item) => (item.ok ? 201 : 409));
    }
    const r = await fetch(`${api.url}/subscription-order/extend`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subscription_id: slice[0] }),
    });
    await r.arrayBuffer();
    return [r.status];
  };
  const size = mode === 'campaign' ? BATCH : 1;
  const slices = Array.from({ length: Math.ceil(ids.length / size) }, (_, i) =>
    ids.slice(i * size, (i + 1) * size),
  );
  const burst = async (label) => {
    const counts = {};
    const latencies = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      for (let i = next++; i < slices.length; i = next++) {
        const t = performance.now();
        for (const status of await send(slices[i])) counts[status] = (counts[status] ?? 0) + 1;
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(
      Array.from({ length: mode === 'campaign' ? Math.min(concurrency, 4) : concurrency }, worker),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label} (${mode}, ${slices.length} requests): ${ids.length} passes in ${seconds.toFixed(1)} s (${(ids.length / seconds).toFixed(0)} orders/s), statuses ${JSON.stringify(counts)}; request latency ${fmtStats(stats(latencies))}`,
    );
    return { seconds, counts };
  };

  const first = await burst('extensions');
  const second = await burst('the same again');
  const {
    rows: [check],
  } = await db.query(
    `select count(*)::int as orders, count(distinct subscription_id)::int as passes,
            count(distinct code)::int as codes,
            count(*) filter (where period_month = to_char((now() at time zone 'Asia/Ho_Chi_Minh') + interval '1 month', 'YYYY-MM'))::int as next_month
     from subscription_orders where subscription_id = any($1::int[]) and status <> 4`,
    [ids],
  );
  console.log(`in the database: ${JSON.stringify(check)}`);
  const met = first.seconds <= 60;
  const exact =
    first.counts[201] === ids.length &&
    second.counts[409] === ids.length &&
    check.orders === ids.length &&
    check.passes === ids.length &&
    check.codes === ids.length &&
    check.next_month === ids.length;
  console.log(`target <= 60 s: ${met ? 'met' : 'NOT met'}; none lost or doubled: ${exact ? 'yes' : 'NO'}`);
  failed = !met || !exact;
} finally {
  await db.end();
  await api.stop();
}
process.exit(failed ? 1 : 0);
