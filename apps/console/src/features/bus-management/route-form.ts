// The route form: fields from the contract's createRoute body (type, required, lengths, enums)
// with their Vietnamese labels, the conversion of typed values to the request body (empty optional
// fields are sent as null) and the contract that body is checked against (the generated validators:
// patterns and their x-pattern-message live there). Fill in the resource's own fields.
import { validate as createRouteBody } from '@busops/sdk/validators/createRoute';
import { validate as updateRouteBody } from '@busops/sdk/validators/updateRoute';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Route, RouteInput } from './routes.resource';

export const ROUTE_STATUS_OPTIONS = [
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Ngừng hoạt động' },
];

export function routeStatusLabel(status: string | null | undefined): string {
  return ROUTE_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';
}

export const routeFields = schemaFields('createRoute', {
  number: 'Số hiệu tuyến',
  name: 'Tên tuyến',
  // The contract defaults it; the form always shows one.
  status: { label: 'Trạng thái', required: true, options: ROUTE_STATUS_OPTIONS },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function routeInitialValues(row: Route | null): FormValues {
  if (!row) return { status: 'active' };
  return { number: row.number, name: row.name, status: row.status, note: row.note ?? '' };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toRouteInput(values: FormValues): RouteInput {
  return {
    number: (values.number ?? '').trim(),
    name: (values.name ?? '').trim(),
    status: values.status === 'inactive' ? 'inactive' : 'active',
    note: orNull(values.note),
  };
}

/** createRoute, or updateRoute for an existing tuyến (both send RouteInput). */
export function routeContract(row: Route | null): FormContract {
  return { validate: row ? updateRouteBody : createRouteBody, toBody: toRouteInput };
}
