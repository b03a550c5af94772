// Reading vehicles: the row with its company name, one visible record, the list criteria, the sort
// whitelist and one page of listVehicles. Every executor here is scoped to the caller's companies
// (ctx.db, ADR 0009): another company's rows are simply not there.
import { addDays, EXPIRING_WITHIN_DAYS, fold, saigonToday } from '@busops/domain';
import { type AnyColumn, and, eq, getTableColumns, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { naturalKey, sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { toVehicleBody, VEHICLE_NOT_FOUND, type VehicleRow } from './vehicle.fields.ts';

export type VehicleListQuery = QueryOf<'listVehicles'>;

// Nullable sort keys are coalesced so the export's keyset cursor stays total: a vehicle without fleet
// number sorts first, one without a document date last (ascending).
const NO_DATE = sql`'9999-12-31'::date`;
const dateKey = (column: AnyColumn) => sql`coalesce(${column}, ${NO_DATE})`;

/** The `sort` enum of listVehicles. */
export const VEHICLE_SORTS = sortWhitelist(
  vehicles.id,
  {
    plate: { column: vehicles.plate, type: 'text' },
    fleet_number: { column: naturalKey(sql`coalesce(${vehicles.fleetNumber}, '')`), type: 'text' },
    inspection_expires_on: { column: dateKey(vehicles.inspectionExpiresOn), type: 'date' },
    badge_expires_on: { column: dateKey(vehicles.badgeExpiresOn), type: 'date' },
    insurance_expires_on: { column: dateKey(vehicles.insuranceExpiresOn), type: 'date' },
    created_at: { column: vehicles.createdAt, type: 'timestamptz' },
  },
  '-created_at',
);

/** select <vehicles columns>, company name from vehicles join companies, with extra columns when asked. */
export function selectVehicles<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({ ...getTableColumns(vehicles), companyName: companies.name, ...(extra ?? ({} as E)) })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId));
}

/** One vehicle the caller may see; others (and missing ones) answer 404. */
export async function loadVisibleVehicle(executor: Executor, id: number): Promise<VehicleRow> {
  const [row] = await selectVehicles(executor).where(eq(vehicles.id, id));
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  return row;
}

const DOCUMENT_DATES = [vehicles.inspectionExpiresOn, vehicles.badgeExpiresOn, vehicles.insuranceExpiresOn];

/**
 * `document_expiry`: a document whose last valid day is before today (expired), or at most 30 days
 * after today (within_30_days, expired included), today being the day in Asia/Ho_Chi_Minh.
 */
function documentExpiryWhere(filter: VehicleListQuery['document_expiry'], today: string): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'expired') return or(...DOCUMENT_DATES.map((column) => lt(column, today)));
  const limit = addDays(today, EXPIRING_WITHIN_DAYS);
  return or(...DOCUMENT_DATES.map((column) => lte(column, limit)));
}

/** The criteria of listVehicles, as one condition (pages and export). */
export function vehicleListWhere(query: VehicleListQuery, today: string = saigonToday()): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.company_id !== undefined ? eq(vehicles.companyId, query.company_id) : undefined,
    query.status !== undefined ? eq(vehicles.status, query.status) : undefined,
    query.fuel !== undefined ? eq(vehicles.fuel, query.fuel) : undefined,
    documentExpiryWhere(query.document_expiry, today),
    keyword ? like(vehicles.searchText, likePattern(fold(keyword))) : undefined,
  );
}

export function listVehiclesPage(
  executor: Executor,
  query: VehicleListQuery,
): Promise<SuccessOf<'listVehicles'>> {
  const where = vehicleListWhere(query);
  return pagedList({
    query,
    sorts: VEHICLE_SORTS,
    rows: (order, limit, offset) =>
      selectVehicles(executor)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(executor, vehicles, where),
    toItem: (row) => toVehicleBody(row),
  });
}
