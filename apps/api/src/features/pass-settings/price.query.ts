// Reading monthly pass prices: the row with its route and card type, one visible price, the list
// criteria, the sort whitelist, one page and the .xlsx export of listSubscriptionPrices. Every executor
// is scoped to the caller's companies (ctx.db, ADR 0009).
import { fold } from '@busops/domain';
import { and, eq, getTableColumns, gte, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { cardTypes, routes, subscriptionPrices } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { exportList } from '../../kit/list-export.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { foldedSql } from '../companies/views.ts';
import { PRICE_EXPORT_COLUMNS, PRICE_NOT_FOUND, type PriceRow, toPriceBody } from './price.fields.ts';

export type PriceListQuery = QueryOf<'listSubscriptionPrices'>;

/** The prices grouped as people read them: scope, route number or multi-route name, card type. */
const routeKey = sql`${subscriptionPrices.scope} || ' ' || coalesce(lpad(${routes.number}, 6, '0'), ${subscriptionPrices.multipleRoutesName}, '') || ' ' || ${cardTypes.code}`;

export const PRICE_SORTS = sortWhitelist(
  subscriptionPrices.id,
  {
    route: { column: routeKey, type: 'text' },
    price: { column: subscriptionPrices.price, type: 'bigint' },
    valid_from: { column: subscriptionPrices.validFrom, type: 'date' },
    created_at: { column: subscriptionPrices.createdAt, type: 'timestamptz' },
  },
  'route',
);

export function selectPrices<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({
      ...getTableColumns(subscriptionPrices),
      routeNumber: routes.number,
      routeName: routes.name,
      cardTypeCode: cardTypes.code,
      cardTypeName: cardTypes.name,
      ...(extra ?? ({} as E)),
    })
    .from(subscriptionPrices)
    .innerJoin(cardTypes, eq(cardTypes.id, subscriptionPrices.cardTypeId))
    .leftJoin(routes, eq(routes.id, subscriptionPrices.routeId));
}

export async function loadVisiblePrice(executor: Executor, id: number): Promise<PriceRow> {
  const [row] = await selectPrices(executor).where(eq(subscriptionPrices.id, id));
  if (!row) throw notFound(PRICE_NOT_FOUND);
  return row;
}

/** Prices valid on `day`: started on or before it and not ended before it. */
export function validOn(day: string): SQL {
  return and(
    lte(subscriptionPrices.validFrom, day),
    or(isNull(subscriptionPrices.validTo), gte(subscriptionPrices.validTo, day)),
  )!;
}

export function priceListWhere(query: PriceListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.scope !== undefined ? eq(subscriptionPrices.scope, query.scope) : undefined,
    query.route_id !== undefined ? eq(subscriptionPrices.routeId, query.route_id) : undefined,
    query.card_type_id !== undefined ? eq(subscriptionPrices.cardTypeId, query.card_type_id) : undefined,
    query.valid_on !== undefined ? validOn(query.valid_on) : undefined,
    keyword
      ? like(
          foldedSql(
            routes.number,
            routes.name,
            subscriptionPrices.multipleRoutesName,
            cardTypes.code,
            cardTypes.name,
          ),
          likePattern(fold(keyword)),
        )
      : undefined,
  );
}

export function listPricesPage(
  executor: Executor,
  query: PriceListQuery,
): Promise<SuccessOf<'listSubscriptionPrices'>> {
  const where = priceListWhere(query);
  return pagedList({
    query,
    sorts: PRICE_SORTS,
    rows: (order, limit, offset) =>
      selectPrices(executor)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await executor
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(subscriptionPrices)
        .innerJoin(cardTypes, eq(cardTypes.id, subscriptionPrices.cardTypeId))
        .leftJoin(routes, eq(routes.id, subscriptionPrices.routeId))
        .where(where);
      return row?.total ?? 0;
    },
    toItem: toPriceBody,
  });
}

export function exportPrices(
  executor: Executor,
  query: PriceListQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const where = priceListWhere(query);
  return exportList(reply, {
    sort: query.sort,
    sorts: PRICE_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectPrices(executor, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'gia-ve-thang',
    sheetName: 'Giá vé tháng',
    columns: PRICE_EXPORT_COLUMNS,
  });
}
