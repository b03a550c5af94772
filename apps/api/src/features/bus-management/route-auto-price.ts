// A route's auto price (tab 'Giá tự động'): the switch (PUT {id}/route/autoPrice, spec field
// `isAutoPrice`) and its entries. With auto price on, adding, deleting an entry or switching on
// reprices the stored tickets in the same transaction, each repriced ticket with its history row.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { routeAutoPrices, routes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { loadVisibleRoute } from './route.query.ts';
import { repriceTickets } from './route-tickets.ts';

type EntryRow = typeof routeAutoPrices.$inferSelect;
export const ENTRY_TAKEN = 'Loại vé này đã có mức giá cho khoảng cách này';
export const ENTRY_NOT_FOUND = 'Không tìm thấy mức giá tự động của tuyến';

export function toEntryBody(row: EntryRow): SuccessOf<'createRouteAutoPrice'> {
  return {
    id: row.id,
    route_id: row.routeId,
    type: row.type,
    price: row.price,
    max_distance_km: row.maxDistanceKm,
  };
}

async function stateOf(tx: Executor, routeId: number): Promise<SuccessOf<'listRouteAutoPrices'>> {
  const route = await loadVisibleRoute(tx, routeId);
  const rows = await tx
    .select()
    .from(routeAutoPrices)
    .where(eq(routeAutoPrices.routeId, routeId))
    .orderBy(
      asc(routeAutoPrices.type),
      sql`${routeAutoPrices.maxDistanceKm} asc nulls last`,
      asc(routeAutoPrices.id),
    );
  return { is_auto_price: route.isAutoPrice, items: rows.map(toEntryBody) };
}

export const listAutoPrices = (db: Executor, routeId: number) => stateOf(db, routeId);

export function createAutoPrice(
  db: Db,
  principal: Principal,
  routeId: number,
  body: BodyOf<'createRouteAutoPrice'>,
) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const max = body.max_distance_km ?? null;
    const [taken] = await tx
      .select({ id: routeAutoPrices.id })
      .from(routeAutoPrices)
      .where(
        and(
          eq(routeAutoPrices.routeId, routeId),
          eq(routeAutoPrices.type, body.type),
          max === null ? isNull(routeAutoPrices.maxDistanceKm) : eq(routeAutoPrices.maxDistanceKm, max),
        ),
      );
    if (taken) throw conflict(ENTRY_TAKEN);
    const [row] = await tx
      .insert(routeAutoPrices)
      .values({ routeId, companyId: route.companyId, type: body.type, price: body.price, maxDistanceKm: max })
      .returning();
    const answer = toEntryBody(row!);
    const repriced = route.isAutoPrice ? await repriceTickets(tx, routeId, route.companyId) : [];
    return {
      answer,
      history: [
        {
          entity: 'route_auto_price',
          entityId: row!.id,
          action: 'create',
          companyId: route.companyId,
          after: answer,
        },
        ...repriced,
      ],
    };
  });
}

export function deleteAutoPrice(db: Db, principal: Principal, routeId: number, entryId: number) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const [row] = await tx
      .select()
      .from(routeAutoPrices)
      .where(and(eq(routeAutoPrices.id, entryId), eq(routeAutoPrices.routeId, routeId)));
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    await tx.delete(routeAutoPrices).where(eq(routeAutoPrices.id, entryId));
    const repriced = route.isAutoPrice ? await repriceTickets(tx, routeId, route.companyId) : [];
    return {
      answer: { message: 'OK' },
      history: [
        {
          entity: 'route_auto_price',
          entityId: entryId,
          action: 'delete',
          companyId: route.companyId,
          before: toEntryBody(row),
        },
        ...repriced,
      ],
    };
  });
}

/** Switching on reprices the stored tickets (same transaction); switching off keeps their prices. */
export function setAutoPrice(db: Db, principal: Principal, routeId: number, on: boolean) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    await tx.update(routes).set({ isAutoPrice: on, updatedAt: new Date() }).where(eq(routes.id, routeId));
    const repriced = on ? await repriceTickets(tx, routeId, route.companyId) : [];
    return {
      answer: await stateOf(tx, routeId),
      history: [
        {
          entity: 'route',
          entityId: routeId,
          action: 'update',
          companyId: route.companyId,
          before: { is_auto_price: route.isAutoPrice },
          after: { is_auto_price: on },
        },
        ...repriced,
      ],
    };
  });
}
