// Reconciliation of yield and revenue's service rollup (route_day_service, migration 0021) with the trips
// it sums: per company, day and route, the timed trips of route_trips (done, both actual times), their
// minutes, the measured ones and their km in metres, against the rollup's row. The triggers keep them
// equal in the writing transaction; a difference means trips were written with the triggers off.
// Answers only the route-days that differ (none when all agree).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface ServiceFigures {
  timedTrips: number;
  revenueMinutes: number;
  measuredTrips: number;
  kmDrivenM: number;
}

export interface ServiceDifference {
  companyId: number;
  serviceDate: string;
  routeId: number;
  trips: ServiceFigures;
  rollup: ServiceFigures;
}

export async function reconcileRouteDayService(
  db: Executor,
  range: { from?: string; to?: string; companyId?: number } = {},
): Promise<{ routeDays: number; differences: ServiceDifference[] }> {
  const from = range.from ?? '1900-01-01';
  const to = range.to ?? '2999-12-31';
  const company = range.companyId ?? null;
  /** `alias` is one of this file's table aliases, never input. */
  const within = (alias: 't' | 's') => {
    const table = sql.raw(alias);
    return sql`${table}.service_date between ${from}::date and ${to}::date
      and (${company}::int is null or ${table}.company_id = ${company}::int)`;
  };
  const result = await db.execute(sql`
    with t as (
      select company_id, service_date, route_id, count(*) as timed,
             sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60)) as minutes,
             count(km_driven) as measured, coalesce(sum(round(km_driven * 1000)), 0) as metres
        from route_trips t
       where ${within('t')} and status = 'done' and actual_departure is not null and actual_arrival is not null
       group by 1, 2, 3),
    s as (select * from route_day_service s where ${within('s')} and
            (timed_trips <> 0 or revenue_minutes <> 0 or measured_trips <> 0 or km_driven_m <> 0))
    select coalesce(t.company_id, s.company_id) as company_id,
           to_char(coalesce(t.service_date, s.service_date), 'YYYY-MM-DD') as service_date,
           coalesce(t.route_id, s.route_id) as route_id,
           coalesce(t.timed, 0)::text as t_timed, coalesce(t.minutes, 0)::text as t_minutes,
           coalesce(t.measured, 0)::text as t_measured, coalesce(t.metres, 0)::text as t_metres,
           coalesce(s.timed_trips, 0)::text as s_timed, coalesce(s.revenue_minutes, 0)::text as s_minutes,
           coalesce(s.measured_trips, 0)::text as s_measured, coalesce(s.km_driven_m, 0)::text as s_metres
      from t full join s on s.company_id = t.company_id and s.service_date = t.service_date
                        and s.route_id = t.route_id
     order by 1, 2, 3`);
  const rows = (result as unknown as { rows: Array<Record<string, string | number>> }).rows;
  const figures = (r: Record<string, string | number>, p: string): ServiceFigures => ({
    timedTrips: Number(r[`${p}_timed`]),
    revenueMinutes: Number(r[`${p}_minutes`]),
    measuredTrips: Number(r[`${p}_measured`]),
    kmDrivenM: Number(r[`${p}_metres`]),
  });
  const differences = rows
    .map((r) => ({
      companyId: Number(r.company_id),
      serviceDate: String(r.service_date),
      routeId: Number(r.route_id),
      trips: figures(r, 't'),
      rollup: figures(r, 's'),
    }))
    .filter((r) => JSON.stringify(r.trips) !== JSON.stringify(r.rollup));
  return { routeDays: rows.length, differences };
}
