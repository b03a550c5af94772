// Reading card types: the row with its number of prices, one visible record, the list criteria, the
// sort whitelist, one page and the .xlsx export of listCardTypes. Every executor is scoped to the
// caller's companies (ctx.db, ADR 0009).
import { fold } from '@busops/domain';
import { and, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { cardTypes, subscriptionPrices } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { exportList } from '../../kit/list-export.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { foldedSql } from '../companies/views.ts';
import { countRows } from '../count-rows.ts';
import {
  CARD_TYPE_EXPORT_COLUMNS,
  CARD_TYPE_NOT_FOUND,
  type CardTypeRow,
  toCardTypeBody,
} from './card-type.fields.ts';

export type CardTypeListQuery = QueryOf<'listCardTypes'>;

export const CARD_TYPE_SORTS = sortWhitelist(
  cardTypes.id,
  {
    code: { column: cardTypes.code, type: 'text' },
    name: { column: cardTypes.name, type: 'text' },
    card_fee: { column: cardTypes.cardFee, type: 'bigint' },
    created_at: { column: cardTypes.createdAt, type: 'timestamptz' },
  },
  'code',
);

/** The number of prices naming the outer row's card type (a correlated subquery, qualified columns). */
const priceCount = (executor: Executor) =>
  sql<number>`(${executor
    .select({ n: sql`count(*)` })
    .from(subscriptionPrices)
    .where(eq(subscriptionPrices.cardTypeId, cardTypes.id))})`.mapWith(Number);

export function selectCardTypes<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({ ...getTableColumns(cardTypes), prices: priceCount(executor), ...(extra ?? ({} as E)) })
    .from(cardTypes);
}

export async function loadVisibleCardType(executor: Executor, id: number): Promise<CardTypeRow> {
  const [row] = await selectCardTypes(executor).where(eq(cardTypes.id, id));
  if (!row) throw notFound(CARD_TYPE_NOT_FOUND);
  return row;
}

export function cardTypeListWhere(query: CardTypeListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.enabled !== undefined ? eq(cardTypes.enabled, query.enabled) : undefined,
    keyword
      ? like(foldedSql(cardTypes.code, cardTypes.name, cardTypes.description), likePattern(fold(keyword)))
      : undefined,
  );
}

export function listCardTypesPage(
  executor: Executor,
  query: CardTypeListQuery,
): Promise<SuccessOf<'listCardTypes'>> {
  const where = cardTypeListWhere(query);
  return pagedList({
    query,
    sorts: CARD_TYPE_SORTS,
    rows: (order, limit, offset) =>
      selectCardTypes(executor)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(executor, cardTypes, where),
    toItem: toCardTypeBody,
  });
}

export function exportCardTypes(
  executor: Executor,
  query: CardTypeListQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const where = cardTypeListWhere(query);
  return exportList(reply, {
    sort: query.sort,
    sorts: CARD_TYPE_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectCardTypes(executor, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'loai-the',
    sheetName: 'Loại thẻ',
    columns: CARD_TYPE_EXPORT_COLUMNS,
  });
}
