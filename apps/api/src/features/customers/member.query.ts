// Reading members (customers) of the caller's company: one visible member, and the keyword search of
// searchMembers (phone in any form, name without diacritics, or the number or UID of one of the
// member's NFC cards). `db` is scoped to the caller's companies (ADR 0009).
import { fold, normalizeCardUid } from '@busops/domain';
import { and, asc, eq, exists, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, nfcCards } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern, readPage } from '../../http/paging.ts';
import { countRows } from '../count-rows.ts';
import { MEMBER_NOT_FOUND, type MemberRow, toMemberBody } from './member.fields.ts';

/** spec §9: member keyword search asks page 0, size 100. */
export const MEMBER_SEARCH_SIZE = 100;

const PHONE_LIKE = /^[\d\s.+()-]+$/;

/**
 * A phone-like keyword (digits, spaces, dots, +) loses its separators so '0972 000 000' matches;
 * anything else is folded (no diacritics, đ = d, lower case) like the stored search_text.
 */
export function holderKeyword(keyword: string): string {
  const k = keyword.trim();
  return PHONE_LIKE.test(k) ? k.replace(/[\s.()-]/g, '') : fold(k);
}

/** The member holds (or held) a card whose printed number contains the keyword, or whose UID starts with it. */
function cardMatches(executor: Executor, keyword: string): SQL {
  const hex = keyword.replace(/[\s:-]/g, '').toUpperCase();
  const uid = /^[0-9A-F]{4,}$/.test(hex) ? (normalizeCardUid(hex) ?? hex) : null;
  return exists(
    executor
      .select({ one: sql`1` })
      .from(nfcCards)
      .where(
        and(
          eq(nfcCards.memberId, members.id),
          or(
            sql`lower(${nfcCards.cardNumber}) like ${likePattern(fold(keyword))}`,
            uid ? like(nfcCards.uid, `${uid}%`) : undefined,
          ),
        ),
      ),
  );
}

export function memberSearchWhere(executor: Executor, keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  return or(like(members.searchText, likePattern(holderKeyword(k))), cardMatches(executor, k));
}

export async function searchMembersPage(
  executor: Executor,
  query: QueryOf<'searchMembers'>,
): Promise<SuccessOf<'searchMembers'>> {
  const where = memberSearchWhere(executor, query.keyword);
  const { items, total } = await readPage(
    query,
    (limit, offset) =>
      executor
        .select()
        .from(members)
        .where(where)
        .orderBy(asc(members.fullName), asc(members.id))
        .limit(limit)
        .offset(offset),
    () => countRows(executor, members, where),
    MEMBER_SEARCH_SIZE,
  );
  return { items: items.map(toMemberBody), total };
}

/** One member the caller may see; another company's (or a missing one) answers 404. */
export async function loadVisibleMember(executor: Executor, id: number, lock = false): Promise<MemberRow> {
  const base = executor.select().from(members).where(eq(members.id, id));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}
