// Reading NFC cards of the caller's company: one visible card, the list criteria (keyword on UID,
// printed number, holder's phone or name; status; linked; one member's cards), its sort whitelist and
// one page of listNfcCards. Every executor here is scoped to the caller's companies (ADR 0009).
import { fold } from '@busops/domain';
import { and, eq, exists, getTableColumns, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, nfcCards } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { holderKeyword, loadVisibleMember } from './member.query.ts';
import { CARD_NOT_FOUND, type NfcCardRow, toNfcCardBody } from './nfc-card.fields.ts';

export type NfcCardListQuery = QueryOf<'listNfcCards'>;

export const NFC_CARD_SORTS = sortWhitelist(
  nfcCards.id,
  {
    card_number: { column: nfcCards.cardNumber, type: 'text' },
    uid: { column: nfcCards.uid, type: 'text' },
    created_at: { column: nfcCards.createdAt, type: 'timestamptz' },
  },
  '-created_at',
);

/** select <nfc_cards columns>, holder's phone and name from nfc_cards left join members. */
export function selectNfcCards<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({
      ...getTableColumns(nfcCards),
      memberPhone: members.phoneNumber,
      memberName: members.fullName,
      ...(extra ?? ({} as E)),
    })
    .from(nfcCards)
    .leftJoin(members, eq(members.id, nfcCards.memberId));
}

/** One card the caller may see; another company's (or a missing one) answers 404. */
export async function loadVisibleCard(executor: Executor, id: number): Promise<NfcCardRow> {
  const [row] = await selectNfcCards(executor).where(eq(nfcCards.id, id));
  if (!row) throw notFound(CARD_NOT_FOUND);
  return row;
}

function keywordWhere(executor: Executor, keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const hex = k.replace(/[\s:-]/g, '').toUpperCase();
  return or(
    /^[0-9A-F]+$/.test(hex) ? like(nfcCards.uid, likePattern(hex)) : undefined,
    sql`lower(${nfcCards.cardNumber}) like ${likePattern(fold(k))}`,
    exists(
      executor
        .select({ one: sql`1` })
        .from(members)
        .where(
          and(eq(members.id, nfcCards.memberId), like(members.searchText, likePattern(holderKeyword(k)))),
        ),
    ),
  );
}

export function nfcCardListWhere(executor: Executor, query: NfcCardListQuery): SQL | undefined {
  return and(
    keywordWhere(executor, query.keyword),
    query.status !== undefined ? eq(nfcCards.status, query.status) : undefined,
    query.linked === true
      ? isNotNull(nfcCards.memberId)
      : query.linked === false
        ? isNull(nfcCards.memberId)
        : undefined,
    query.member_id !== undefined ? eq(nfcCards.memberId, query.member_id) : undefined,
  );
}

export async function listNfcCardsPage(
  executor: Executor,
  query: NfcCardListQuery,
): Promise<SuccessOf<'listNfcCards'>> {
  if (query.member_id !== undefined) await loadVisibleMember(executor, query.member_id);
  const where = nfcCardListWhere(executor, query);
  return pagedList({
    query,
    sorts: NFC_CARD_SORTS,
    rows: (order, limit, offset) =>
      selectNfcCards(executor)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(executor, nfcCards, where),
    toItem: toNfcCardBody,
  });
}
