// Reconciliation (issue 20): per company and service day, the ledger's own sums (amount, riders, rows)
// against the daily rollup's and, for the rows with a route, against the per-trip rollup's; the
// distinct trips performed against the trigger's count per route and day (0014); the rows with a route
// and the distinct (trip, conductor) pairs against the conductor-day rollup (0019); the trips' cash
// fares and their corrections against the per-trip cash rollup (0022). The trigger
// keeps them equal in the inserting transaction; a difference means a row reached the ledger some
// other way (a bulk load without the trigger, a hand edit) and every report built on the rollups is
// wrong by that much. `pnpm --filter @busops/api ledger:reconcile` prints this and fails on any difference.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface Sums {
  amount: number;
  riders: number;
  transactions: number;
}

export interface ReconcileRow {
  companyId: number;
  serviceDate: string;
  ledger: Sums;
  daily: Sums;
  /** The ledger's rows with a route (the only ones the trip rollup holds) and the trip rollup. */
  ledgerWithRoute: Sums;
  trips: Sums;
  /** Distinct trips performed with a route in the ledger, and the trigger's count of them (0014). */
  tripsPerformed: { ledger: number; counted: number };
  /** The conductor-day rollup's sums (0019): the ledger's rows with a route again. */
  conductors: Sums;
  /** Distinct (route, trip, conductor) in the ledger, and the conductor-day rollup's trips (0019). */
  conductorTrips: { ledger: number; counted: number };
  /** The ledger's cash fares, voids and adjusts on a trip, and the per-trip cash rollup (0022). */
  ledgerCash: Sums;
  cash: Sums;
  ok: boolean;
}

/** The rows fare_trip_cash sums (migration 0022): on a trip, paid in cash, a fare or its correction. */
const CASH = sql.raw(
  `payment_type = 'CASH' and fare_action in ('fare_payment', 'void', 'adjust') and route_id is not null and coalesce(trip_id_performed, '') <> ''`,
);

const same = (a: Sums, b: Sums) =>
  a.amount === b.amount && a.riders === b.riders && a.transactions === b.transactions;

export async function reconcileLedger(
  db: Executor,
  range: { from?: string; to?: string; companyId?: number } = {},
): Promise<ReconcileRow[]> {
  const from = range.from ?? '1900-01-01';
  const to = range.to ?? '2999-12-31';
  const company = range.companyId ?? null;
  const within = sql`f.service_date between ${from}::date and ${to}::date
    and (${company}::int is null or f.company_id = ${company}::int)`;
  const result = await db.execute(sql`
    with l as (
      select company_id, service_date, sum(amount) as amount, sum(num_riders) as riders, count(*) as tx,
             coalesce(sum(amount) filter (where route_id is not null), 0) as r_amount,
             coalesce(sum(num_riders) filter (where route_id is not null), 0) as r_riders,
             count(*) filter (where route_id is not null) as r_tx,
             count(distinct (route_id, trip_id_performed))
               filter (where route_id is not null and route_id <> 0 and coalesce(trip_id_performed, '') <> '') as trips_l,
             count(distinct (route_id, trip_id_performed, coalesce(conductor_id, 0)))
               filter (where route_id is not null and coalesce(trip_id_performed, '') <> '') as ctrips_l,
             coalesce(sum(amount) filter (where ${CASH}), 0) as x_amount,
             coalesce(sum(num_riders) filter (where ${CASH}), 0) as x_riders,
             count(*) filter (where ${CASH}) as x_tx
        from fare_transactions f where ${within} group by 1, 2),
    x as (
      select company_id, service_date, sum(amount) as amount, sum(riders) as riders, sum(transactions) as tx
        from fare_trip_cash f where ${within} group by 1, 2),
    k as (
      select company_id, service_date, sum(amount) as amount, sum(riders) as riders, sum(transactions) as tx,
             sum(trips) as ctrips_c
        from fare_conductor_day_totals f where ${within} group by 1, 2),
    c as (
      select company_id, service_date, sum(trips) as trips_c
        from fare_route_day_trips f where ${within} group by 1, 2),
    d as (
      select company_id, service_date, sum(amount) as amount, sum(riders) as riders, sum(transactions) as tx
        from fare_daily_totals f where ${within} group by 1, 2),
    t as (
      select company_id, service_date, sum(amount) as amount, sum(riders) as riders, sum(transactions) as tx
        from fare_trip_totals f where ${within} group by 1, 2)
    select coalesce(l.company_id, d.company_id, t.company_id, c.company_id, k.company_id, x.company_id) as company_id,
           to_char(coalesce(l.service_date, d.service_date, t.service_date, c.service_date, k.service_date, x.service_date), 'YYYY-MM-DD') as service_date,
           coalesce(l.amount, 0)::text as l_amount, coalesce(l.riders, 0)::text as l_riders, coalesce(l.tx, 0)::text as l_tx,
           coalesce(d.amount, 0)::text as d_amount, coalesce(d.riders, 0)::text as d_riders, coalesce(d.tx, 0)::text as d_tx,
           coalesce(l.r_amount, 0)::text as r_amount, coalesce(l.r_riders, 0)::text as r_riders, coalesce(l.r_tx, 0)::text as r_tx,
           coalesce(t.amount, 0)::text as t_amount, coalesce(t.riders, 0)::text as t_riders, coalesce(t.tx, 0)::text as t_tx,
           coalesce(l.trips_l, 0)::text as trips_l, coalesce(c.trips_c, 0)::text as trips_c,
           coalesce(k.amount, 0)::text as k_amount, coalesce(k.riders, 0)::text as k_riders, coalesce(k.tx, 0)::text as k_tx,
           coalesce(l.ctrips_l, 0)::text as ctrips_l, coalesce(k.ctrips_c, 0)::text as ctrips_c,
           coalesce(l.x_amount, 0)::text as lx_amount, coalesce(l.x_riders, 0)::text as lx_riders, coalesce(l.x_tx, 0)::text as lx_tx,
           coalesce(x.amount, 0)::text as x_amount, coalesce(x.riders, 0)::text as x_riders, coalesce(x.tx, 0)::text as x_tx
      from l
      full join d on d.company_id = l.company_id and d.service_date = l.service_date
      full join t on t.company_id = coalesce(l.company_id, d.company_id)
                 and t.service_date = coalesce(l.service_date, d.service_date)
      full join c on c.company_id = coalesce(l.company_id, d.company_id, t.company_id)
                 and c.service_date = coalesce(l.service_date, d.service_date, t.service_date)
      full join k on k.company_id = coalesce(l.company_id, d.company_id, t.company_id, c.company_id)
                 and k.service_date = coalesce(l.service_date, d.service_date, t.service_date, c.service_date)
      full join x on x.company_id = coalesce(l.company_id, d.company_id, t.company_id, c.company_id, k.company_id)
                 and x.service_date = coalesce(l.service_date, d.service_date, t.service_date, c.service_date, k.service_date)
     order by 1, 2`);
  const rows = (result as unknown as { rows: Array<Record<string, string | number>> }).rows;
  return rows.map((r) => {
    const sums = (p: string): Sums => ({
      amount: Number(r[`${p}_amount`]),
      riders: Number(r[`${p}_riders`]),
      transactions: Number(r[`${p}_tx`]),
    });
    const tripsPerformed = { ledger: Number(r.trips_l), counted: Number(r.trips_c) };
    const row = {
      companyId: Number(r.company_id),
      serviceDate: String(r.service_date),
      ledger: sums('l'),
      daily: sums('d'),
      ledgerWithRoute: sums('r'),
      trips: sums('t'),
      tripsPerformed,
      conductors: sums('k'),
      conductorTrips: { ledger: Number(r.ctrips_l), counted: Number(r.ctrips_c) },
      ledgerCash: sums('lx'),
      cash: sums('x'),
    };
    const ok =
      same(row.ledger, row.daily) &&
      same(row.ledgerWithRoute, row.trips) &&
      same(row.ledgerWithRoute, row.conductors) &&
      tripsPerformed.ledger === tripsPerformed.counted &&
      row.conductorTrips.ledger === row.conductorTrips.counted &&
      same(row.ledgerCash, row.cash);
    return { ...row, ok };
  });
}
