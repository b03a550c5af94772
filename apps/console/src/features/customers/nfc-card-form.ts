// The register-card form: the contract's createNfcCard body; the UID is checked as the API checks it
// (normalizeCardUid) as soon as it loses focus.
import { validate as createNfcCardBody } from '@busops/sdk/validators/createNfcCard';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';

export const nfcCardFields = schemaFields('createNfcCard', {
  uid: { label: 'UID thẻ', placeholder: '04:A2:B3:C4:D5:E6:80' },
  card_number: { label: 'Số thẻ (in trên thẻ)', placeholder: 'PN000123' },
  note: { label: 'Ghi chú', type: 'textarea' },
});

const toNfcCardInput = (values: FormValues) => ({
  uid: (values.uid ?? '').trim(),
  card_number: (values.card_number ?? '').trim(),
  note: (values.note ?? '').trim() || null,
});

export const nfcCardContract: FormContract = { validate: createNfcCardBody, toBody: toNfcCardInput };
export { toNfcCardInput };
