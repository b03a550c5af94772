// The employee list as an .xlsx download: same criteria and order as the JSON list, every row,
// read in keyset batches of 1000 while the file streams out.
import { roleLabel } from '@busops/domain';
import { toLocalPhone } from '@busops/sdk';
import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { QueryOf } from '../../http/operation.ts';
import {
  DATE_FORMAT,
  excelLocalDate,
  fileDateStamp,
  keysetBatches,
  streamXlsx,
  VND_FORMAT,
  type XlsxColumn,
} from '../../http/xlsx-stream.ts';
import {
  type StaffCursor,
  type StaffView,
  selectStaff,
  staffAfter,
  staffListWhere,
  staffOrder,
  staffSortKey,
} from './staff.query.ts';

export const EXPORT_BATCH_SIZE = 1000;

const STATUS_VI: Record<StaffView['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const STAFF_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<StaffView>> = [
  { header: 'Họ và tên', width: 28, value: (r) => r.fullName },
  { header: 'Số điện thoại', width: 16, value: (r) => toLocalPhone(r.phoneNumber) },
  { header: 'Mã NV', width: 12, value: (r) => r.staffCode },
  { header: 'Chức vụ', width: 24, value: (r) => r.roleName },
  { header: 'Vai trò', width: 22, value: (r) => roleLabel(r.role) },
  { header: 'Công ty', width: 36, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Số dư ký quỹ', width: 18, numFmt: VND_FORMAT, value: (r) => r.depositBalance },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];

export function exportStaff(
  db: Db,
  query: QueryOf<'listBusStaff'>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const where = staffListWhere(query);
  const batches = keysetBatches<StaffView & { sortKey: string }, StaffCursor>(
    (after, limit) =>
      selectStaff(db, { sortKey: staffSortKey(query.sort) })
        .where(and(where, staffAfter(query.sort, after)))
        .orderBy(...staffOrder(query.sort))
        .limit(limit),
    (last) => ({ key: last.sortKey, id: last.id }),
    EXPORT_BATCH_SIZE,
  );
  return streamXlsx(reply, {
    filename: `nhan-vien-${fileDateStamp()}.xlsx`,
    sheetName: 'Nhân viên',
    columns: STAFF_EXPORT_COLUMNS,
    batches,
  });
}
