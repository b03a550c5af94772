// One order as the contract shows it: the order joined with its member, card type, route, cards and the
// names of who took and who confirmed it. Every read of orders (page, one, export, answers of writes)
// goes through `selectOrders`, so they all show the same thing.
import { periodDays } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  cardTypes,
  members,
  nfcCards,
  routes,
  subscriptionOrders,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export type OrderBody = components['schemas']['SubscriptionOrder'];
export const ORDER_NOT_FOUND = 'Không tìm thấy đơn vé tháng';

const card = alias(nfcCards, 'order_card');
const oldCard = alias(nfcCards, 'order_old_card');
const taker = alias(users, 'order_taker');
const payer = alias(users, 'order_payer');

const cardColumns = (c: typeof card | typeof oldCard) => ({
  id: c.id,
  uid: c.uid,
  cardNumber: c.cardNumber,
  status: c.status,
});

/** The select every order read starts from; add `.where(...)`, order and paging. */
export function selectOrders(db: Executor) {
  return selectOrdersWith(db, {});
}

/** The same select with more columns (an export's sort key). */
export function selectOrdersWith<E extends Record<string, ReturnType<typeof sql>>>(db: Executor, extra: E) {
  return db
    .select({
      order: subscriptionOrders,
      memberName: members.fullName,
      memberPhone: members.phoneNumber,
      cardTypeName: cardTypes.name,
      scope: subscriptions.scope,
      routeId: subscriptions.routeId,
      routeName: sql<
        string | null
      >`case when ${routes.id} is null then null else ${routes.number} || ' - ' || ${routes.name} end`,
      multipleRoutesName: subscriptions.multipleRoutesName,
      cardTypeId: subscriptions.cardTypeId,
      card: cardColumns(card),
      oldCard: cardColumns(oldCard),
      takerName: taker.fullName,
      payerName: payer.fullName,
      ...extra,
    })
    .from(subscriptionOrders)
    .innerJoin(members, eq(members.id, subscriptionOrders.memberId))
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
    .innerJoin(cardTypes, eq(cardTypes.id, subscriptions.cardTypeId))
    .leftJoin(routes, eq(routes.id, subscriptions.routeId))
    .leftJoin(card, eq(card.id, subscriptionOrders.cardId))
    .leftJoin(oldCard, eq(oldCard.id, subscriptionOrders.oldCardId))
    .leftJoin(taker, eq(taker.id, subscriptionOrders.createdBy))
    .leftJoin(payer, eq(payer.id, subscriptionOrders.paidBy));
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

type CardRow = OrderRow['card'];
const cardBody = (c: CardRow) =>
  c && c.id !== null ? { id: c.id, uid: c.uid!, card_number: c.cardNumber!, status: c.status! } : null;

export function toOrderBody(row: OrderRow): OrderBody {
  const o = row.order;
  const period = o.periodMonth ? periodDays(o.periodMonth) : null;
  return {
    id: o.id,
    code: o.code,
    order_type: o.orderType as OrderBody['order_type'],
    status: o.status as OrderBody['status'],
    member_id: o.memberId,
    member: { id: o.memberId, full_name: row.memberName, phone_number: row.memberPhone },
    subscription_id: o.subscriptionId,
    card_type_id: row.cardTypeId,
    card_type_name: row.cardTypeName,
    scope: row.scope,
    route_id: row.routeId,
    route_name: row.routeName,
    multiple_routes_name: row.multipleRoutesName,
    period_month: o.periodMonth,
    period_from: period?.from ?? null,
    period_to: period?.to ?? null,
    card: cardBody(row.card),
    old_card: cardBody(row.oldCard),
    amount: o.amount,
    vat_included: o.vatIncluded,
    source: o.source,
    note: o.note,
    payment_type: o.paymentType,
    paid_at: o.paidAt?.toISOString() ?? null,
    paid_by_name: row.payerName,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    cancel_reason: o.cancelReason,
    created_by_name: row.takerName,
    created_at: o.createdAt.toISOString(),
    version: o.version,
  };
}

/** One order of the caller's companies (another company's: 404). */
export async function loadOrder(db: Executor, id: number): Promise<OrderBody> {
  const [row] = await selectOrders(db).where(eq(subscriptionOrders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return toOrderBody(row);
}
