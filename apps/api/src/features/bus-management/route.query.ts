// Reading routes: the row with its company name, one visible record, the list criteria, the sort
// whitelist and one page of listRoutes. Every executor here is scoped to the caller's companies
// (ctx.db, ADR 0009): another company's rows are simply not there.
import { fold } from '@busops/domain';
import { and, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, lineStops, routeLines, routes } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { naturalKey, sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { ROUTE_NOT_FOUND, type RouteLineBody, type RouteRow, toRouteBody } from './route.fields.ts';

export type RouteListQuery = QueryOf<'listRoutes'>;

/** The `sort` enum of listRoutes. */
export const ROUTE_SORTS = sortWhitelist(
  routes.id,
  {
    number: { column: naturalKey(routes.number), type: 'text' },
    name: { column: routes.name, type: 'text' },
    created_at: { column: routes.createdAt, type: 'timestamptz' },
  },
  '-created_at',
);

/** The route's lines as the contract's RouteLine list (direction 0 first), one correlated json column. */
export const routeLinesJson = sql<RouteLineBody[]>`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'route_id', l.route_id, 'direction', l.direction, 'name', l.name, 'shape', l.shape,
    'length_km', l.length_km,
    'stop_count', (select count(*)::int from ${lineStops} s where s.line_id = l.id)
  ) order by l.direction)
  from ${routeLines} l where l.route_id = ${routes.id}), '[]'::json)`;

/** select <routes columns>, company name, lines from routes join companies, with extra columns when asked. */
export function selectRoutes<E extends Record<string, SQL.Aliased | SQL>>(executor: Executor, extra?: E) {
  return executor
    .select({
      ...getTableColumns(routes),
      companyName: companies.name,
      lines: routeLinesJson,
      ...(extra ?? ({} as E)),
    })
    .from(routes)
    .innerJoin(companies, eq(companies.id, routes.companyId));
}

/** One route the caller may see; others (and missing ones) answer 404. */
export async function loadVisibleRoute(executor: Executor, id: number): Promise<RouteRow> {
  const [row] = await selectRoutes(executor).where(eq(routes.id, id));
  if (!row) throw notFound(ROUTE_NOT_FOUND);
  return row;
}

/** The criteria of listRoutes, as one condition (pages and export). */
export function routeListWhere(query: RouteListQuery): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    query.company_id !== undefined ? eq(routes.companyId, query.company_id) : undefined,
    query.status !== undefined ? eq(routes.status, query.status) : undefined,
    query.type !== undefined ? eq(routes.type, query.type) : undefined,
    keyword ? like(routes.searchText, likePattern(fold(keyword))) : undefined,
  );
}

export function listRoutesPage(executor: Executor, query: RouteListQuery): Promise<SuccessOf<'listRoutes'>> {
  const where = routeListWhere(query);
  return pagedList({
    query,
    sorts: ROUTE_SORTS,
    rows: (order, limit, offset) =>
      selectRoutes(executor)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(executor, routes, where),
    toItem: toRouteBody,
  });
}
