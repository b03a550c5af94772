// Row -> contract shapes shared by the companies and permissions features, and the folded-text SQL
// used by keyword searches on tables without a stored search_text.
import { fold } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { type AnyColumn, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { busStaff, companies, roles } from '../../db/schema/index.ts';

export type CompanyView = components['schemas']['Company'];
export type BusStaffView = components['schemas']['BusStaff'];
type CompanyRow = typeof companies.$inferSelect;
type StaffRow = typeof busStaff.$inferSelect;

// Through the executor like every other read (a scoped one limits them too); the alias keeps the
// subquery's columns apart from the outer companies row they are correlated to.
const staffOf = alias(busStaff, 's');

/** staff_count of a company, as a correlated subquery. */
export const staffCountSql = (executor: Executor) =>
  sql<number>`(${executor.select({ n: count() }).from(staffOf).where(eq(staffOf.companyId, companies.id))})`.mapWith(
    Number,
  );

/** admin_name of a company, as a correlated subquery. */
export const adminNameSql = (executor: Executor) =>
  sql<string | null>`(${executor
    .select({ name: staffOf.fullName })
    .from(staffOf)
    .where(eq(staffOf.id, companies.adminId))})`;

export function companyView(
  row: CompanyRow,
  extra: { staffCount: number; adminName: string | null },
): CompanyView {
  return {
    id: row.id,
    name: row.name,
    short_name: row.shortName,
    code: row.code,
    tax_code: row.taxCode,
    address: row.address,
    phone_number: row.phoneNumber,
    email: row.email,
    is_super: row.isSuper,
    admin_id: row.adminId,
    admin_name: extra.adminName,
    staff_count: extra.staffCount,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One company with its staff count and admin name, or undefined. */
export async function loadCompany(executor: Executor, id: number): Promise<CompanyView | undefined> {
  const [row] = await executor
    .select({ company: companies, staffCount: staffCountSql(executor), adminName: adminNameSql(executor) })
    .from(companies)
    .where(eq(companies.id, id));
  return row ? companyView(row.company, row) : undefined;
}

/** The contract's BusStaff, with its company and position names. */
export async function loadStaffView(executor: Executor, id: number): Promise<BusStaffView | undefined> {
  const [row] = await executor
    .select({ staff: busStaff, companyName: companies.name, roleName: roles.name })
    .from(busStaff)
    .innerJoin(companies, eq(companies.id, busStaff.companyId))
    .leftJoin(roles, eq(roles.id, busStaff.roleId))
    .where(eq(busStaff.id, id));
  return row ? staffView(row.staff, row.companyName, row.roleName) : undefined;
}

export function staffView(row: StaffRow, companyName: string, roleName: string | null): BusStaffView {
  return {
    id: row.id,
    user_id: row.userId,
    company_id: row.companyId,
    company_name: companyName,
    phone_number: row.phoneNumber,
    full_name: row.fullName,
    email: row.email,
    staff_code: row.staffCode,
    role: row.role as BusStaffView['role'],
    role_id: row.roleId,
    role_name: roleName,
    status: row.status,
    licence_expires_on: row.licenceExpiresOn,
    deposit_balance: row.depositBalance,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// Vietnamese letters with diacritics (both cases) and what `fold` makes of each: SQL translate()
// then folds a column the way the keyword was folded, on PostgreSQL and PGlite alike.
const VOWELS = ['a', 'ă', 'â', 'e', 'ê', 'i', 'o', 'ô', 'ơ', 'u', 'ư', 'y'];
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];
const LETTERS = [
  ...new Set(
    [...VOWELS.flatMap((v) => TONES.map((t) => `${v}${t}`.normalize('NFC'))), 'đ'].flatMap((c) => [
      c,
      c.toUpperCase(),
    ]),
  ),
].filter((c) => c.length === 1 && fold(c) !== c);
const FROM = LETTERS.join('');
const TO = LETTERS.map((c) => fold(c)).join('');

/** lower(unaccented text) of the given columns joined by spaces, comparable to fold(keyword). */
export function foldedSql(...columns: Array<AnyColumn | SQL>): SQL<string> {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql<string>`lower(translate(${joined}, ${FROM}, ${TO}))`;
}
