// The lines visiting stops (line_stops -> route_lines -> routes): named in a stop's answer, and the
// reason a stop on a line cannot be deleted. One query per page of stops (line_stops_stop_idx).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lineStops, routeLines, routes } from '../../db/schema/index.ts';
import type { StopLineRef, StopRow, StopRowWithLines } from './stop.fields.ts';

/** How many lines a stop's answer names (line_count has the full number). */
export const LINES_SHOWN = 20;

export async function linesOfStops(
  executor: Executor,
  stopIds: number[],
): Promise<Map<number, StopLineRef[]>> {
  const byStop = new Map<number, StopLineRef[]>();
  if (stopIds.length === 0) return byStop;
  const rows = await executor
    .selectDistinct({
      stopId: lineStops.stopId,
      route_id: routes.id,
      line_id: routeLines.id,
      route_number: routes.number,
      direction: routeLines.direction,
    })
    .from(lineStops)
    .innerJoin(routeLines, eq(routeLines.id, lineStops.lineId))
    .innerJoin(routes, eq(routes.id, routeLines.routeId))
    .where(inArray(lineStops.stopId, stopIds))
    .orderBy(asc(lineStops.stopId), asc(routes.number), asc(routeLines.direction), asc(routeLines.id));
  for (const { stopId, ...line } of rows) {
    const list = byStop.get(stopId) ?? [];
    if (list.length < LINES_SHOWN) list.push({ ...line, direction: line.direction === 1 ? 1 : 0 });
    byStop.set(stopId, list);
  }
  return byStop;
}

export async function withLines(executor: Executor, rows: StopRow[]): Promise<StopRowWithLines[]> {
  const lines = await linesOfStops(
    executor,
    rows.filter((r) => r.lineCount > 0).map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, lines: lines.get(r.id) ?? [] }));
}

const DIRECTION_VI = ['lượt đi', 'lượt về'] as const;

/** 'tuyến 01 (lượt đi), 19 (lượt về)': the lines as a Vietnamese operator names them. */
export function describeLines(lines: StopLineRef[], total: number): string {
  const named = lines.map((l) => `${l.route_number} (${DIRECTION_VI[l.direction]})`).join(', ');
  const more = total > lines.length ? ` và ${total - lines.length} lượt tuyến khác` : '';
  return `tuyến ${named}${more}`;
}
