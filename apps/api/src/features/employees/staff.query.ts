// Reading bus staff: the joined row (company and position names), its contract body, the list
// filters, one page of the list and the keyset cursor used by the export.
import { fold } from '@busops/domain';
import { and, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { assertVisible, companyFilter } from '../../access/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { busStaff, companies, roles } from '../../db/schema/index.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern, orderBy, pageOf } from '../../http/paging.ts';
import { countRows } from '../count-rows.ts';

export type BusStaffBody = SuccessOf<'getBusStaff'>;
type ListQuery = QueryOf<'listBusStaff'>;
type Role = BusStaffBody['role'];

export const STAFF_NOT_FOUND = 'Không tìm thấy nhân viên';

export const staffColumns = {
  id: busStaff.id,
  userId: busStaff.userId,
  companyId: busStaff.companyId,
  companyName: companies.name,
  phoneNumber: busStaff.phoneNumber,
  fullName: busStaff.fullName,
  email: busStaff.email,
  staffCode: busStaff.staffCode,
  role: busStaff.role,
  roleId: busStaff.roleId,
  roleName: roles.name,
  status: busStaff.status,
  depositBalance: busStaff.depositBalance,
  createdAt: busStaff.createdAt,
  updatedAt: busStaff.updatedAt,
};

export interface StaffView {
  id: number;
  userId: number;
  companyId: number;
  companyName: string;
  phoneNumber: string;
  fullName: string;
  email: string | null;
  staffCode: string | null;
  role: number;
  roleId: number | null;
  roleName: string | null;
  status: 'active' | 'inactive';
  depositBalance: number;
  createdAt: Date;
  updatedAt: Date;
}

/** select ... from bus_staff join companies left join roles, with extra columns when asked. */
export function selectStaff<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({ ...staffColumns, ...(extra ?? ({} as E)) })
    .from(busStaff)
    .innerJoin(companies, eq(companies.id, busStaff.companyId))
    .leftJoin(roles, eq(roles.id, busStaff.roleId));
}

export function toStaffBody(row: StaffView): BusStaffBody {
  return {
    id: row.id,
    user_id: row.userId,
    company_id: row.companyId,
    company_name: row.companyName,
    phone_number: row.phoneNumber,
    full_name: row.fullName,
    email: row.email,
    staff_code: row.staffCode,
    role: row.role as Role,
    role_id: row.roleId,
    role_name: row.roleName,
    status: row.status,
    deposit_balance: row.depositBalance,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One staff member the caller may see; others (and missing ones) answer 404. */
export async function loadVisibleStaff(
  executor: Executor,
  principal: Principal,
  id: number,
): Promise<StaffView> {
  const [row] = await selectStaff(executor).where(eq(busStaff.id, id));
  return assertVisible(principal, row, STAFF_NOT_FOUND);
}

/** Tenancy + the list criteria of listBusStaff (shared by the page and the export). */
export function staffListWhere(principal: Principal, query: ListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    companyFilter(principal, busStaff.companyId),
    query.company_id !== undefined ? eq(busStaff.companyId, query.company_id) : undefined,
    keyword ? like(busStaff.searchText, likePattern(fold(keyword))) : undefined,
    query.role !== undefined ? eq(busStaff.role, query.role) : undefined,
    query.status !== undefined ? eq(busStaff.status, query.status) : undefined,
  );
}

/** listBusStaff without export: one page in the asked order, and the total of every page. */
export async function listStaffPage(
  executor: Executor,
  principal: Principal,
  query: ListQuery,
): Promise<SuccessOf<'listBusStaff'>> {
  const where = staffListWhere(principal, query);
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    selectStaff(executor)
      .where(where)
      .orderBy(...staffOrder(query.sort))
      .limit(limit)
      .offset(offset),
    countRows(executor, busStaff, where),
  ]);
  return { items: rows.map(toStaffBody), total };
}

/** Sortable columns and their SQL type (the keyset cursor travels as text and is cast back). */
const SORTS = {
  full_name: { column: busStaff.fullName, type: 'text' },
  phone_number: { column: busStaff.phoneNumber, type: 'text' },
  created_at: { column: busStaff.createdAt, type: 'timestamptz' },
  role: { column: busStaff.role, type: 'integer' },
  deposit_balance: { column: busStaff.depositBalance, type: 'bigint' },
} as const;
type SortKey = keyof typeof SORTS;

export const DEFAULT_STAFF_SORT = '-created_at';

export function staffOrder(sort: string | undefined): SQL[] {
  const columns = Object.fromEntries(Object.entries(SORTS).map(([k, v]) => [k, v.column])) as Record<
    SortKey,
    (typeof SORTS)[SortKey]['column']
  >;
  return orderBy<SortKey>(sort ?? DEFAULT_STAFF_SORT, columns, 'created_at', busStaff.id);
}

export interface StaffCursor {
  key: string;
  id: number;
}

/** The text form of the sort column, selected with each export row to continue after it. */
export function staffSortKey(sort: string | undefined): SQL<string> {
  const { column } = SORTS[sortKeyOf(sort)];
  return sql<string>`${column}::text`;
}

/** Rows after `cursor` in the order of `staffOrder(sort)`: (key, id) > (last key, last id). */
export function staffAfter(sort: string | undefined, cursor: StaffCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const { column, type } = SORTS[sortKeyOf(sort)];
  const descending = (sort ?? DEFAULT_STAFF_SORT).startsWith('-');
  const value = sql`cast(${cursor.key} as ${sql.raw(type)})`;
  return descending
    ? sql`(${column}, ${busStaff.id}) < (${value}, ${cursor.id})`
    : sql`(${column}, ${busStaff.id}) > (${value}, ${cursor.id})`;
}

function sortKeyOf(sort: string | undefined): SortKey {
  const key = (sort ?? DEFAULT_STAFF_SORT).replace(/^-/, '');
  return (key in SORTS ? key : 'created_at') as SortKey;
}
