// listDriverSettingTypes with export=true: the same criteria and order as the pages, every row, streamed as .xlsx.

import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportList } from '../../kit/list-export.ts';
import { DRIVER_SETTING_TYPE_EXPORT_COLUMNS } from './driver-setting-type.fields.ts';
import {
  DRIVER_SETTING_TYPE_SORTS,
  type DriverSettingTypeListQuery,
  driverSettingTypeListWhere,
  selectDriverSettingTypes,
} from './driver-setting-type.query.ts';

export function exportDriverSettingTypes(
  db: Db,
  query: DriverSettingTypeListQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const where = driverSettingTypeListWhere(query);
  return exportList(reply, {
    sort: query.sort,
    sorts: DRIVER_SETTING_TYPE_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectDriverSettingTypes(db, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'loai-thiet-lap',
    sheetName: 'Loại thiết lập',
    columns: DRIVER_SETTING_TYPE_EXPORT_COLUMNS,
  });
}
