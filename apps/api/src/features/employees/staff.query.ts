// Reading bus staff: the joined row (company and position names), its contract body, the list
// filters, one page of the list and the keyset cursor used by the export.
import { fold } from '@busops/domain';
import { and, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import { preparedInScope } from '../../access/scoped-db.ts';
import type { Executor } from '../../db/client.ts';
import { UNNAMED } from '../../db/prepared.ts';
import { busStaff, companies, roles } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern, orderBy, pageOf, totalWithoutCount } from '../../http/paging.ts';
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
  licenceExpiresOn: busStaff.licenceExpiresOn,
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
  licenceExpiresOn: string | null;
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
    licence_expires_on: row.licenceExpiresOn,
    deposit_balance: row.depositBalance,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One staff member the caller may see (a scoped executor); others (and missing ones) answer 404. */
export async function loadVisibleStaff(executor: Executor, id: number): Promise<StaffView> {
  const [row] = await selectStaff(executor).where(eq(busStaff.id, id));
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** The list criteria of listBusStaff (tenancy is the scoped executor's): the exact filters, and the keyword match apart. */
export function staffListFilters(query: ListQuery): { filters: SQL | undefined; keyword: SQL | undefined } {
  const keyword = query.keyword?.trim();
  return {
    filters: and(
      query.company_id !== undefined ? eq(busStaff.companyId, query.company_id) : undefined,
      query.role !== undefined ? eq(busStaff.role, query.role) : undefined,
      query.status !== undefined ? eq(busStaff.status, query.status) : undefined,
    ),
    keyword: keyword ? like(busStaff.searchText, likePattern(fold(keyword))) : undefined,
  };
}

/** The list criteria of listBusStaff, as one condition (the export). */
export function staffListWhere(query: ListQuery): SQL | undefined {
  const { filters, keyword } = staffListFilters(query);
  return and(filters, keyword);
}

type ListAnswer = SuccessOf<'listBusStaff'>;

/**
 * How many of the newest rows (in the caller's scope) a newest-first keyword search without total
 * looks through before it sorts every match instead. 1,000 rows cost about a millisecond.
 */
export const KEYWORD_WINDOW = 1000;

/**
 * listBusStaff without export: one page in the asked order, and the total of every page (exact
 * unless `with_total=false`). Every path answers the same rows in the same order as
 * `where <criteria> order by <sort>, id limit .. offset ..`; they differ in how the database finds them:
 *
 * - no keyword: that query as it is (the company/created_at indexes serve the default order), and
 *   `count(*)` next to it.
 * - keyword: left to itself the planner walks the created_at index backwards and filters, which reads
 *   most of the table when the matches are few or old. So the matches are found first, through the
 *   trigram index, in a subquery the planner cannot merge (`offset 0`), then sorted and paged; the exact
 *   total comes from the same scan (`count(*) over ()`).
 * - keyword, newest first, `with_total=false` (the palette): first the newest `window` rows of the
 *   scope are filtered; when they hold more matches than this page needs, those are exactly the
 *   newest matches. Otherwise (few or old matches) every match is sorted as above.
 */
export async function listStaffPage(
  executor: Executor,
  query: ListQuery,
  window = KEYWORD_WINDOW,
): Promise<ListAnswer> {
  const { limit, offset } = pageOf(query);
  const withTotal = query.with_total !== false;
  if (!query.keyword?.trim()) {
    const { page, count, values } = exactPageStatements(executor, query, offset);
    const pageValues = { ...values, limit: withTotal ? limit : limit + 1, offset };
    if (!withTotal) return withoutTotal(await page.execute(pageValues), limit, offset);
    const [rows, [counted]] = await Promise.all([page.execute(pageValues), count.execute(values)]);
    return { items: rows.map(toStaffBody), total: counted?.total ?? 0 };
  }

  const { filters, keyword } = staffListFilters(query);
  const order = staffOrder(query.sort);

  if (!withTotal) {
    if (sortKeyOf(query.sort) === 'created_at' && offset + limit < window / 4) {
      const newest = executor
        .select(staffTableColumns)
        .from(busStaff)
        .where(filters)
        .orderBy(...order)
        .limit(window)
        .as('bus_staff');
      const rows = await selectStaffFrom(executor, newest)
        .where(keyword)
        .orderBy(...order)
        .limit(limit + 1)
        .offset(offset);
      if (rows.length > limit) return withoutTotal(rows, limit, offset);
    }
    const rows = await selectStaffFrom(executor, fenced(executor, and(filters, keyword)))
      .orderBy(...order)
      .limit(limit + 1)
      .offset(offset);
    return withoutTotal(rows, limit, offset);
  }

  const counted = fenced(executor, and(filters, keyword), {
    total: sql<number>`count(*) over ()`.as('total'),
  });
  const rows = await selectStaffFrom(executor, counted, {
    total: sql<number>`${counted.total}`.mapWith(Number),
  })
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  if (first) return { items: rows.map(toStaffBody), total: first.total };
  // A page past the last match: no row carries the total.
  const total = offset === 0 ? 0 : await countRows(executor, busStaff, and(filters, keyword));
  return { items: [], total };
}

/**
 * The page and count statements of a list without keyword (the grid's every call), built once per
 * scope (preparedInScope) and shape: which exact filters are present, the sort and whether there is an
 * offset. The same SQL as building the query each time (`offset` only after the first page, as
 * drizzle writes it); only the values change between calls. Building the SQL text of this join was
 * half of the API's own CPU on the list (docs/benchmarks.md, "API throughput").
 */
function exactPageStatements(executor: Executor, query: ListQuery, offset: number) {
  const has = (value: unknown) => (value === undefined ? '-' : '+');
  const sort = `${(query.sort ?? DEFAULT_STAFF_SORT).startsWith('-') ? '-' : ''}${sortKeyOf(query.sort)}`;
  const shape = `staff.page:${has(query.company_id)}${has(query.role)}${has(query.status)}:${sort}:${offset > 0}`;
  const statements = preparedInScope(executor, shape, () => {
    const filters = and(
      query.company_id !== undefined ? eq(busStaff.companyId, sql.placeholder('companyId')) : undefined,
      query.role !== undefined ? eq(busStaff.role, sql.placeholder('role')) : undefined,
      query.status !== undefined ? eq(busStaff.status, sql.placeholder('status')) : undefined,
    );
    const page = selectStaff(executor)
      .where(filters)
      .orderBy(...staffOrder(sort))
      .limit(sql.placeholder('limit'));
    return {
      page: (offset > 0 ? page.offset(sql.placeholder('offset')) : page).prepare(UNNAMED),
      count: executor
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(busStaff)
        .where(filters)
        .prepare(UNNAMED),
    };
  });
  return { ...statements, values: { companyId: query.company_id, role: query.role, status: query.status } };
}

/** The bus_staff columns a StaffView needs, and search_text for filtering a subquery by keyword. */
const { searchText: _searchText, ...staffViewColumns } = getTableColumns(busStaff);
const staffTableColumns = { ...staffViewColumns, searchText: busStaff.searchText };

/**
 * `(select <bus_staff columns> from bus_staff where <where> offset 0) as bus_staff`. A subquery with
 * OFFSET is planned on its own (PostgreSQL neither merges it nor pushes the outer ORDER BY ... LIMIT
 * into it), so the matches are found by the best index for `where` alone. Its alias is the table's
 * name, so staffColumns, staffOrder and the joins of selectStaff apply to it unchanged.
 */
function fenced<E extends Record<string, SQL.Aliased>>(
  executor: Executor,
  where: SQL | undefined,
  extra?: E,
) {
  return executor
    .select({ ...staffViewColumns, ...(extra ?? ({} as E)) })
    .from(busStaff)
    .where(where)
    .offset(sql`0` as unknown as number)
    .as('bus_staff');
}

/** selectStaff over a subquery aliased `bus_staff` (see fenced). */
function selectStaffFrom<E extends Record<string, SQL.Aliased | SQL>>(
  executor: Executor,
  source: ReturnType<typeof fenced>,
  extra?: E,
) {
  return executor
    .select({ ...staffColumns, ...(extra ?? ({} as E)) })
    .from(source)
    .innerJoin(companies, eq(companies.id, busStaff.companyId))
    .leftJoin(roles, eq(roles.id, busStaff.roleId));
}

/** `with_total=false`: `limit + 1` rows were read, the last one only to tell whether more follow. */
function withoutTotal(rows: StaffView[], limit: number, offset: number): ListAnswer {
  const items = rows.slice(0, limit).map(toStaffBody);
  return { items, total: totalWithoutCount(offset, items.length, rows.length > limit) };
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
