// Reading a line's stops in order, each with its stop's code, name and coordinates (LineStop).
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lineStops, stops } from '../../db/schema/index.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';

export type LineStopBody = SuccessOf<'updateLineStop'>;

export function selectLineStops(executor: Executor) {
  return executor
    .select({
      id: lineStops.id,
      stop_id: lineStops.stopId,
      stop_order: lineStops.stopOrder,
      distance_km: lineStops.distanceKm,
      code: stops.code,
      name: stops.name,
      lat: stops.lat,
      lng: stops.lng,
    })
    .from(lineStops)
    .innerJoin(stops, eq(stops.id, lineStops.stopId));
}

/** The whole line, in order (the id breaks ties of a half-written order: never expected). */
export function readLineStops(executor: Executor, lineId: number): Promise<LineStopBody[]> {
  return selectLineStops(executor)
    .where(eq(lineStops.lineId, lineId))
    .orderBy(asc(lineStops.stopOrder), asc(lineStops.id));
}

export function listLineStopsPage(
  executor: Executor,
  lineId: number,
  query: QueryOf<'listLineStops'>,
): Promise<SuccessOf<'listLineStops'>> {
  return readPage(
    query,
    (limit, offset) =>
      selectLineStops(executor)
        .where(eq(lineStops.lineId, lineId))
        .orderBy(asc(lineStops.stopOrder), asc(lineStops.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await executor.select({ n: count() }).from(lineStops).where(eq(lineStops.lineId, lineId));
      return row?.n ?? 0;
    },
  );
}
