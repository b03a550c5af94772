// listStops with export=true: the same criteria and order as the pages, every row, streamed as .xlsx.

import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportList } from '../../kit/list-export.ts';
import { STOP_EXPORT_COLUMNS } from './stop.fields.ts';
import { STOP_SORTS, type StopListQuery, selectStops, stopListWhere } from './stop.query.ts';

export function exportStops(db: Db, query: StopListQuery, reply: FastifyReply): Promise<FastifyReply> {
  const where = stopListWhere(query);
  return exportList(reply, {
    sort: query.sort,
    sorts: STOP_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectStops(db, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'diem-dung',
    sheetName: 'Điểm dừng',
    columns: STOP_EXPORT_COLUMNS,
  });
}
