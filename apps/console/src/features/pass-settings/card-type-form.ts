// The card type form: fields from the contract's createCardType body with their Vietnamese labels, the
// typed values as the request body, and the generated validators the body is checked against.
import { validate as createCardTypeBody } from '@busops/sdk/validators/createCardType';
import { validate as updateCardTypeBody } from '@busops/sdk/validators/updateCardType';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { CardType, CardTypeInput } from './pass-settings.resource';

export const cardTypeFields = schemaFields('createCardType', {
  code: { label: 'Mã loại thẻ', placeholder: 'UT', helperText: 'Duy nhất trong công ty, ví dụ UT, TT, CN' },
  name: { label: 'Tên loại thẻ', placeholder: 'Ưu tiên (học sinh, sinh viên...)' },
  card_fee: { label: 'Phí làm thẻ', type: 'money', helperText: 'Thu khi cấp thẻ mới hoặc thẻ thay thế' },
  requires_proof: { label: 'Cần xuất trình giấy tờ', type: 'switch' },
  enabled: { label: 'Đang bán', type: 'switch' },
  description: { label: 'Mô tả (đối tượng, giấy tờ)', type: 'textarea' },
});

export function cardTypeInitialValues(row: CardType | null): FormValues {
  if (!row) return { card_fee: '0', enabled: 'true', requires_proof: '' };
  return {
    code: row.code,
    name: row.name,
    card_fee: String(row.card_fee),
    requires_proof: row.requires_proof ? 'true' : '',
    enabled: row.enabled ? 'true' : '',
    description: row.description ?? '',
  };
}

export function toCardTypeInput(values: FormValues): CardTypeInput {
  const description = (values.description ?? '').trim();
  return {
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    card_fee: Number(values.card_fee || '0'),
    requires_proof: values.requires_proof === 'true',
    enabled: values.enabled === 'true',
    description: description === '' ? null : description,
  };
}

export function cardTypeContract(row: CardType | null): FormContract {
  return { validate: row ? updateCardTypeBody : createCardTypeBody, toBody: toCardTypeInput };
}
