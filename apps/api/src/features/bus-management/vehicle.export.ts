// listVehicles with export=true: the same criteria and order as the pages, every row, streamed as .xlsx.

import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportList } from '../../kit/list-export.ts';
import { VEHICLE_EXPORT_COLUMNS } from './vehicle.fields.ts';
import { selectVehicles, VEHICLE_SORTS, type VehicleListQuery, vehicleListWhere } from './vehicle.query.ts';

export function exportVehicles(db: Db, query: VehicleListQuery, reply: FastifyReply): Promise<FastifyReply> {
  const where = vehicleListWhere(query);
  return exportList(reply, {
    sort: query.sort,
    sorts: VEHICLE_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectVehicles(db, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'xe',
    sheetName: 'Xe',
    columns: VEHICLE_EXPORT_COLUMNS,
  });
}
