// Tenancy decisions that are not a query: may the caller see a company id, and which company a new
// row gets. Queries are limited by the scoped database (access/scoped-db.ts, ADR 0009), not by hand.
import { notFound } from '../http/errors.ts';
import type { Principal } from './principal.ts';

export function canSeeCompany(principal: Principal, companyId: number | null): boolean {
  if (principal.companyIds === 'all') return true;
  return companyId !== null && principal.companyIds.includes(companyId);
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
