// Creating, updating and deleting routes: each in one transaction with its history row
// (kit/recorded.ts), through the caller's scoped db (ADR 0009). A number is unique per company (409).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import { lineStops, routeAutoPrices, routeLines, routes, routeTickets } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  operatingHoursProblem,
  ROUTE_KEY_TAKEN,
  type RouteBody,
  type RouteInput,
  routeValues,
  toRouteBody,
} from './route.fields.ts';
import { loadVisibleRoute } from './route.query.ts';
import { routeUsedBy } from './route-usage.ts';

const ENTITY = 'route';

async function assertKeyFree(executor: Executor, companyId: number, key: string, exceptId: number | null) {
  const [taken] = await executor
    .select({ id: routes.id })
    .from(routes)
    .where(
      and(
        eq(routes.companyId, companyId),
        sql`lower(${routes.number}) = lower(${key})`,
        exceptId === null ? undefined : ne(routes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(ROUTE_KEY_TAKEN);
}

/** The unique index closes the race the check leaves open: its violation is the same 409. */
async function keyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROUTE_KEY_TAKEN);
    throw error;
  }
}

function assertHours(body: RouteInput) {
  const problem = operatingHoursProblem(body);
  if (problem) throw badRequest(problem);
}

export function createRoute(db: Db, principal: Principal, body: RouteInput): Promise<RouteBody> {
  assertHours(body);
  const companyId = targetCompanyId(principal, body.company_id);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      await assertKeyFree(tx, companyId, body.number, null);
      const [row] = await tx
        .insert(routes)
        .values({ ...routeValues(body), companyId })
        .returning({ id: routes.id });
      const answer = toRouteBody(await loadVisibleRoute(tx, row!.id));
      return {
        answer,
        history: { entity: ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    }),
  );
}

export function updateRoute(db: Db, principal: Principal, id: number, body: RouteInput): Promise<RouteBody> {
  assertHours(body);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const before = toRouteBody(await loadVisibleRoute(tx, id));
      const companyId = body.company_id ? targetCompanyId(principal, body.company_id) : before.company_id;
      await assertKeyFree(tx, companyId, body.number, id);
      await tx
        .update(routes)
        .set({ ...routeValues(body), companyId, updatedAt: new Date() })
        .where(eq(routes.id, id));
      const answer = toRouteBody(await loadVisibleRoute(tx, id));
      return {
        answer,
        history: { entity: ENTITY, entityId: id, action: 'update', companyId, before, after: answer },
      };
    }),
  );
}

export function deleteRoute(db: Db, principal: Principal, id: number): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const before = toRouteBody(await loadVisibleRoute(tx, id));
    const usage = await routeUsedBy(tx, id);
    if (usage) throw conflict(`Không thể xoá tuyến ${before.number}: ${usage}`);
    // Its lines (line stops cascade), tickets and auto-price entries go with it.
    const lineIds = before.lines.map((line) => line.id);
    if (lineIds.length > 0) await tx.delete(lineStops).where(inArray(lineStops.lineId, lineIds));
    await tx.delete(routeLines).where(eq(routeLines.routeId, id));
    await tx.delete(routeTickets).where(eq(routeTickets.routeId, id));
    await tx.delete(routeAutoPrices).where(eq(routeAutoPrices.routeId, id));
    await tx.delete(routes).where(eq(routes.id, id));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: id, action: 'delete', companyId: before.company_id, before },
    };
  });
}
