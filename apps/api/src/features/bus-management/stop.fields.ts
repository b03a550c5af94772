// The fields of a stop between the contract and the table: the answer body, the columns a body
// writes, the folded search text and the export columns. Fill in the resource's own fields here.
import { fold } from '@busops/domain';
import type { stops } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type StopBody = SuccessOf<'getStop'>;
export type StopInput = BodyOf<'createStop'>;
export type StopRow = typeof stops.$inferSelect & { companyName: string };
/** The columns a body sets (company and timestamps are the writer's business). */
export type StopValues = Omit<typeof stops.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const STOP_NOT_FOUND = 'Không tìm thấy điểm dừng';
export const STOP_KEY_TAKEN = 'Điểm dừng với mã điểm dừng này đã tồn tại trong công ty';

export function toStopBody(row: StopRow): StopBody {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    code: row.code,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function stopValues(body: StopInput): StopValues {
  return {
    code: body.code,
    name: body.name,
    lat: body.lat,
    lng: body.lng,
    status: body.status ?? 'active',
    note: body.note ?? null,
    searchText: fold([body.code, body.name, body.note ?? ''].join(' ')),
  };
}

const STATUS_VI: Record<StopBody['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const STOP_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<StopRow>> = [
  { header: 'Mã điểm dừng', width: 24, value: (r) => r.code },
  { header: 'Công ty', width: 36, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
