// The vehicle form: fields from the contract's createVehicle body (type, required, lengths, enums)
// with their Vietnamese labels, the conversion of typed values to the request body (empty optional
// fields are sent as null, numbers as numbers) and the contract that body is checked against (the
// generated validators: the plate pattern and its x-pattern-message live there). The plate is shown in
// its printed form as soon as it loses focus (the API stores that form whatever was typed).
import { normalizePlate } from '@busops/domain';
import { validate as createVehicleBody } from '@busops/sdk/validators/createVehicle';
import { validate as updateVehicleBody } from '@busops/sdk/validators/updateVehicle';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Vehicle, VehicleInput } from './vehicles.resource';

export const VEHICLE_STATUS_OPTIONS = [
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Ngừng hoạt động' },
];

export const FUEL_OPTIONS: { value: Vehicle['fuel']; label: string }[] = [
  { value: 'diesel', label: 'Dầu diesel' },
  { value: 'cng', label: 'Khí CNG' },
  { value: 'electric', label: 'Điện' },
];

export function vehicleStatusLabel(status: string | null | undefined): string {
  return VEHICLE_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';
}

export function fuelLabel(fuel: string | null | undefined): string {
  return FUEL_OPTIONS.find((o) => o.value === fuel)?.label ?? '';
}

export const vehicleFields = schemaFields('createVehicle', {
  plate: { label: 'Biển số', placeholder: '51B-123.45', normalize: normalizePlate },
  fleet_number: { label: 'Số tài', placeholder: 'PN-001' },
  make: { label: 'Hãng xe', placeholder: 'Hyundai' },
  model: { label: 'Loại xe', placeholder: 'County 29 chỗ' },
  seats: 'Số ghế',
  standing_places: 'Chỗ đứng',
  // Optional in the contract, defaulted there (diesel, active): the form starts on the default and
  // always holds one.
  fuel: { label: 'Nhiên liệu', required: true, options: FUEL_OPTIONS },
  wheelchair_accessible: { label: 'Xe lăn', type: 'switch', placeholder: 'Có chỗ cho xe lăn' },
  depot: { label: 'Bãi xe', placeholder: 'Bãi xe An Sương' },
  gps_device_id: { label: 'Mã thiết bị GPS', placeholder: 'PN-0001' },
  inspection_expires_on: { label: 'Hạn đăng kiểm', type: 'date' },
  badge_expires_on: { label: 'Hạn phù hiệu', type: 'date' },
  insurance_expires_on: { label: 'Hạn bảo hiểm', type: 'date' },
  status: { label: 'Trạng thái', required: true, options: VEHICLE_STATUS_OPTIONS },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function vehicleInitialValues(row: Vehicle | null): FormValues {
  if (!row) return { seats: '0', standing_places: '0' };
  return {
    plate: row.plate,
    fleet_number: row.fleet_number ?? '',
    make: row.make ?? '',
    model: row.model ?? '',
    seats: String(row.seats),
    standing_places: String(row.standing_places),
    fuel: row.fuel,
    wheelchair_accessible: row.wheelchair_accessible ? 'true' : '',
    depot: row.depot ?? '',
    gps_device_id: row.gps_device_id ?? '',
    inspection_expires_on: row.inspection_expires_on ?? '',
    badge_expires_on: row.badge_expires_on ?? '',
    insurance_expires_on: row.insurance_expires_on ?? '',
    status: row.status,
    note: row.note ?? '',
  };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A typed count; what is not a whole number is sent as typed so the validator names the field. */
const count = (value: string | undefined): number => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
};

const FUELS = new Set(FUEL_OPTIONS.map((o) => o.value));

export function toVehicleInput(values: FormValues): VehicleInput {
  return {
    plate: normalizePlate(values.plate ?? ''),
    fleet_number: orNull(values.fleet_number),
    make: orNull(values.make),
    model: orNull(values.model),
    seats: count(values.seats),
    standing_places: count(values.standing_places),
    fuel: FUELS.has(values.fuel as Vehicle['fuel']) ? (values.fuel as Vehicle['fuel']) : 'diesel',
    wheelchair_accessible: values.wheelchair_accessible === 'true',
    depot: orNull(values.depot),
    gps_device_id: orNull(values.gps_device_id),
    inspection_expires_on: orNull(values.inspection_expires_on),
    badge_expires_on: orNull(values.badge_expires_on),
    insurance_expires_on: orNull(values.insurance_expires_on),
    status: values.status === 'inactive' ? 'inactive' : 'active',
    note: orNull(values.note),
  };
}

/** createVehicle, or updateVehicle for an existing xe (both send VehicleInput). */
export function vehicleContract(row: Vehicle | null): FormContract {
  return { validate: row ? updateVehicleBody : createVehicleBody, toBody: toVehicleInput };
}
