// Reconciliation of statistics by driver hours' rollups (migration 0022) with what they sum: per company,
// day, route and driver, dispatch's trips (driver_day_service), and per payment type the fares of the
// trips dispatch has, under each trip's current driver (the per-trip fare rollup joined to route_trips,
// against driver_day_fares). The triggers keep them equal in the writing transaction; a difference means
// rows were written with the triggers off. Answers the keys compared and those that differ (none when all
// agree), each with both sides' figures.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface DriverDayDifference {
  table: 'driver_day_service' | 'driver_day_fares';
  companyId: number;
  serviceDate: string;
  routeId: number;
  driverId: number;
  /** '' for the trips' rollup. */
  paymentType: string;
  source: Record<string, number>;
  rollup: Record<string, number>;
}

interface Range {
  from?: string;
  to?: string;
  companyId?: number;
}

const SERVICE_FIGURES = ['trips', 'trips_done', 'trips_not_run', 'planned_minutes', 'driven_minutes'];
const FARE_FIGURES = ['amount', 'riders', 'transactions'];

/** `alias` is one of this file's table aliases, never input. */
function within(alias: 'r' | 'f' | 'x', range: Range): SQL {
  const table = sql.raw(alias);
  const company = range.companyId ?? null;
  return sql`${table}.service_date between ${range.from ?? '1900-01-01'}::date and ${range.to ?? '2999-12-31'}::date
    and (${company}::int is null or ${table}.company_id = ${company}::int)`;
}

/**
 * Both sides per key, full-joined: `source` and `rollup` answer the key columns and `figures`, the
 * rollup's rows whose figures are all 0 count as absent (a trip moved away leaves its key at 0).
 */
async function compare(
  db: Executor,
  table: DriverDayDifference['table'],
  source: SQL,
  rollup: SQL,
  figures: readonly string[],
): Promise<{ keys: number; differences: DriverDayDifference[] }> {
  const keys = 'company_id, service_date, route_id, driver_id, payment_type';
  const side = (alias: 'a' | 'b') =>
    sql.raw(figures.map((f) => `coalesce(${alias}.${f}, 0)::text as ${alias}_${f}`).join(', '));
  const nonZero = sql.raw(figures.map((f) => `${f} <> 0`).join(' or '));
  const result = await db.execute(sql`
    with a as (${source}), b as (select * from (${rollup}) x where ${nonZero})
    select company_id, to_char(service_date, 'YYYY-MM-DD') as service_date, route_id, driver_id, payment_type,
           ${side('a')}, ${side('b')}
      from a full join b using (${sql.raw(keys)})`);
  const rows = (result as unknown as { rows: Array<Record<string, string | number>> }).rows;
  const figuresOf = (r: Record<string, string | number>, p: 'a' | 'b') =>
    Object.fromEntries(figures.map((f) => [f, Number(r[`${p}_${f}`])]));
  const differences = rows
    .map((r) => ({
      table,
      companyId: Number(r.company_id),
      serviceDate: String(r.service_date),
      routeId: Number(r.route_id),
      driverId: Number(r.driver_id),
      paymentType: String(r.payment_type),
      source: figuresOf(r, 'a'),
      rollup: figuresOf(r, 'b'),
    }))
    .filter((d) => JSON.stringify(d.source) !== JSON.stringify(d.rollup));
  return { keys: rows.length, differences };
}

export async function reconcileDriverDays(
  db: Executor,
  range: Range = {},
): Promise<{ keys: number; differences: DriverDayDifference[] }> {
  const service = await compare(
    db,
    'driver_day_service',
    sql`select company_id, service_date, route_id, coalesce(driver_id, 0) as driver_id, ''::text as payment_type,
               count(*) as trips, count(*) filter (where status = 'done') as trips_done,
               count(*) filter (where status in ('cancelled', 'lost')) as trips_not_run,
               coalesce(sum(round(extract(epoch from (planned_arrival - planned_departure)) / 60))
                          filter (where status not in ('cancelled', 'lost')), 0) as planned_minutes,
               coalesce(sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60))
                          filter (where status = 'done'), 0) as driven_minutes
          from route_trips r where ${within('r', range)}
         group by 1, 2, 3, 4`,
    sql`select x.*, ''::text as payment_type from driver_day_service x where ${within('x', range)}`,
    SERVICE_FIGURES,
  );
  const fares = await compare(
    db,
    'driver_day_fares',
    sql`select f.company_id, f.service_date, f.route_id, coalesce(r.driver_id, 0) as driver_id, f.payment_type,
               sum(f.amount) as amount, sum(f.riders) as riders, sum(f.transactions) as transactions
          from fare_trip_totals f
          join route_trips r on r.company_id = f.company_id and r.code = f.trip_id_performed
         where ${within('f', range)}
         group by 1, 2, 3, 4, 5`,
    sql`select * from driver_day_fares x where ${within('x', range)}`,
    FARE_FIGURES,
  );
  return {
    keys: service.keys + fares.keys,
    differences: [...service.differences, ...fares.differences],
  };
}
