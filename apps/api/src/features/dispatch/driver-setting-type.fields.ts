// The fields of a roster type (loại thiết lập) between the contract and the table: the answer body,
// the columns a body writes and the export columns.
import type { driverSettingTypes } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type DriverSettingTypeBody = SuccessOf<'getDriverSettingType'>;
export type DriverSettingTypeInput = BodyOf<'createDriverSettingType'>;
export type DriverSettingTypeRow = typeof driverSettingTypes.$inferSelect & {
  companyName: string;
  crews: number;
};
/** The columns a body sets (company and timestamps are the writer's business). */
export type DriverSettingTypeValues = Omit<
  typeof driverSettingTypes.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export const DRIVER_SETTING_TYPE_NOT_FOUND = 'Không tìm thấy loại thiết lập';
export const DRIVER_SETTING_TYPE_KEY_TAKEN = 'Loại thiết lập với tên loại này đã tồn tại trong công ty';
export const DRIVER_SETTING_TYPE_IN_USE = 'Không thể xoá loại thiết lập đang được tổ lái sử dụng';

export function toDriverSettingTypeBody(row: DriverSettingTypeRow): DriverSettingTypeBody {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    name: row.name,
    work_days: row.workDays,
    off_days: row.offDays,
    shift_start: row.shiftStart,
    shift_end: row.shiftEnd,
    note: row.note,
    crews: row.crews,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function driverSettingTypeValues(body: DriverSettingTypeInput): DriverSettingTypeValues {
  return {
    name: body.name,
    workDays: body.work_days,
    offDays: body.off_days,
    shiftStart: body.shift_start,
    shiftEnd: body.shift_end,
    note: body.note ?? null,
  };
}

export const DRIVER_SETTING_TYPE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<DriverSettingTypeRow>> = [
  { header: 'Tên loại', width: 24, value: (r) => r.name },
  { header: 'Số ngày làm', width: 14, value: (r) => r.workDays },
  { header: 'Số ngày nghỉ', width: 14, value: (r) => r.offDays },
  { header: 'Giờ bắt đầu ca', width: 16, value: (r) => r.shiftStart },
  { header: 'Giờ kết thúc ca', width: 16, value: (r) => r.shiftEnd },
  { header: 'Số tổ lái', width: 12, value: (r) => r.crews },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
