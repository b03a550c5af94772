// listRoutes with export=true: the same criteria and order as the pages, every row, streamed as .xlsx.

import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportList } from '../../kit/list-export.ts';
import { ROUTE_EXPORT_COLUMNS } from './route.fields.ts';
import { ROUTE_SORTS, type RouteListQuery, routeListWhere, selectRoutes } from './route.query.ts';

export function exportRoutes(db: Db, query: RouteListQuery, reply: FastifyReply): Promise<FastifyReply> {
  const where = routeListWhere(query);
  return exportList(reply, {
    sort: query.sort,
    sorts: ROUTE_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectRoutes(db, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'tuyen',
    sheetName: 'Tuyến',
    columns: ROUTE_EXPORT_COLUMNS,
  });
}
