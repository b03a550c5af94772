// Reconciliation of yield and revenue's service rollup (route_day_service, migration 0021) with the trips
// it sums: per company, day and route, the timed trips of route_trips (done, both actual times), their
// minutes, the measured ones and their km in metres, against the rollup's row (db/rollup-compare.ts).
// Answers only the route-days that differ (none when all agree).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  compareRollup,
  type RollupDifference,
  type RollupRange,
  withinRange,
} from '../../db/rollup-compare.ts';

export async function reconcileRouteDayService(
  db: Executor,
  range: RollupRange = {},
): Promise<{ routeDays: number; differences: RollupDifference[] }> {
  const { keys, differences } = await compareRollup(db, {
    keys: ['company_id', 'service_date', 'route_id'],
    figures: ['timed_trips', 'revenue_minutes', 'measured_trips', 'km_driven_m'],
    source: sql`select company_id, service_date, route_id, count(*) as timed_trips,
             sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60)) as revenue_minutes,
             count(km_driven) as measured_trips, coalesce(sum(round(km_driven * 1000)), 0) as km_driven_m
        from route_trips t
       where ${withinRange('t', range)} and status = 'done' and actual_departure is not null and actual_arrival is not null
       group by 1, 2, 3`,
    rollup: sql`select * from route_day_service s where ${withinRange('s', range)}`,
  });
  return { routeDays: keys, differences };
}
