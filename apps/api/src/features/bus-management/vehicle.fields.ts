// The fields of a vehicle between the contract and the table: the answer body (with its documents'
// state relative to today in Asia/Ho_Chi_Minh), the columns a body writes (the plate in its printed
// form), the folded search text and the export columns.
import { fold, normalizePlate, saigonToday, vehicleDocumentStatus } from '@busops/domain';
import type { vehicles } from '../../db/schema/index.ts';
import { badRequest, type FieldError } from '../../http/errors.ts';
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
export const VEHICLE_GPS_TAKEN = 'Mã thiết bị GPS này đã gắn cho một xe khác trong công ty';

const documentDates = (row: VehicleRow) => ({
  inspection: row.inspectionExpiresOn,
  badge: row.badgeExpiresOn,
  insurance: row.insuranceExpiresOn,
});

export function toVehicleBody(row: VehicleRow, today: string = saigonToday()): VehicleBody {
  const documents = vehicleDocumentStatus(documentDates(row), today);
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    plate: row.plate,
    fleet_number: row.fleetNumber,
    make: row.make,
    model: row.model,
    seats: row.seats,
    standing_places: row.standingPlaces,
    fuel: row.fuel,
    wheelchair_accessible: row.wheelchairAccessible,
    depot: row.depot,
    gps_device_id: row.gpsDeviceId,
    inspection_expires_on: row.inspectionExpiresOn,
    badge_expires_on: row.badgeExpiresOn,
    insurance_expires_on: row.insuranceExpiresOn,
    document_status: documents.status,
    expiring_documents: documents.expiring,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const DATE_FIELDS = {
  inspection_expires_on: 'Hạn đăng kiểm',
  badge_expires_on: 'Hạn phù hiệu',
  insurance_expires_on: 'Hạn bảo hiểm',
} as const;

/** The contract's pattern lets 2026-02-30 through; the calendar does not (400, nothing stored). */
export function assertRealDates(body: VehicleInput): void {
  const errors: FieldError[] = [];
  for (const [field, label] of Object.entries(DATE_FIELDS)) {
    const day = body[field as keyof typeof DATE_FIELDS];
    if (day && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
      errors.push({ field, message: `${label} không phải là một ngày có thật` });
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function vehicleValues(body: VehicleInput): VehicleValues {
  const plate = normalizePlate(body.plate);
  const values = {
    plate,
    fleetNumber: blankToNull(body.fleet_number),
    make: blankToNull(body.make),
    model: blankToNull(body.model),
    seats: body.seats ?? 0,
    standingPlaces: body.standing_places ?? 0,
    fuel: body.fuel ?? 'diesel',
    wheelchairAccessible: body.wheelchair_accessible ?? false,
    depot: blankToNull(body.depot),
    gpsDeviceId: blankToNull(body.gps_device_id),
    inspectionExpiresOn: body.inspection_expires_on ?? null,
    badgeExpiresOn: body.badge_expires_on ?? null,
    insuranceExpiresOn: body.insurance_expires_on ?? null,
    status: body.status ?? 'active',
    note: blankToNull(body.note),
  } satisfies Omit<VehicleValues, 'searchText'>;
  // The plate is also searchable as typed without "-" and "." ("51b12345").
  const searchable = [
    plate,
    plate.replace(/[-.]/g, ''),
    values.fleetNumber,
    values.make,
    values.model,
    values.depot,
    values.gpsDeviceId,
    values.note,
  ];
  return { ...values, searchText: fold(searchable.filter(Boolean).join(' ')) };
}

const STATUS_VI: Record<VehicleBody['status'], string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const FUEL_VI: Record<VehicleBody['fuel'], string> = {
  diesel: 'Dầu diesel',
  cng: 'Khí CNG',
  electric: 'Điện',
};

/** A date column (YYYY-MM-DD) as an Excel date shown dd/MM/yyyy. */
const excelDay = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00Z`) : null);

export const VEHICLE_EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<VehicleRow>> = [
  { header: 'Biển số', width: 14, value: (r) => r.plate },
  { header: 'Số tài', width: 10, value: (r) => r.fleetNumber },
  { header: 'Hãng xe', width: 16, value: (r) => r.make },
  { header: 'Loại xe', width: 20, value: (r) => r.model },
  { header: 'Số ghế', width: 9, value: (r) => r.seats },
  { header: 'Chỗ đứng', width: 10, value: (r) => r.standingPlaces },
  { header: 'Nhiên liệu', width: 12, value: (r) => FUEL_VI[r.fuel] },
  { header: 'Xe lăn', width: 8, value: (r) => (r.wheelchairAccessible ? 'Có' : 'Không') },
  { header: 'Bãi xe', width: 24, value: (r) => r.depot },
  { header: 'Mã thiết bị GPS', width: 16, value: (r) => r.gpsDeviceId },
  { header: 'Hạn đăng kiểm', width: 14, numFmt: DATE_FORMAT, value: (r) => excelDay(r.inspectionExpiresOn) },
  { header: 'Hạn phù hiệu', width: 14, numFmt: DATE_FORMAT, value: (r) => excelDay(r.badgeExpiresOn) },
  { header: 'Hạn bảo hiểm', width: 14, numFmt: DATE_FORMAT, value: (r) => excelDay(r.insuranceExpiresOn) },
  { header: 'Công ty', width: 30, value: (r) => r.companyName },
  { header: 'Trạng thái', width: 18, value: (r) => STATUS_VI[r.status] },
  { header: 'Ghi chú', width: 40, value: (r) => r.note },
  { header: 'Ngày tạo', width: 14, numFmt: DATE_FORMAT, value: (r) => excelLocalDate(r.createdAt) },
];
