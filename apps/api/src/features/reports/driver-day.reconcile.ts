// Reconciliation of statistics by driver hours' rollups (migration 0022) with what they sum: per company,
// day, route and driver, dispatch's trips (driver_day_service), and per payment type the fares of the
// trips dispatch has, under each trip's current driver (the per-trip fare rollup joined to route_trips,
// against driver_day_fares). Answers the keys compared and those that differ (none when all agree), each
// with both sides' figures (db/rollup-compare.ts).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  compareRollup,
  type RollupDifference,
  type RollupRange,
  withinRange,
} from '../../db/rollup-compare.ts';

export interface DriverDayDifference extends RollupDifference {
  table: 'driver_day_service' | 'driver_day_fares';
}

const KEYS = ['company_id', 'service_date', 'route_id', 'driver_id'];

export async function reconcileDriverDays(
  db: Executor,
  range: RollupRange = {},
): Promise<{ keys: number; differences: DriverDayDifference[] }> {
  const service = await compareRollup(db, {
    keys: KEYS,
    figures: ['trips', 'trips_done', 'trips_not_run', 'planned_minutes', 'driven_minutes'],
    source: sql`select company_id, service_date, route_id, coalesce(driver_id, 0) as driver_id,
               count(*) as trips, count(*) filter (where status = 'done') as trips_done,
               count(*) filter (where status in ('cancelled', 'lost')) as trips_not_run,
               coalesce(sum(round(extract(epoch from (planned_arrival - planned_departure)) / 60))
                          filter (where status not in ('cancelled', 'lost')), 0) as planned_minutes,
               coalesce(sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60))
                          filter (where status = 'done'), 0) as driven_minutes
          from route_trips r where ${withinRange('r', range)}
         group by 1, 2, 3, 4`,
    rollup: sql`select * from driver_day_service x where ${withinRange('x', range)}`,
  });
  const fares = await compareRollup(db, {
    keys: [...KEYS, 'payment_type'],
    figures: ['amount', 'riders', 'transactions'],
    source: sql`select f.company_id, f.service_date, f.route_id, coalesce(r.driver_id, 0) as driver_id, f.payment_type,
               sum(f.amount) as amount, sum(f.riders) as riders, sum(f.transactions) as transactions
          from fare_trip_totals f
          join route_trips r on r.company_id = f.company_id and r.code = f.trip_id_performed
         where ${withinRange('f', range)}
         group by 1, 2, 3, 4, 5`,
    rollup: sql`select * from driver_day_fares x where ${withinRange('x', range)}`,
  });
  return {
    keys: service.keys + fares.keys,
    differences: [
      ...service.differences.map((d) => ({ table: 'driver_day_service' as const, ...d })),
      ...fares.differences.map((d) => ({ table: 'driver_day_fares' as const, ...d })),
    ],
  };
}
