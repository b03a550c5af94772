// Tenancy in one place: which company rows a principal may see, and which company a new row gets.
// Handlers never compare company ids by hand; they call these.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors.ts';
import type { Principal } from './principal.ts';

/** A WHERE condition limiting `column` (a company_id) to the caller's companies; undefined = all. */
export function companyFilter(principal: Principal, column: PgColumn): SQL | undefined {
  if (principal.companyIds === 'all') return undefined;
  if (principal.companyIds.length === 0) return sql`false`;
  return inArray(column, principal.companyIds);
}

/**
 * companyFilter for a statement built once per shape (db/prepared.ts): `where()` builds the same
 * condition with the placeholders `company0`, `company1`... in place of the ids (called only when the
 * statement is built); `shape` tells the statements apart and `values` fills the placeholders.
 */
export function companyFilterPlaceholders(
  principal: Principal,
  column: PgColumn,
): { shape: string; where: () => SQL | undefined; values: Record<string, number> } {
  const ids = principal.companyIds;
  if (ids === 'all') return { shape: 'all', where: () => undefined, values: {} };
  if (ids.length === 0) return { shape: 'none', where: () => sql`false`, values: {} };
  const values: Record<string, number> = {};
  for (const [i, id] of ids.entries()) values[`company${i}`] = id;
  return {
    shape: `in${ids.length}`,
    where: () =>
      inArray(
        column,
        ids.map((_, i) => sql.placeholder(`company${i}`)),
      ),
    values,
  };
}

export function canSeeCompany(principal: Principal, companyId: number | null): boolean {
  if (principal.companyIds === 'all') return true;
  return companyId !== null && principal.companyIds.includes(companyId);
}

/** Records of another company answer 404: their existence is not revealed. */
export function assertVisible<T extends { companyId: number | null }>(
  principal: Principal,
  row: T | undefined,
  message?: string,
): T {
  if (!row || !canSeeCompany(principal, row.companyId)) throw notFound(message);
  return row;
}

/** The company a created record belongs to: the caller's own, or (super company) the one asked for. */
export function targetCompanyId(principal: Principal, requested: number | null | undefined): number {
  if (requested !== undefined && requested !== null) {
    if (!canSeeCompany(principal, requested)) throw notFound('Không tìm thấy công ty');
    return requested;
  }
  const own = principal.currentCompanyId;
  if (own === null) throw notFound('Không tìm thấy công ty');
  return own;
}
