// Creating and updating monthly pass prices, each in one transaction with its history row, through the
// caller's scoped db (ADR 0009). The route (single), the routes of a multi-route price and the card
// type must be the caller's company's (404). Two prices of the same (scope, route or name, card type)
// never share a day: the card type rows are locked (FOR UPDATE) before the overlap check, so every
// write of prices of that card type waits for the one before it, and parallel POSTs cannot both pass.
import { isValidRange, PRICE_RANGE_MESSAGE, rangesOverlap } from '@busops/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cardTypes, routes, subscriptionPrices } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { assertRealDay } from '../real-day.ts';
import { CARD_TYPE_NOT_FOUND } from './card-type.fields.ts';
import {
  overlapMessage,
  type PriceBody,
  type PriceInput,
  ROUTE_NOT_FOUND,
  toPriceBody,
} from './price.fields.ts';
import { loadVisiblePrice, selectPrices } from './price.query.ts';

const ENTITY = 'subscription_price';

type PriceValues = Omit<
  typeof subscriptionPrices.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/** The body's columns, after the checks that need no database (400, nothing stored). */
function priceValues(body: PriceInput): PriceValues {
  assertRealDay(body.valid_from, 'valid_from', 'Ngày bắt đầu hiệu lực');
  assertRealDay(body.valid_to, 'valid_to', 'Ngày hết hiệu lực');
  const validTo = body.valid_to ?? null;
  if (!isValidRange({ validFrom: body.valid_from, validTo }))
    throw badRequest(PRICE_RANGE_MESSAGE, [{ field: 'valid_to', message: PRICE_RANGE_MESSAGE }]);
  const common = {
    scope: body.scope,
    cardTypeId: body.card_type_id,
    price: body.price,
    vatIncluded: body.vat_included ?? true,
    validFrom: body.valid_from,
    validTo,
  };
  if (body.scope === 'single') {
    if (!body.route_id)
      throw badRequest('Vui lòng chọn tuyến của giá một tuyến', [
        { field: 'route_id', message: 'Vui lòng chọn tuyến' },
      ]);
    return { ...common, routeId: body.route_id, multipleRoutesName: null, routeIds: [] };
  }
  const name = body.multiple_routes_name?.trim() ?? '';
  if (name === '')
    throw badRequest('Vui lòng nhập tên liên tuyến', [
      { field: 'multiple_routes_name', message: 'Vui lòng nhập tên liên tuyến' },
    ]);
  return {
    ...common,
    routeId: null,
    multipleRoutesName: name,
    routeIds: [...new Set(body.route_ids ?? [])].sort((a, b) => a - b),
  };
}

/** Locks the card types (in id order, so two writers never wait on each other) and checks they are visible. */
async function lockCardTypes(tx: Tx, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const [row] = await tx
      .select({ id: cardTypes.id })
      .from(cardTypes)
      .where(eq(cardTypes.id, id))
      .for('update');
    if (!row) throw notFound(CARD_TYPE_NOT_FOUND);
  }
}

/** The route of a single-route price and the routes of a multi-route one: the caller's company's (404). */
async function assertRoutesVisible(tx: Tx, values: PriceValues): Promise<void> {
  const ids = values.routeId ? [values.routeId] : (values.routeIds ?? []);
  if (ids.length === 0) return;
  const found = await tx.select({ id: routes.id }).from(routes).where(inArray(routes.id, ids));
  if (found.length !== ids.length) throw notFound(ROUTE_NOT_FOUND);
}

/** 409 naming the price of the same (scope, route or name, card type) whose validity shares a day. */
async function assertNoOverlap(tx: Tx, companyId: number, values: PriceValues, exceptId: number | null) {
  const sameTarget =
    values.scope === 'single'
      ? eq(subscriptionPrices.routeId, values.routeId!)
      : sql`lower(${subscriptionPrices.multipleRoutesName}) = lower(${values.multipleRoutesName})`;
  const candidates = await selectPrices(tx).where(
    and(
      eq(subscriptionPrices.companyId, companyId),
      eq(subscriptionPrices.scope, values.scope),
      eq(subscriptionPrices.cardTypeId, values.cardTypeId),
      sameTarget,
      exceptId === null ? undefined : ne(subscriptionPrices.id, exceptId),
    ),
  );
  const range = { validFrom: values.validFrom, validTo: values.validTo ?? null };
  const clash = candidates.find((other) => rangesOverlap(other, range));
  if (clash) throw conflict(overlapMessage(clash), 'PRICE_OVERLAP');
}

async function checked(
  tx: Tx,
  companyId: number,
  values: PriceValues,
  lock: number[],
  exceptId: number | null,
) {
  await lockCardTypes(tx, lock);
  await assertRoutesVisible(tx, values);
  await assertNoOverlap(tx, companyId, values, exceptId);
}

export function createPrice(db: Db, principal: Principal, body: PriceInput): Promise<PriceBody> {
  const values = priceValues(body);
  const companyId = targetCompanyId(principal, null);
  return recordedMutation(db, principal, async (tx) => {
    await checked(tx, companyId, values, [values.cardTypeId], null);
    const [row] = await tx
      .insert(subscriptionPrices)
      .values({ ...values, companyId })
      .returning({ id: subscriptionPrices.id });
    const answer = toPriceBody(await loadVisiblePrice(tx, row!.id));
    return {
      answer,
      history: { entity: ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
    };
  });
}

export function updatePrice(db: Db, principal: Principal, id: number, body: PriceInput): Promise<PriceBody> {
  const values = priceValues(body);
  return recordedMutation(db, principal, async (tx) => {
    const current = await loadVisiblePrice(tx, id);
    await checked(tx, current.companyId, values, [current.cardTypeId, values.cardTypeId], id);
    const before = toPriceBody(await loadVisiblePrice(tx, id));
    await tx
      .update(subscriptionPrices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(subscriptionPrices.id, id));
    const answer = toPriceBody(await loadVisiblePrice(tx, id));
    return {
      answer,
      history: {
        entity: ENTITY,
        entityId: id,
        action: 'update',
        companyId: current.companyId,
        before,
        after: answer,
      },
    };
  });
}
