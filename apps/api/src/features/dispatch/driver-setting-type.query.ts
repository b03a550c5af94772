// Reading roster types (driver-setting-types): the row with its company name, one visible record, the list criteria, the sort
// whitelist and one page of listDriverSettingTypes. Every executor here is scoped to the caller's companies
// (ctx.db, ADR 0009): another company's rows are simply not there.
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, driverSettings, driverSettingTypes } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import {
  DRIVER_SETTING_TYPE_NOT_FOUND,
  type DriverSettingTypeRow,
  toDriverSettingTypeBody,
} from './driver-setting-type.fields.ts';

export type DriverSettingTypeListQuery = QueryOf<'listDriverSettingTypes'>;

/** The `sort` enum of listDriverSettingTypes. */
export const DRIVER_SETTING_TYPE_SORTS = sortWhitelist(
  driverSettingTypes.id,
  {
    name: { column: driverSettingTypes.name, type: 'text' },
    created_at: { column: driverSettingTypes.createdAt, type: 'timestamptz' },
  },
  '-created_at',
);

/** select <driver_setting_types columns>, company name from driver_setting_types join companies, with extra columns when asked. */
export function selectDriverSettingTypes<E extends Record<string, SQL.Aliased | SQL>>(
  executor: Executor,
  extra?: E,
) {
  return executor
    .select({
      ...getTableColumns(driverSettingTypes),
      companyName: companies.name,
      // How many crews use the type: shown on the screen, and why a delete is refused.
      crews:
        sql<number>`(select count(*) from ${driverSettings} where ${driverSettings.typeId} = ${driverSettingTypes.id})`.mapWith(
          Number,
        ),
      ...(extra ?? ({} as E)),
    })
    .from(driverSettingTypes)
    .innerJoin(companies, eq(companies.id, driverSettingTypes.companyId));
}

/** One driver-setting-type the caller may see; others (and missing ones) answer 404. */
export async function loadVisibleDriverSettingType(
  executor: Executor,
  id: number,
): Promise<DriverSettingTypeRow> {
  const [row] = await selectDriverSettingTypes(executor).where(eq(driverSettingTypes.id, id));
  if (!row) throw notFound(DRIVER_SETTING_TYPE_NOT_FOUND);
  return row;
}

/** The criteria of listDriverSettingTypes, as one condition (pages and export). */
export function driverSettingTypeListWhere(query: DriverSettingTypeListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.company_id !== undefined ? eq(driverSettingTypes.companyId, query.company_id) : undefined,
    keyword ? sql`lower(${driverSettingTypes.name}) like lower(${likePattern(keyword)})` : undefined,
  );
}

export function listDriverSettingTypesPage(
  executor: Executor,
  query: DriverSettingTypeListQuery,
): Promise<SuccessOf<'listDriverSettingTypes'>> {
  const where = driverSettingTypeListWhere(query);
  return pagedList({
    query,
    sorts: DRIVER_SETTING_TYPE_SORTS,
    rows: (order, limit, offset) =>
      selectDriverSettingTypes(executor)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(executor, driverSettingTypes, where),
    toItem: toDriverSettingTypeBody,
  });
}
