// Passes (subscriptions): one pass as the contract shows it (member, card type, route, card, paid month,
// the month an extension would buy and its price, an order awaiting payment), and the list a counter
// or a renewal campaign reads.
import { addMonths, monthOf, nextPeriod, periodDays, saigonToday } from '@busops/domain';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cardTypes,
  members,
  nfcCards,
  routes,
  subscriptionOrders,
  subscriptionPrices,
  subscriptions,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';
import { memberSearchWhere } from '../customers/member.query.ts';

export type PassBody = SuccessOf<'getSubscription'>;
export const PASS_NOT_FOUND = 'Không tìm thấy vé tháng';

/**
 * The last month the pass holds: its last live (not cancelled) order's month, or its paid month when
 * it was paid before any order here (imported). An extension starts after it.
 */
const lastOrderedMonth = sql<
  string | null
>`greatest((select max(o.period_month) from ${subscriptionOrders} o where o.subscription_id = ${subscriptions.id} and o.status <> 4), to_char(${subscriptions.paidThrough}, 'YYYY-MM'))`;
const openOrder = sql<{
  id: number;
  code: string;
  order_type: number;
  period_month: string | null;
  amount: number;
} | null>`(select json_build_object('id', o.id, 'code', o.code, 'order_type', o.order_type, 'period_month', o.period_month, 'amount', o.amount) from ${subscriptionOrders} o where o.subscription_id = ${subscriptions.id} and o.status = 1 order by o.id desc limit 1)`;

/**
 * The months the pass's paid orders bought (the latest 36, ascending), and whether today's month is one
 * of them: a pass is valid on a day only in a paid month (issue 18), never because a later month is paid.
 */
const paidMonths = sql<
  string[]
>`coalesce((select array_agg(m order by m) from (select o.period_month m from ${subscriptionOrders} o where o.subscription_id = ${subscriptions.id} and o.status in (2, 3) and o.period_month is not null order by o.period_month desc limit 36) pm), '{}')`;
const paidThisMonth = (today: string) =>
  sql<boolean>`exists (select 1 from ${subscriptionOrders} o where o.subscription_id = ${subscriptions.id} and o.status in (2, 3) and o.period_month = ${monthOf(today)})`;

export function selectPasses(db: Executor, today = saigonToday()) {
  return db
    .select({
      pass: subscriptions,
      memberName: members.fullName,
      memberPhone: members.phoneNumber,
      cardTypeName: cardTypes.name,
      routeName: sql<
        string | null
      >`case when ${routes.id} is null then null else ${routes.number} || ' - ' || ${routes.name} end`,
      card: { id: nfcCards.id, uid: nfcCards.uid, cardNumber: nfcCards.cardNumber, status: nfcCards.status },
      lastMonth: lastOrderedMonth,
      openOrder,
      paidMonths,
      validToday: paidThisMonth(today),
    })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .innerJoin(cardTypes, eq(cardTypes.id, subscriptions.cardTypeId))
    .leftJoin(routes, eq(routes.id, subscriptions.routeId))
    .leftJoin(nfcCards, eq(nfcCards.id, subscriptions.cardId));
}

type PassRow = Awaited<ReturnType<ReturnType<typeof selectPasses>['execute']>>[number];

export interface PassKey {
  scope: 'single' | 'multi';
  routeId: number | null;
  multipleRoutesName: string | null;
  cardTypeId: number;
}

/** The price of a month of a pass: the one valid on the month's first day (latest start wins). */
export async function priceOn(db: Executor, key: PassKey, month: string) {
  const day = periodDays(month).from;
  const p = subscriptionPrices;
  const [row] = await db
    .select({ id: p.id, price: p.price, vatIncluded: p.vatIncluded })
    .from(p)
    .where(
      and(
        eq(p.cardTypeId, key.cardTypeId),
        eq(p.scope, key.scope),
        key.scope === 'single'
          ? eq(p.routeId, key.routeId ?? 0)
          : eq(p.multipleRoutesName, key.multipleRoutesName ?? ''),
        lte(p.validFrom, day),
        sql`(${p.validTo} is null or ${p.validTo} >= ${day})`,
      ),
    )
    .orderBy(sql`${p.validFrom} desc`, sql`${p.id} desc`)
    .limit(1);
  return row ?? null;
}

export async function toPassBody(db: Executor, row: PassRow, today = saigonToday()): Promise<PassBody> {
  const s = row.pass;
  const next = nextPeriod(row.lastMonth, today);
  const price = await priceOn(db, s, next);
  return {
    id: s.id,
    member: { id: s.memberId, full_name: row.memberName, phone_number: row.memberPhone },
    card_type_id: s.cardTypeId,
    card_type_name: row.cardTypeName,
    scope: s.scope,
    route_id: s.routeId,
    route_name: row.routeName,
    multiple_routes_name: s.multipleRoutesName,
    card:
      row.card && row.card.id !== null
        ? { id: row.card.id, uid: row.card.uid!, card_number: row.card.cardNumber!, status: row.card.status! }
        : null,
    paid_through: s.paidThrough,
    paid_months: row.paidMonths,
    valid_today: row.validToday,
    next_period: next,
    next_price: price?.price ?? null,
    open_order: row.openOrder
      ? {
          ...row.openOrder,
          order_type: row.openOrder.order_type as 1 | 2 | 3,
          amount: Number(row.openOrder.amount),
        }
      : null,
    created_at: s.createdAt.toISOString(),
  };
}

export async function loadPass(db: Executor, id: number): Promise<PassBody> {
  const [row] = await selectPasses(db).where(eq(subscriptions.id, id));
  if (!row) throw notFound(PASS_NOT_FOUND);
  return toPassBody(db, row);
}

type PassListQuery = QueryOf<'listSubscriptions'>;

export function passListWhere(db: Executor, query: PassListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  const month = query.expiring_month ? periodDays(query.expiring_month) : null;
  return and(
    query.member_id ? eq(subscriptions.memberId, query.member_id) : undefined,
    query.route_id ? eq(subscriptions.routeId, query.route_id) : undefined,
    month ? gte(subscriptions.paidThrough, month.from) : undefined,
    month ? lte(subscriptions.paidThrough, month.to) : undefined,
    // The campaign lists the passes nobody has renewed yet: no live order for a later month.
    month && !query.include_ordered
      ? sql`not exists (select 1 from ${subscriptionOrders} o where o.subscription_id = ${subscriptions.id} and o.status <> 4 and o.period_month >= ${addMonths(query.expiring_month!, 1)})`
      : undefined,
    keyword ? memberSearchWhere(db, keyword) : undefined,
  );
}

export async function listPassesPage(
  db: Executor,
  query: PassListQuery,
): Promise<SuccessOf<'listSubscriptions'>> {
  const where = passListWhere(db, query);
  const today = saigonToday();
  const page = await readPage(
    query,
    (limit, offset) =>
      selectPasses(db, today)
        .where(where)
        .orderBy(asc(subscriptions.paidThrough), asc(members.fullName), asc(subscriptions.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(subscriptions)
        .innerJoin(members, eq(members.id, subscriptions.memberId))
        .where(where);
      return row?.n ?? 0;
    },
  );
  return { items: await Promise.all(page.items.map((row) => toPassBody(db, row, today))), total: page.total };
}
