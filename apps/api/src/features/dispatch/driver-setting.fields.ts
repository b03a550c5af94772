// The fields of a crew (driver_settings row) between the contract and the table: the answer body with
// the names the screen shows, whether the crew is on duty on a day, the export columns and messages.
import { isOnDuty } from '@busops/domain';
import type { SuccessOf } from '../../http/operation.ts';
import type { XlsxColumn } from '../../http/xlsx-stream.ts';

export type DriverSettingBody = SuccessOf<'createDriverSetting'>;

export interface DriverSettingRow {
  id: number;
  companyId: number;
  routeId: number;
  routeNumber: string;
  routeName: string;
  driverId: number;
  driverName: string;
  conductorId: number | null;
  conductorName: string | null;
  vehicleId: number | null;
  vehiclePlate: string | null;
  typeId: number | null;
  typeName: string | null;
  workDays: number | null;
  offDays: number | null;
  shiftStart: string | null;
  shiftEnd: string | null;
  cycleStart: string;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const DRIVER_SETTING_NOT_FOUND = 'Không tìm thấy tổ lái';
export const DRIVER_SETTING_MESSAGES = {
  driver: 'Lái xe phải là nhân viên lái xe đang hoạt động của đơn vị',
  conductor: 'Phụ xe phải là nhân viên phụ xe đang hoạt động của đơn vị',
  vehicle: 'Xe phải là xe đang hoạt động của đơn vị',
  type: 'Không tìm thấy loại thiết lập của đơn vị',
  cycleStart: 'Ngày bắt đầu chu kỳ không hợp lệ',
  driverTaken: 'Lái xe này đã có trong tổ lái của tuyến',
} as const;

export function toDriverSettingBody(row: DriverSettingRow, onDate: string): DriverSettingBody {
  const workDays = row.workDays ?? 0;
  const offDays = row.offDays ?? 0;
  return {
    id: row.id,
    company_id: row.companyId,
    route_id: row.routeId,
    route_number: row.routeNumber,
    route_name: row.routeName,
    driver_id: row.driverId,
    driver_name: row.driverName,
    conductor_id: row.conductorId,
    conductor_name: row.conductorName,
    vehicle_id: row.vehicleId,
    vehicle_plate: row.vehiclePlate,
    type_id: row.typeId ?? 0,
    type_name: row.typeName ?? '',
    work_days: workDays,
    off_days: offDays,
    shift_start: row.shiftStart ?? '',
    shift_end: row.shiftEnd ?? '',
    cycle_start: row.cycleStart,
    on_duty: isOnDuty(onDate, row.cycleStart, workDays, offDays),
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const DRIVER_SETTING_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<DriverSettingBody>> = [
  { header: 'Tuyến', width: 10, value: (r) => r.route_number },
  { header: 'Lái xe', width: 28, value: (r) => r.driver_name },
  { header: 'Phụ xe', width: 28, value: (r) => r.conductor_name },
  { header: 'Biển số xe', width: 14, value: (r) => r.vehicle_plate },
  { header: 'Loại thiết lập', width: 22, value: (r) => r.type_name },
  { header: 'Ca', width: 14, value: (r) => `${r.shift_start}-${r.shift_end}` },
  { header: 'Bắt đầu chu kỳ', width: 16, value: (r) => r.cycle_start },
  { header: 'Trực hôm nay', width: 14, value: (r) => (r.on_duty ? 'Có' : 'Không') },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
];
