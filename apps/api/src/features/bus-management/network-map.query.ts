// The company's network as maps draw it (getNetworkMap, /vehicle/map): every line with its route's
// number and colour and its shape, or the path through its stops when it has none; every stop. Two
// queries whatever the network's size: each line's stops (and their path) are aggregated inside the
// lines' query, through line_stops_line_order_idx.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routeLines, routes, stops } from '../../db/schema/index.ts';
import type { SuccessOf } from '../../http/operation.ts';

export type NetworkMapBody = SuccessOf<'getNetworkMap'>;

/** The line's stop ids in stop order (loops repeat a stop). */
const stopIds = sql<number[] | null>`(
  select json_agg(ls.stop_id order by ls.stop_order, ls.id)
  from line_stops ls where ls.line_id = ${routeLines.id}
)`;

/** [lng, lat] of the line's stops in stop order (loops repeat a stop): the path of a shapeless line. */
const stopPath = sql<[number, number][] | null>`(
  select json_agg(json_build_array(s.lng, s.lat) order by ls.stop_order, ls.id)
  from line_stops ls join stops s on s.id = ls.stop_id
  where ls.line_id = ${routeLines.id}
)`;

/** 6 decimals (about 0.1 m) is more than a map draws: an imported shape's 15-digit floats are not sent. */
const roundPoint = ([lng, lat]: [number, number]): [number, number] => [
  Math.round(lng * 1e6) / 1e6,
  Math.round(lat * 1e6) / 1e6,
];

export async function readNetworkMap(db: Executor, companyId: number): Promise<NetworkMapBody> {
  const lineRows = await db
    .select({
      id: routeLines.id,
      routeId: routes.id,
      routeNumber: routes.number,
      direction: routeLines.direction,
      name: routeLines.name,
      color: routes.color,
      shape: routeLines.shape,
      stopIds,
      // Only computed for lines without a shape.
      stopPath: sql<[number, number][] | null>`case when ${routeLines.shape} is null then ${stopPath} end`,
    })
    .from(routeLines)
    .innerJoin(routes, eq(routes.id, routeLines.routeId))
    .where(and(eq(routeLines.companyId, companyId), eq(routes.companyId, companyId)))
    .orderBy(asc(routes.number), asc(routeLines.direction), asc(routeLines.id));
  const stopRows = await db
    .select({ id: stops.id, code: stops.code, name: stops.name, lat: stops.lat, lng: stops.lng })
    .from(stops)
    .where(eq(stops.companyId, companyId))
    .orderBy(asc(stops.id));
  return {
    lines: lineRows.map((r) => ({
      id: r.id,
      route_id: r.routeId,
      route_number: r.routeNumber,
      direction: r.direction as 0 | 1,
      name: r.name,
      color: r.color,
      coordinates: (r.shape ?? r.stopPath ?? []).map(roundPoint),
      stop_ids: r.stopIds ?? [],
    })),
    stops: stopRows,
  };
}
