// What the per-trip reports on one route (statistics by trip, no-revenue ticket types) share: the trip
// found in dispatch by its code, their order (day, planned departure, code) and their paging, so both
// list the same trips in the same order, page by page in the database.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { routeTrips } from '../../db/schema/index.ts';
import { type PageQuery, pageOf, totalWithoutCount } from '../../http/paging.ts';

/** The per-trip subquery's key columns. */
export interface TripKey {
  companyId: AnyPgColumn;
  serviceDate: AnyPgColumn;
  trip: AnyPgColumn;
}

/** Trip codes are unique per company (route_trips_company_code_key): at most one dispatch trip each. */
export const dispatchTripOf = (p: TripKey): SQL =>
  and(eq(routeTrips.companyId, p.companyId), eq(routeTrips.code, p.trip))!;

export const tripOrder = (p: TripKey): SQL[] => [
  asc(p.serviceDate),
  sql`${routeTrips.plannedDeparture} asc nulls last`,
  asc(p.trip),
  asc(p.companyId),
];

/** The rollup keeps "no trip" as ''; the contract says null. */
export const tripCode = (trip: string): string | null => (trip === '' ? null : trip);

/** A route's trips over the longest period (366 days) stay well under this; a file stops there. */
export const MAX_EXPORT_TRIPS = 200_000;

/**
 * One page of trips and the totals of all (`count` the trips), or with `with_total=false` no count and
 * no totals: one more row tells whether a next page exists, and the totals are this page's.
 */
export async function pagedTrips<Row, Totals>(
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  all: () => Promise<{ count: number; totals: Totals }>,
  pageSums: (items: Row[]) => Totals,
): Promise<{ items: Row[]; total: number; totals: Totals }> {
  const { limit, offset } = pageOf(query);
  if (query.with_total === false) {
    const read = await rows(limit + 1, offset);
    const items = read.slice(0, limit);
    return {
      items,
      total: totalWithoutCount(offset, items.length, read.length > limit),
      totals: pageSums(items),
    };
  }
  const [items, { count, totals }] = await Promise.all([rows(limit, offset), all()]);
  return { items, total: count, totals };
}
