// Reading vehicles: the row with its company name, one visible record, the list criteria, the sort
// whitelist and one page of listVehicles. Every executor here is scoped to the caller's companies
// (ctx.db, ADR 0009): another company's rows are simply not there.
import { fold } from '@busops/domain';
import { and, eq, getTableColumns, like, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { toVehicleBody, VEHICLE_NOT_FOUND, type VehicleRow } from './vehicle.fields.ts';

export type VehicleListQuery = QueryOf<'listVehicles'>;

/** The `sort` enum of listVehicles. */
export const VEHICLE_SORTS = sortWhitelist(
  vehicles.id,
  {
    plate: { column: vehicles.plate, type: 'text' },
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

/** The criteria of listVehicles, as one condition (pages and export). */
export function vehicleListWhere(query: VehicleListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.company_id !== undefined ? eq(vehicles.companyId, query.company_id) : undefined,
    query.status !== undefined ? eq(vehicles.status, query.status) : undefined,
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
    toItem: toVehicleBody,
  });
}
