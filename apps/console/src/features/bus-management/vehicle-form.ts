// The vehicle form: fields from the contract's createVehicle body (type, required, lengths, enums)
// with their Vietnamese labels, the conversion of typed values to the request body (empty optional
// fields are sent as null) and the contract that body is checked against (the generated validators:
// patterns and their x-pattern-message live there). Fill in the resource's own fields.
import { validate as createVehicleBody } from '@busops/sdk/validators/createVehicle';
import { validate as updateVehicleBody } from '@busops/sdk/validators/updateVehicle';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Vehicle, VehicleInput } from './vehicles.resource';

export const VEHICLE_STATUS_OPTIONS = [
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Ngừng hoạt động' },
];

export function vehicleStatusLabel(status: string | null | undefined): string {
  return VEHICLE_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';
}

export const vehicleFields = schemaFields('createVehicle', {
  plate: 'Biển số',
  // The contract defaults it; the form always shows one.
  status: { label: 'Trạng thái', required: true, options: VEHICLE_STATUS_OPTIONS },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function vehicleInitialValues(row: Vehicle | null): FormValues {
  if (!row) return { status: 'active' };
  return { plate: row.plate, status: row.status, note: row.note ?? '' };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toVehicleInput(values: FormValues): VehicleInput {
  return {
    plate: (values.plate ?? '').trim(),
    status: values.status === 'inactive' ? 'inactive' : 'active',
    note: orNull(values.note),
  };
}

/** createVehicle, or updateVehicle for an existing xe (both send VehicleInput). */
export function vehicleContract(row: Vehicle | null): FormContract {
  return { validate: row ? updateVehicleBody : createVehicleBody, toBody: toVehicleInput };
}
