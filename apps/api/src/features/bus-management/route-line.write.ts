// Creating, updating and deleting a route's lines (one per direction), each in one transaction with its
// history row ('route_line'). A direction the route already has answers 409 (the unique index closes the
// race); a line the schedules use is not deleted (409 naming them).
import { and, eq, ne } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { lineStops, routeLines } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import type { RouteLineBody } from './route.fields.ts';
import { loadVisibleRoute } from './route.query.ts';
import { DIRECTION_VI, loadLine, loadLineBody } from './route-line.query.ts';
import { lineUsedBy } from './route-usage.ts';

export type RouteLineInput = BodyOf<'createRouteLine'>;
const ENTITY = 'route_line';

const directionTaken = (direction: number) => `Tuyến đã có ${DIRECTION_VI[direction]?.toLowerCase()}`;

/** A shape is at least two points, each [lng, lat] on the globe. */
function assertShape(shape: RouteLineInput['shape']) {
  if (shape == null) return;
  if (shape.length < 2) throw badRequest('Hình dạng lượt cần ít nhất 2 điểm');
  const bad = shape.findIndex(([lng, lat]) => !(Math.abs(lng!) <= 180 && Math.abs(lat!) <= 90));
  if (bad >= 0) throw badRequest(`Điểm thứ ${bad + 1} của hình dạng lượt không phải toạ độ [kinh độ, vĩ độ]`);
}

/** The contract's LngLat has exactly two items (validated), which its generated type does not say. */
const asShape = (shape: RouteLineInput['shape']) => (shape ?? null) as [number, number][] | null;

async function assertDirectionFree(
  tx: Executor,
  routeId: number,
  direction: number,
  exceptId: number | null,
) {
  const [taken] = await tx
    .select({ id: routeLines.id })
    .from(routeLines)
    .where(
      and(
        eq(routeLines.routeId, routeId),
        eq(routeLines.direction, direction),
        exceptId === null ? undefined : ne(routeLines.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(directionTaken(direction));
}

async function directionRace<T>(direction: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(directionTaken(direction));
    throw error;
  }
}

export function createRouteLine(
  db: Db,
  principal: Principal,
  routeId: number,
  body: RouteLineInput,
): Promise<RouteLineBody> {
  assertShape(body.shape);
  return directionRace(body.direction, () =>
    recordedMutation(db, principal, async (tx) => {
      const route = await loadVisibleRoute(tx, routeId);
      await assertDirectionFree(tx, routeId, body.direction, null);
      const [row] = await tx
        .insert(routeLines)
        .values({
          companyId: route.companyId,
          routeId,
          direction: body.direction,
          name: body.name,
          shape: asShape(body.shape),
        })
        .returning({ id: routeLines.id });
      const answer = await loadLineBody(tx, routeId, row!.id);
      return {
        answer,
        history: {
          entity: ENTITY,
          entityId: row!.id,
          action: 'create',
          companyId: route.companyId,
          after: answer,
        },
      };
    }),
  );
}

export function updateRouteLine(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  body: RouteLineInput,
): Promise<RouteLineBody> {
  assertShape(body.shape);
  return directionRace(body.direction, () =>
    recordedMutation(db, principal, async (tx) => {
      const before = await loadLineBody(tx, routeId, lineId);
      await assertDirectionFree(tx, routeId, body.direction, lineId);
      await tx
        .update(routeLines)
        .set({
          direction: body.direction,
          name: body.name,
          shape: asShape(body.shape),
          updatedAt: new Date(),
        })
        .where(eq(routeLines.id, lineId));
      const answer = await loadLineBody(tx, routeId, lineId);
      const { companyId } = await loadLine(tx, routeId, lineId);
      return {
        answer,
        history: { entity: ENTITY, entityId: lineId, action: 'update', companyId, before, after: answer },
      };
    }),
  );
}

export function deleteRouteLine(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const row = await loadLine(tx, routeId, lineId);
    const before = await loadLineBody(tx, routeId, lineId);
    const usage = await lineUsedBy(tx, lineId);
    if (usage) throw conflict(`Không thể xoá ${DIRECTION_VI[row.direction]?.toLowerCase()}: ${usage}`);
    await tx.delete(lineStops).where(eq(lineStops.lineId, lineId));
    await tx.delete(routeLines).where(eq(routeLines.id, lineId));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: lineId, action: 'delete', companyId: row.companyId, before },
    };
  });
}
