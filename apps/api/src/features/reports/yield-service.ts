// The service side of yield and revenue (docs/reports.md, "Yield"), per route, from rollups only: the
// timed trips (done in dispatch with both actual times), their minutes, the measured ones and their km
// (route_day_service, kept by route_trips' triggers, migration 0021), and the boardings of the route-days
// that have timed trips (fare_daily_totals): passengers per revenue hour divides figures of the same
// route-days, never a quarter of boardings by a week of hours.
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fareDailyTotals, routeDayService } from '../../db/schema/index.ts';
import { criteriaWhere, type ReportQuery } from './report.criteria.ts';
import { revenueFigureFields } from './revenue.figures.ts';
import { bigSum } from './trip.figures.ts';

export interface ServiceSums {
  timedTrips: number;
  /** Boardings on the route-days that have timed trips. */
  timedDayBoardings: number;
  /** Each trip's actual arrival - departure rounded to the minute, summed: every sum of hours is exact. */
  revenueMinutes: number;
  measuredTrips: number;
  kmDriven: number;
}

export const NO_SERVICE: ServiceSums = {
  timedTrips: 0,
  timedDayBoardings: 0,
  revenueMinutes: 0,
  measuredTrips: 0,
  kmDriven: 0,
};

const s = routeDayService;
const d = fareDailyTotals;

export async function serviceByRoute(db: Db, query: ReportQuery): Promise<Map<number, ServiceSums>> {
  const service = await db
    .select({
      routeId: s.routeId,
      timedTrips: bigSum(s.timedTrips),
      revenueMinutes: bigSum(s.revenueMinutes),
      measuredTrips: bigSum(s.measuredTrips),
      metres: bigSum(s.kmDrivenM),
    })
    .from(s)
    .where(and(criteriaWhere({ ...query, payment_types: undefined }, s), gt(s.timedTrips, 0)))
    .groupBy(s.routeId);
  const byRoute = new Map<number, ServiceSums>();
  if (service.length === 0) return byRoute;
  const routeIds = service.map((r) => r.routeId);
  const timedDay = sql`exists (select 1 from ${s} where ${s.companyId} = ${d.companyId}
    and ${s.serviceDate} = ${d.serviceDate} and ${s.routeId} = ${d.routeId} and ${s.timedTrips} > 0)`;
  const boardings = await db
    .select({ routeId: d.routeId, boardings: revenueFigureFields().boardings })
    .from(d)
    .where(and(criteriaWhere(query, d), inArray(d.routeId, routeIds), timedDay))
    .groupBy(d.routeId);
  const boardingsOf = new Map(boardings.map((b) => [b.routeId, b.boardings]));
  for (const r of service)
    byRoute.set(r.routeId, {
      timedTrips: r.timedTrips,
      timedDayBoardings: boardingsOf.get(r.routeId) ?? 0,
      revenueMinutes: r.revenueMinutes,
      measuredTrips: r.measuredTrips,
      kmDriven: r.metres / 1000,
    });
  return byRoute;
}
