// Reading the lines and ordered stops a station file holds, through the caller's scoped db (ADR 0009):
// one query for the lines, one for every line's stops, in travel order.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lineStops, routeLines, routes, stops } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type LineStopRow, type StationLine, stationStops } from './station-file.format.ts';

export const LINE_NOT_FOUND = 'Không tìm thấy lượt tuyến';

export interface LineSelection {
  companyId: number;
  /** Only these lines (each must be the company's, else 404); undefined or empty = every line. */
  lineIds?: number[];
  /** Only lines of this route (the per-line download checks the line is the route's). */
  routeId?: number;
}

export async function readStationLines(executor: Executor, selection: LineSelection): Promise<StationLine[]> {
  const wanted = selection.lineIds?.length ? [...new Set(selection.lineIds)] : undefined;
  const lines = await executor
    .select({
      route_id: routes.id,
      route_number: routes.number,
      route_name: routes.name,
      line_id: routeLines.id,
      direction: routeLines.direction,
      line_name: routeLines.name,
    })
    .from(routeLines)
    .innerJoin(routes, eq(routes.id, routeLines.routeId))
    .where(
      and(
        eq(routeLines.companyId, selection.companyId),
        wanted ? inArray(routeLines.id, wanted) : undefined,
        selection.routeId !== undefined ? eq(routeLines.routeId, selection.routeId) : undefined,
      ),
    )
    .orderBy(asc(routes.number), asc(routeLines.direction), asc(routeLines.id));
  if (wanted && lines.length !== wanted.length) throw notFound(LINE_NOT_FOUND);
  if (lines.length === 0) return [];

  const stopRows = await executor
    .select({
      lineId: lineStops.lineId,
      stopId: stops.id,
      code: stops.code,
      name: stops.name,
      lat: stops.lat,
      lng: stops.lng,
      triggerRadiusM: stops.triggerRadiusM,
      distanceKm: lineStops.distanceKm,
    })
    .from(lineStops)
    .innerJoin(stops, eq(stops.id, lineStops.stopId))
    .where(
      inArray(
        lineStops.lineId,
        lines.map((l) => l.line_id),
      ),
    )
    .orderBy(asc(lineStops.lineId), asc(lineStops.stopOrder), asc(lineStops.id));
  const byLine = new Map<number, LineStopRow[]>();
  for (const { lineId, ...row } of stopRows) {
    const list = byLine.get(lineId) ?? [];
    list.push(row);
    byLine.set(lineId, list);
  }
  return lines.map((line) => ({ ...line, stops: stationStops(byLine.get(line.line_id) ?? []) }));
}
