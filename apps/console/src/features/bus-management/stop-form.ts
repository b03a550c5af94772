// The stop form: fields from the contract's createStop body (type, required, lengths, enums)
// with their Vietnamese labels, the conversion of typed values to the request body (empty optional
// fields are sent as null) and the contract that body is checked against (the generated validators:
// patterns and their x-pattern-message live there). Fill in the resource's own fields.
import { validate as createStopBody } from '@busops/sdk/validators/createStop';
import { validate as updateStopBody } from '@busops/sdk/validators/updateStop';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Stop, StopInput } from './stops.resource';

export const STOP_STATUS_OPTIONS = [
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Ngừng hoạt động' },
];

export function stopStatusLabel(status: string | null | undefined): string {
  return STOP_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';
}

export const stopFields = schemaFields('createStop', {
  code: 'Mã điểm dừng',
  name: 'Tên điểm dừng',
  lat: 'Vĩ độ',
  lng: 'Kinh độ',
  // The contract defaults it; the form always shows one.
  status: { label: 'Trạng thái', required: true, options: STOP_STATUS_OPTIONS },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function stopInitialValues(row: Stop | null): FormValues {
  if (!row) return { status: 'active' };
  return {
    code: row.code,
    name: row.name,
    lat: String(row.lat),
    lng: String(row.lng),
    status: row.status,
    note: row.note ?? '',
  };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toStopInput(values: FormValues): StopInput {
  return {
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    lat: Number(values.lat),
    lng: Number(values.lng),
    status: values.status === 'inactive' ? 'inactive' : 'active',
    note: orNull(values.note),
  };
}

/** createStop, or updateStop for an existing điểm dừng (both send StopInput). */
export function stopContract(row: Stop | null): FormContract {
  return { validate: row ? updateStopBody : createStopBody, toBody: toStopInput };
}
