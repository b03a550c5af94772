// The fields of a vehicle between the contract and the table: the answer body, the columns a body
// writes, the folded search text and the export columns. Fill in the resource's own fields here.
import { fold } from '@busops/domain';
import type { vehicles } from '../../db/schema/index.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { DATE_FORMAT, excelLocalDate, type XlsxColumn } from '../../http/xlsx-stream.ts';

export type VehicleBody = SuccessOf<'getVehicle'>;
export type VehicleInput = BodyOf<'createVehicle'>;
export type VehicleRow = typeof vehicles.$inferSelect & { companyName: string };
/** The columns a body sets (company and timestamps are the writer's business). */
export type VehicleValues = Omit<
  typeof vehicles.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export const VEHICLE_NOT_FOUND = 'Không tìm thấy xe';
export const VEHICLE_KEY_TAKEN = 'Xe với biển số này đã tồn tại trong công ty';

export function toVehicleBody(row: VehicleRow): VehicleBody {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    plate: row.plate,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function vehicleValues(body: VehicleInput): VehicleValues {
  return {
    plate: body.plate,
    status: body.status ?? 'active',
    note: body.note ?? null,
    searchText: fold([body.plate, body.note ?? ''].join(' ')),
  };
}

const STATUS_VI: Record<VehicleBody['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const VEHICLE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<VehicleRow>> = [
  { header: 'Biển số', width: 24, value: (r) => r.plate },
  { header: 'Công ty', width: 36, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
