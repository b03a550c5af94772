// Changing a line's stops: add one at a position, replace or move one, remove one, or rewrite the whole
// order (stop-map, the console's reorder). Every change rewrites the line as one ordered list of stop ids
// in one transaction: the stops are checked to be the route company's (404 naming the others), the line's
// rows replaced by one multi-row insert with their orders and distances (line-stop.distance.ts), the
// line's length set, and one history row ('route_line', action 'stops') keeps the order before and after.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { lineStops, routeLines, stops } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { stopDistancesKm } from './line-stop.distance.ts';
import type { LineStopBody } from './line-stop.query.ts';
import { loadLine } from './route-line.query.ts';

export const LINE_STOP_NOT_FOUND = 'Không tìm thấy điểm dừng trên lượt';
type LineStopInput = BodyOf<'createLineStop'>;

/** The coordinates of every distinct stop named; 404 naming the ids that are not the company's stops. */
async function stopPoints(tx: Executor, companyId: number, ids: readonly number[]) {
  const distinct = [...new Set(ids)];
  const rows =
    distinct.length === 0
      ? []
      : await tx
          .select({ id: stops.id, code: stops.code, name: stops.name, lat: stops.lat, lng: stops.lng })
          .from(stops)
          .where(and(inArray(stops.id, distinct), eq(stops.companyId, companyId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = distinct.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(`Không tìm thấy điểm dừng: ${missing.slice(0, 10).join(', ')}`);
  return byId;
}

/**
 * Replaces the line's stops with `stopIds` in this order; answers the new list, built from the stops
 * already read and the ids the insert returns (no second read: a 300-stop reorder is 4 statements).
 */
async function writeOrder(
  tx: Executor,
  line: typeof routeLines.$inferSelect,
  stopIds: readonly number[],
): Promise<LineStopBody[]> {
  const points = await stopPoints(tx, line.companyId, stopIds);
  const distances = stopDistancesKm(stopIds.map((id) => points.get(id)!));
  await tx.delete(lineStops).where(eq(lineStops.lineId, line.id));
  const inserted =
    stopIds.length === 0
      ? []
      : await tx
          .insert(lineStops)
          .values(
            stopIds.map((stopId, i) => ({
              companyId: line.companyId,
              lineId: line.id,
              stopId,
              stopOrder: i + 1,
              distanceKm: distances[i]!,
            })),
          )
          .returning({ id: lineStops.id, stopOrder: lineStops.stopOrder });
  await tx
    .update(routeLines)
    .set({ lengthKm: distances.at(-1) ?? null, updatedAt: new Date() })
    .where(eq(routeLines.id, line.id));
  const idAt = new Map(inserted.map((row) => [row.stopOrder, row.id]));
  return stopIds.map((stopId, i) => {
    const stop = points.get(stopId)!;
    return {
      id: idAt.get(i + 1)!,
      stop_id: stopId,
      stop_order: i + 1,
      distance_km: distances[i]!,
      code: stop.code,
      name: stop.name,
      lat: stop.lat,
      lng: stop.lng,
    };
  });
}

/** One change of a line's order: `edit` turns the current stop ids into the new ones. */
function changeOrder<T>(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  edit: (current: Placed[]) => number[],
  answer: (after: LineStopBody[]) => T,
): Promise<T> {
  return recordedMutation(db, principal, async (tx) => {
    const line = await loadLine(tx, routeId, lineId);
    const before = await tx
      .select({ id: lineStops.id, stop_id: lineStops.stopId })
      .from(lineStops)
      .where(eq(lineStops.lineId, lineId))
      .orderBy(asc(lineStops.stopOrder), asc(lineStops.id));
    const after = await writeOrder(tx, line, edit(before));
    return {
      answer: answer(after),
      history: {
        entity: 'route_line',
        entityId: lineId,
        action: 'stops',
        companyId: line.companyId,
        before: { stop_ids: before.map((s) => s.stop_id) },
        after: { stop_ids: after.map((s) => s.stop_id) },
      },
    };
  });
}

/** A stop where it is on the line: the line stop's id and the stop's. */
interface Placed {
  id: number;
  stop_id: number;
}

function indexOfLineStop(current: Placed[], lineStopId: number): number {
  const index = current.findIndex((s) => s.id === lineStopId);
  if (index < 0) throw notFound(LINE_STOP_NOT_FOUND);
  return index;
}

/** 1-based position, clamped to the list (absent or past the end = last). */
const insertAt = (length: number, position: number | null | undefined) =>
  position == null ? length : Math.min(Math.max(position - 1, 0), length);

export function updateLineStopMap(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  stopIds: number[],
) {
  return changeOrder(
    db,
    principal,
    routeId,
    lineId,
    () => stopIds,
    (after) => ({ items: after }),
  );
}

export function createLineStop(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  body: LineStopInput,
) {
  let at = 0;
  return changeOrder(
    db,
    principal,
    routeId,
    lineId,
    (current) => {
      const ids = current.map((s) => s.stop_id);
      at = insertAt(ids.length, body.position);
      ids.splice(at, 0, body.stop_id);
      return ids;
    },
    (after) => after[at]!,
  );
}

export function updateLineStop(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  lineStopId: number,
  body: LineStopInput,
) {
  let at = 0;
  return changeOrder(
    db,
    principal,
    routeId,
    lineId,
    (current) => {
      const ids = current.map((s) => s.stop_id);
      const from = indexOfLineStop(current, lineStopId);
      ids.splice(from, 1);
      at = body.position == null ? from : insertAt(ids.length, body.position);
      ids.splice(at, 0, body.stop_id);
      return ids;
    },
    (after) => after[at]!,
  );
}

export function deleteLineStop(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  lineStopId: number,
) {
  return changeOrder(
    db,
    principal,
    routeId,
    lineId,
    (current) => {
      const removed = indexOfLineStop(current, lineStopId);
      return current.filter((_, i) => i !== removed).map((s) => s.stop_id);
    },
    () => undefined,
  );
}
