// The service side of yield and revenue (docs/reports.md, "Yield"), per route: the trips dispatch has as
// done with both actual times in the period ("timed"), their revenue minutes and the boardings recorded on
// them, and of those the trips whose km were measured from their bus's positions (route_trips.km_driven).
// Read as driver statistics reads it: the trips from dispatch, the per-trip rollup's boardings of the same
// routes and period, merged here by (company, trip code), unique (one joined query looped per row).
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fareTripTotals, routeTrips } from '../../db/schema/index.ts';
import { criteriaWhere, type ReportQuery } from './report.criteria.ts';
import { bigSum } from './trip.figures.ts';

export interface ServiceSums {
  timedTrips: number;
  timedBoardings: number;
  /** Each trip's actual arrival - departure rounded to the minute, summed: every sum of hours is exact. */
  revenueMinutes: number;
  measuredTrips: number;
  kmDriven: number;
}

export const NO_SERVICE: ServiceSums = {
  timedTrips: 0,
  timedBoardings: 0,
  revenueMinutes: 0,
  measuredTrips: 0,
  kmDriven: 0,
};

const rt = routeTrips;
const t = fareTripTotals;

export async function serviceByRoute(db: Db, query: ReportQuery): Promise<Map<number, ServiceSums>> {
  const trips = await db
    .select({
      companyId: rt.companyId,
      code: rt.code,
      routeId: rt.routeId,
      minutes:
        sql<number>`round(extract(epoch from (${rt.actualArrival} - ${rt.actualDeparture})) / 60)::int`.mapWith(
          Number,
        ),
      kmDriven: rt.kmDriven,
    })
    .from(rt)
    .where(
      and(
        criteriaWhere({ ...query, payment_types: undefined }, rt),
        eq(rt.status, 'done'),
        isNotNull(rt.actualDeparture),
        isNotNull(rt.actualArrival),
      ),
    );
  const byRoute = new Map<number, ServiceSums>();
  if (trips.length === 0) return byRoute;
  // Only the routes that have timed trips: the rollup's other routes cannot match one.
  const routeIds = [...new Set(trips.map((trip) => trip.routeId))];
  const boardings = await db
    .select({ companyId: t.companyId, trip: t.tripIdPerformed, riders: bigSum(t.riders) })
    .from(t)
    .where(and(criteriaWhere({ ...query, route_ids: routeIds }, t), ne(t.tripIdPerformed, '')))
    .groupBy(t.companyId, t.tripIdPerformed);
  const ridersOf = new Map(boardings.map((b) => [`${b.companyId}:${b.trip}`, b.riders]));
  for (const trip of trips) {
    const sums = byRoute.get(trip.routeId) ?? { ...NO_SERVICE };
    sums.timedTrips += 1;
    sums.timedBoardings += ridersOf.get(`${trip.companyId}:${trip.code}`) ?? 0;
    sums.revenueMinutes += trip.minutes;
    if (trip.kmDriven !== null) {
      sums.measuredTrips += 1;
      sums.kmDriven += trip.kmDriven;
    }
    byRoute.set(trip.routeId, sums);
  }
  return byRoute;
}
