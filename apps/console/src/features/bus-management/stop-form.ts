// The stop form: fields from the contract's createStop body (type, required, lengths, enums)
// with their Vietnamese labels, the conversion of typed values to the request body (empty optional
// fields are sent as null) and the contract that body is checked against (the generated validators:
// patterns and their x-pattern-message live there).
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

/** The yes/no flags as a select (Có / Không): typed from the keyboard like the other fields. */
const YES_NO = [
  { value: 'false', label: 'Không' },
  { value: 'true', label: 'Có' },
];

export const stopFields = schemaFields('createStop', {
  code: 'Mã điểm dừng',
  name: 'Tên điểm dừng',
  address: 'Địa chỉ',
  lat: { label: 'Vĩ độ', helperText: 'Ví dụ 10.7721 (gõ, hoặc bấm chọn trên bản đồ bên dưới)' },
  lng: { label: 'Kinh độ', helperText: 'Ví dụ 106.6983' },
  has_shelter: { label: 'Có mái che', type: 'select', options: YES_NO },
  wheelchair_accessible: { label: 'Hỗ trợ xe lăn', type: 'select', options: YES_NO },
  trigger_radius_m: {
    label: 'Bán kính thông báo (m)',
    helperText: 'Thiết bị trên xe đọc tên điểm dừng khi xe vào trong bán kính này (5-500 m)',
  },
  // The contract defaults it; the form always shows one.
  status: { label: 'Trạng thái', required: true, options: STOP_STATUS_OPTIONS },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function stopInitialValues(row: Stop | null): FormValues {
  if (!row)
    return { status: 'active', has_shelter: 'false', wheelchair_accessible: 'false', trigger_radius_m: '30' };
  return {
    code: row.code,
    name: row.name,
    address: row.address ?? '',
    lat: String(row.lat),
    lng: String(row.lng),
    has_shelter: String(row.has_shelter),
    wheelchair_accessible: String(row.wheelchair_accessible),
    trigger_radius_m: String(row.trigger_radius_m),
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
    address: orNull(values.address),
    lat: Number(values.lat),
    lng: Number(values.lng),
    has_shelter: values.has_shelter === 'true',
    wheelchair_accessible: values.wheelchair_accessible === 'true',
    trigger_radius_m: values.trigger_radius_m?.trim() ? Number(values.trigger_radius_m) : 30,
    status: values.status === 'inactive' ? 'inactive' : 'active',
    note: orNull(values.note),
  };
}

/** createStop, or updateStop for an existing điểm dừng (both send StopInput). */
export function stopContract(row: Stop | null): FormContract {
  return { validate: row ? updateStopBody : createStopBody, toBody: toStopInput };
}
