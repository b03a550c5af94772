// Reading a route's lines: one line of a route the caller sees, as the contract's RouteLine (with its
// stop count). Every executor is scoped to the caller's companies (ADR 0009): another company's line
// is simply not there (404).
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lineStops, routeLines } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { RouteLineBody } from './route.fields.ts';

export const LINE_NOT_FOUND = 'Không tìm thấy lượt của tuyến';
export const DIRECTION_VI = ['Lượt đi', 'Lượt về'] as const;

export type RouteLineRow = typeof routeLines.$inferSelect;

export function toRouteLineBody(row: RouteLineRow, stopCount: number): RouteLineBody {
  return {
    id: row.id,
    route_id: row.routeId,
    direction: row.direction as 0 | 1,
    name: row.name,
    shape: row.shape ?? null,
    length_km: row.lengthKm,
    stop_count: stopCount,
  };
}

/** The line `lineId` of the route `routeId`; a line of another route (or company) answers 404. */
export async function loadLine(executor: Executor, routeId: number, lineId: number): Promise<RouteLineRow> {
  const [row] = await executor
    .select()
    .from(routeLines)
    .where(and(eq(routeLines.id, lineId), eq(routeLines.routeId, routeId)));
  if (!row) throw notFound(LINE_NOT_FOUND);
  return row;
}

export async function loadLineBody(executor: Executor, routeId: number, lineId: number) {
  const row = await loadLine(executor, routeId, lineId);
  const [counted] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(lineStops)
    .where(eq(lineStops.lineId, lineId));
  return toRouteLineBody(row, counted?.n ?? 0);
}
