// The fields of a stop between the contract and the table: the answer body, the columns a body
// writes, the folded search text and the export columns. Fill in the resource's own fields here.
import { fold } from '@busops/domain';
import type { stops } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type StopBody = SuccessOf<'getStop'>;
export type StopInput = BodyOf<'createStop'>;
/** A line visiting a stop, as the stop's answer names it. */
export type StopLineRef = StopBody['lines'][number];
export type StopRow = typeof stops.$inferSelect & { companyName: string; lineCount: number };
/** A row with the lines visiting it (stop.lines.ts). */
export type StopRowWithLines = StopRow & { lines: StopLineRef[] };
/** The columns a body sets (company and timestamps are the writer's business). */
export type StopValues = Omit<typeof stops.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const STOP_NOT_FOUND = 'Không tìm thấy điểm dừng';
export const DEFAULT_TRIGGER_RADIUS_M = 30;
export const STOP_KEY_TAKEN = 'Điểm dừng với mã điểm dừng này đã tồn tại trong công ty';

export function toStopBody(row: StopRowWithLines): StopBody {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    code: row.code,
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    has_shelter: row.hasShelter,
    wheelchair_accessible: row.wheelchairAccessible,
    trigger_radius_m: row.triggerRadiusM,
    line_count: row.lineCount,
    lines: row.lines,
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
    address: body.address ?? null,
    lat: body.lat,
    lng: body.lng,
    hasShelter: body.has_shelter ?? false,
    wheelchairAccessible: body.wheelchair_accessible ?? false,
    triggerRadiusM: body.trigger_radius_m ?? DEFAULT_TRIGGER_RADIUS_M,
    status: body.status ?? 'active',
    note: body.note ?? null,
    searchText: fold([body.code, body.name, body.address ?? ''].join(' ')),
  };
}

const STATUS_VI: Record<StopBody['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const STOP_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<StopRow>> = [
  { header: 'Mã điểm dừng', width: 24, value: (r) => r.code },
  { header: 'Tên điểm dừng', width: 36, value: (r) => r.name },
  { header: 'Địa chỉ', width: 40, value: (r) => r.address },
  { header: 'Vĩ độ', width: 12, value: (r) => r.lat },
  { header: 'Kinh độ', width: 12, value: (r) => r.lng },
  { header: 'Có mái che', width: 12, value: (r) => (r.hasShelter ? 'Có' : 'Không') },
  { header: 'Hỗ trợ xe lăn', width: 14, value: (r) => (r.wheelchairAccessible ? 'Có' : 'Không') },
  { header: 'Bán kính thông báo (m)', width: 20, value: (r) => r.triggerRadiusM },
  { header: 'Số lượt tuyến đi qua', width: 18, value: (r) => r.lineCount },
  { header: 'Công ty', width: 36, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
