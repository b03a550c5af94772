// The route form: fields from the contract's createRoute body (type, required, lengths, enums)
// with their Vietnamese labels, the conversion of typed values to the request body (empty optional
// fields are sent as null) and the contract that body is checked against (the generated validators:
// patterns and their x-pattern-message live there).
import { validate as createRouteBody } from '@busops/sdk/validators/createRoute';
import { validate as updateRouteBody } from '@busops/sdk/validators/updateRoute';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Route, RouteInput } from './routes.resource';

export const ROUTE_STATUS_OPTIONS = [
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Ngừng hoạt động' },
];

export const ROUTE_TYPE_OPTIONS = [
  { value: 'subsidized', label: 'Có trợ giá' },
  { value: 'unsubsidized', label: 'Không trợ giá' },
];

export function routeTypeLabel(type: string | null | undefined): string {
  return ROUTE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? '';
}

/** '05:00 - 21:00'; an end before the start is past midnight, shown as such ('22:00 - 02:00 (hôm sau)'). */
export function operatingHoursLabel(start: string | null, end: string | null): string {
  if (!start || !end) return '';
  return end < start ? `${start} - ${end} (hôm sau)` : `${start} - ${end}`;
}

export function routeStatusLabel(status: string | null | undefined): string {
  return ROUTE_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';
}

export const routeFields = schemaFields('createRoute', {
  number: 'Số hiệu tuyến',
  name: 'Tên tuyến',
  type: { label: 'Loại tuyến', required: true, options: ROUTE_TYPE_OPTIONS },
  operating_start: { label: 'Giờ bắt đầu', placeholder: 'HH:mm' },
  operating_end: {
    label: 'Giờ kết thúc',
    placeholder: 'HH:mm',
    helperText: 'Sớm hơn giờ bắt đầu = qua nửa đêm',
  },
  headway_minutes: 'Giãn cách (phút)',
  length_km: 'Cự ly (km)',
  color: { label: 'Màu tuyến', placeholder: '#1f77b4' },
  // The contract defaults it; the form always shows one.
  status: { label: 'Trạng thái', required: true, options: ROUTE_STATUS_OPTIONS },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function routeInitialValues(row: Route | null): FormValues {
  if (!row) return { status: 'active', type: 'subsidized' };
  return {
    number: row.number,
    name: row.name,
    type: row.type,
    operating_start: row.operating_start ?? '',
    operating_end: row.operating_end ?? '',
    headway_minutes: row.headway_minutes === null ? '' : String(row.headway_minutes),
    length_km: row.length_km === null ? '' : String(row.length_km),
    color: row.color ?? '',
    status: row.status,
    note: row.note ?? '',
  };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A typed number, or null when empty; a non-number is sent as typed so the contract refuses it. */
const numberOrNull = (value: string | undefined): number | null => {
  const text = orNull(value);
  return text === null ? null : Number(text.replace(',', '.'));
};

export function toRouteInput(values: FormValues): RouteInput {
  return {
    number: (values.number ?? '').trim(),
    name: (values.name ?? '').trim(),
    type: values.type === 'unsubsidized' ? 'unsubsidized' : 'subsidized',
    operating_start: orNull(values.operating_start),
    operating_end: orNull(values.operating_end),
    headway_minutes: numberOrNull(values.headway_minutes),
    length_km: numberOrNull(values.length_km),
    color: orNull(values.color),
    status: values.status === 'inactive' ? 'inactive' : 'active',
    note: orNull(values.note),
  };
}

/** createRoute, or updateRoute for an existing tuyến (both send RouteInput). */
export function routeContract(row: Route | null): FormContract {
  return { validate: row ? updateRouteBody : createRouteBody, toBody: toRouteInput };
}
