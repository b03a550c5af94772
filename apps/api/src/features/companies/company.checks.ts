// What every company operation checks first: the company is visible to the caller, only the super
// company itself creates companies, codes and tax codes stay unique.
import { toInternationalPhone } from '@busops/sdk';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { unscoped } from '../../access/scoped-db.ts';
import { canSeeCompany } from '../../access/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';

export const COMPANY_NOT_FOUND = 'Không tìm thấy công ty';

/** A company row the caller may see (a scoped executor: its own id is its company), else 404. */
export async function visibleCompany(executor: Executor, id: number) {
  const [row] = await executor.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/** Creating companies is the super company's own business (not a super user working in a member company). */
export function assertActingAsSuperCompany(principal: Principal): void {
  if (!canSeeCompany(principal, principal.superCompanyId) || principal.companyIds !== 'all')
    throw forbidden();
}

export async function assertUniqueCodes(
  executor: Executor,
  values: { code?: string; taxCode?: string | null },
  exceptId: number | null,
): Promise<void> {
  // Codes are unique over every company, also those a super user working in one company does not see.
  const everyCompany = unscoped(executor);
  const others = exceptId === null ? undefined : ne(companies.id, exceptId);
  if (values.code !== undefined) {
    const [dup] = await everyCompany
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`lower(${companies.code}) = lower(${values.code})`, others))
      .limit(1);
    if (dup) throw conflict('Mã công ty đã tồn tại');
  }
  if (values.taxCode) {
    const [dup] = await everyCompany
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.taxCode, values.taxCode), others))
      .limit(1);
    if (dup) throw conflict('Mã số thuế đã được sử dụng bởi công ty khác');
  }
}

export const phoneOrNull = (phone: string | null | undefined) => (phone ? toInternationalPhone(phone) : null);
