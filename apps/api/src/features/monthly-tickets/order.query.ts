// listSubscriptionOrders / listMemberSubscriptionOrders: the criteria of a counter (type, status, day,
// month, route, card type, keyword), one page with the money totals of every matching order, all in the
// database (the totals are one aggregate over the same criteria, not a sum of the page).
import { TIME_ZONE } from '@busops/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { members, subscriptionOrders, subscriptions } from '../../db/schema/index.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { loadVisibleMember, memberSearchWhere } from '../customers/member.query.ts';
import { assertRealDay } from '../real-day.ts';
import { selectOrders, toOrderBody } from './order.select.ts';

export type OrderListQuery = QueryOf<'listSubscriptionOrders'>;
type OrderPage = SuccessOf<'listSubscriptionOrders'>;

export const ORDER_SORTS = sortWhitelist(
  subscriptionOrders.id,
  { created_at: { column: subscriptionOrders.createdAt, type: 'timestamptz' } },
  '-created_at',
);

/** The instant an Asia/Ho_Chi_Minh day starts, so a day filter stays a range on the indexed column. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${TIME_ZONE}`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${TIME_ZONE}`;

/** The list's criteria; a keyword is an order code, or the member as the customer search finds them. */
export function orderListWhere(db: Executor, query: OrderListQuery): SQL | undefined {
  assertRealDay(query.date_from, 'date_from', 'Từ ngày');
  assertRealDay(query.date_to, 'date_to', 'Đến ngày');
  const keyword = query.keyword?.trim();
  return and(
    eq(subscriptionOrders.orderType, query.order_type ?? 1),
    query.status ? eq(subscriptionOrders.status, query.status) : undefined,
    query.date_from ? sql`${subscriptionOrders.createdAt} >= ${dayStart(query.date_from)}` : undefined,
    query.date_to ? sql`${subscriptionOrders.createdAt} < ${dayEnd(query.date_to)}` : undefined,
    query.period_month ? eq(subscriptionOrders.periodMonth, query.period_month) : undefined,
    query.route_id ? eq(subscriptions.routeId, query.route_id) : undefined,
    query.card_type_id ? eq(subscriptions.cardTypeId, query.card_type_id) : undefined,
    keyword
      ? or(eq(subscriptionOrders.code, keyword.toUpperCase()), memberSearchWhere(db, keyword))
      : undefined,
  );
}

/** One page of orders, newest first. */
const orderRows = (db: Db, where: SQL | undefined, limit: number, offset: number) =>
  selectOrders(db)
    .where(where)
    .orderBy(...ORDER_SORTS.order(undefined))
    .limit(limit)
    .offset(offset);

export async function listOrdersPage(db: Db, query: OrderListQuery): Promise<OrderPage> {
  const where = orderListWhere(db, query);
  // The totals are read in any case (the counter shows them); the page's count is taken from them. Both
  // are awaited together, so a failing page never leaves the totals' failure unhandled.
  const totals = orderTotals(db, where);
  const [page, sums] = await Promise.all([
    readPage(
      query,
      (limit, offset) => orderRows(db, where, limit, offset),
      async () => {
        const t = await totals;
        return t.count + t.cancelled_count;
      },
    ),
    totals,
  ]);
  return { items: page.items.map(toOrderBody), total: page.total, totals: sums };
}

/** Count and money of every order matching `where`, in one aggregate. */
async function orderTotals(db: Db, where: SQL | undefined): Promise<OrderPage['totals']> {
  const o = subscriptionOrders;
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where ${o.status} <> 4)`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${o.status} = 4)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${o.amount}) filter (where ${o.status} <> 4), 0)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${o.amount}) filter (where ${o.status} in (2, 3)), 0)`.mapWith(Number),
      unpaid: sql<number>`coalesce(sum(${o.amount}) filter (where ${o.status} = 1), 0)`.mapWith(Number),
    })
    .from(o)
    .innerJoin(members, eq(members.id, o.memberId))
    .innerJoin(subscriptions, eq(subscriptions.id, o.subscriptionId))
    .where(where);
  return {
    count: row?.count ?? 0,
    cancelled_count: row?.cancelled ?? 0,
    amount: row?.amount ?? 0,
    paid_amount: row?.paid ?? 0,
    unpaid_amount: row?.unpaid ?? 0,
  };
}

export async function listMemberOrders(
  db: Db,
  memberId: number,
  query: QueryOf<'listMemberSubscriptionOrders'>,
): Promise<SuccessOf<'listMemberSubscriptionOrders'>> {
  await loadVisibleMember(db, memberId);
  const where = and(
    eq(subscriptionOrders.memberId, memberId),
    eq(subscriptionOrders.orderType, query.order_type ?? 1),
  );
  const page = await readPage(
    query,
    (limit, offset) => orderRows(db, where, limit, offset),
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(subscriptionOrders)
        .where(where);
      return row?.n ?? 0;
    },
    100,
  );
  return { items: page.items.map(toOrderBody), total: page.total };
}
