// The monthly pass price form: scope (one route / multi-route), the route or the multi-route name, the
// card type, the price (money input), VAT and the validity days. Fields from the contract's
// createSubscriptionPrice body; the route and card type options from the company's lists; the body is
// checked by the generated validators. A multi-route price chooses its routes (route_ids, a keyboard
// multi-select; empty = all routes).
import { PASS_SCOPE_LABELS, PASS_SCOPES, saigonToday } from '@busops/domain';
import { validate as createPriceBody } from '@busops/sdk/validators/createSubscriptionPrice';
import { validate as updatePriceBody } from '@busops/sdk/validators/updateSubscriptionPrice';
import type { FormContract, FormField, FormValues } from '../../components/form-dialog/form-fields';
import { splitValues } from '../../components/form-dialog/multi-select-field';
import { schemaFields } from '../../kit/schema-fields';
import type { CardType, Price, PriceInput } from './pass-settings.resource';
import type { RouteOption } from './pass-settings.store';

/** Both the route and the name are on the form; the scope says which one is needed. */
export function priceFields(routes: readonly RouteOption[], cardTypes: readonly CardType[]): FormField[] {
  return schemaFields('createSubscriptionPrice', {
    scope: {
      label: 'Phạm vi',
      options: PASS_SCOPES.map((s) => ({ value: s, label: PASS_SCOPE_LABELS[s] })),
    },
    route_id: {
      label: 'Tuyến',
      type: 'select',
      helperText: 'Giá một tuyến',
      options: routes.map((r) => ({ value: String(r.id), label: `${r.number} · ${r.name}` })),
      validate: (value, values) => (values.scope === 'single' && !value ? 'Vui lòng chọn tuyến' : null),
    },
    multiple_routes_name: {
      label: 'Tên liên tuyến',
      placeholder: 'Liên tuyến toàn mạng',
      helperText: 'Giá liên tuyến',
      validate: (value, values) =>
        values.scope === 'multi' && !value.trim() ? 'Vui lòng nhập tên liên tuyến' : null,
    },
    route_ids: {
      label: 'Các tuyến của giá liên tuyến',
      type: 'multi-select',
      placeholder: 'Gõ số hoặc tên tuyến, Enter để chọn',
      helperText: 'Để trống: áp dụng cho mọi tuyến của công ty',
      options: routes.map((r) => ({ value: String(r.id), label: `${r.number} · ${r.name}` })),
    },
    card_type_id: {
      label: 'Loại thẻ',
      type: 'select',
      options: cardTypes.map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` })),
    },
    price: { label: 'Giá vé tháng', type: 'money' },
    vat_included: { label: 'Giá đã gồm VAT', type: 'switch' },
    valid_from: { label: 'Hiệu lực từ ngày', type: 'date' },
    valid_to: { label: 'Hiệu lực đến ngày', type: 'date', helperText: 'Để trống: không thời hạn' },
  });
}

export function priceInitialValues(row: Price | null): FormValues {
  if (!row) return { scope: 'single', vat_included: 'true', valid_from: saigonToday() };
  return {
    scope: row.scope,
    route_id: row.route_id ? String(row.route_id) : '',
    multiple_routes_name: row.multiple_routes_name ?? '',
    route_ids: row.route_ids.join(','),
    card_type_id: String(row.card_type_id),
    price: String(row.price),
    vat_included: row.vat_included ? 'true' : '',
    valid_from: row.valid_from,
    valid_to: row.valid_to ?? '',
  };
}

export function toPriceInput(values: FormValues): PriceInput {
  const multi = values.scope === 'multi';
  const validTo = (values.valid_to ?? '').trim();
  return {
    scope: multi ? 'multi' : 'single',
    ...(multi
      ? {
          multiple_routes_name: (values.multiple_routes_name ?? '').trim(),
          route_ids: splitValues(values.route_ids ?? '').map(Number),
        }
      : { route_id: values.route_id ? Number(values.route_id) : null }),
    card_type_id: Number(values.card_type_id || '0'),
    price: Number(values.price || '0'),
    vat_included: values.vat_included === 'true',
    valid_from: (values.valid_from ?? '').trim(),
    valid_to: validTo === '' ? null : validTo,
  };
}

export function priceContract(row: Price | null): FormContract {
  return { validate: row ? updatePriceBody : createPriceBody, toBody: (values) => toPriceInput(values) };
}
