// Reading stops: the row with its company name, one visible record, the list criteria, the sort
// whitelist and one page of listStops. Every executor here is scoped to the caller's companies
// (ctx.db, ADR 0009): another company's rows are simply not there.
import { fold } from '@busops/domain';
import { and, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, lineStops, stops } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { STOP_NOT_FOUND, type StopRowWithLines, toStopBody } from './stop.fields.ts';
import { withLines } from './stop.lines.ts';

export type StopListQuery = QueryOf<'listStops'>;

/** The `sort` enum of listStops. */
export const STOP_SORTS = sortWhitelist(
  stops.id,
  {
    code: { column: stops.code, type: 'text' },
    name: { column: stops.name, type: 'text' },
    created_at: { column: stops.createdAt, type: 'timestamptz' },
  },
  '-created_at',
);

/** The number of lines visiting the stop (line_stops_stop_idx; a loop visiting it twice counts once). */
const lineCountOfStop = sql<number>`(select count(distinct ${lineStops.lineId})::int from ${lineStops} where ${lineStops.stopId} = ${stops.id})`;

/** select <stops columns>, company name from stops join companies, with extra columns when asked. */
export function selectStops<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({
      ...getTableColumns(stops),
      companyName: companies.name,
      lineCount: lineCountOfStop,
      ...(extra ?? ({} as E)),
    })
    .from(stops)
    .innerJoin(companies, eq(companies.id, stops.companyId));
}

/** One stop the caller may see; others (and missing ones) answer 404. */
export async function loadVisibleStop(executor: Executor, id: number): Promise<StopRowWithLines> {
  const [row] = await selectStops(executor).where(eq(stops.id, id));
  if (!row) throw notFound(STOP_NOT_FOUND);
  return (await withLines(executor, [row]))[0]!;
}

/** The criteria of listStops, as one condition (pages and export). */
export function stopListWhere(query: StopListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.company_id !== undefined ? eq(stops.companyId, query.company_id) : undefined,
    query.status !== undefined ? eq(stops.status, query.status) : undefined,
    keyword ? like(stops.searchText, likePattern(fold(keyword))) : undefined,
  );
}

export function listStopsPage(executor: Executor, query: StopListQuery): Promise<SuccessOf<'listStops'>> {
  const where = stopListWhere(query);
  return pagedList({
    query,
    sorts: STOP_SORTS,
    rows: async (order, limit, offset) =>
      withLines(
        executor,
        await selectStops(executor)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    count: () => countRows(executor, stops, where),
    toItem: toStopBody,
  });
}
