// The invoice configuration form (BillSettingInput): the draft the screen edits, its validation in
// Vietnamese — mirroring the contract's rule: with a provider other than 'none', tax code, company name,
// template code, invoice series and username are required (and the password on the first save) — and the
// request body (the password only when typed).
import type { Schemas } from '@busops/sdk';

export type BillSetting = Schemas['BillSetting'];
export type BillSettingInput = Schemas['BillSettingInput'];
export type BillProvider = BillSetting['provider'];

export const PROVIDER_OPTIONS: { value: BillProvider; label: string }[] = [
  { value: 'none', label: 'Không sử dụng' },
  { value: 'viettel', label: 'Viettel (S-Invoice)' },
  { value: 'vnpt', label: 'VNPT (Invoice)' },
  { value: 'misa', label: 'MISA (meInvoice)' },
];

export interface BillSettingDraft {
  provider: BillProvider;
  tax_code: string;
  company_name: string;
  address: string;
  template_code: string;
  invoice_series: string;
  username: string;
  /** Typed only: empty keeps the stored password. */
  password: string;
  auto_issue: boolean;
  email_cc: string[];
}

export type BillTextField = Exclude<keyof BillSettingDraft, 'provider' | 'auto_issue' | 'email_cc'>;

/** Label and maximum length of each text field (BillSettingInput). */
export const BILL_FIELDS: Record<BillTextField, { label: string; maxLength: number }> = {
  tax_code: { label: 'Mã số thuế', maxLength: 14 },
  company_name: { label: 'Tên đơn vị', maxLength: 200 },
  address: { label: 'Địa chỉ', maxLength: 255 },
  template_code: { label: 'Mẫu số hoá đơn', maxLength: 20 },
  invoice_series: { label: 'Ký hiệu hoá đơn', maxLength: 20 },
  username: { label: 'Tài khoản', maxLength: 100 },
  password: { label: 'Mật khẩu', maxLength: 128 },
};

/** Required when a provider is chosen (the contract's if/else on provider). */
export const PROVIDER_REQUIRED: readonly BillTextField[] = [
  'tax_code',
  'company_name',
  'template_code',
  'invoice_series',
  'username',
];

export const MAX_EMAIL_CC = 5;
const TAX_CODE = /^[0-9]{10}(-[0-9]{3})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function draftFrom(setting: BillSetting | null): BillSettingDraft {
  return {
    provider: setting?.provider ?? 'none',
    tax_code: setting?.tax_code ?? '',
    company_name: setting?.company_name ?? '',
    address: setting?.address ?? '',
    template_code: setting?.template_code ?? '',
    invoice_series: setting?.invoice_series ?? '',
    username: setting?.username ?? '',
    password: '',
    auto_issue: setting?.auto_issue ?? false,
    email_cc: [...(setting?.email_cc ?? [])],
  };
}

export function isRequired(
  field: BillTextField,
  draft: Pick<BillSettingDraft, 'provider'>,
  hasPassword: boolean,
): boolean {
  if (draft.provider === 'none') return false;
  if (field === 'password') return !hasPassword;
  return PROVIDER_REQUIRED.includes(field);
}

/** Errors by field name ('email_cc' for the list); empty when the draft can be saved. */
export function validateBillSetting(draft: BillSettingDraft, hasPassword: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, { label, maxLength }] of Object.entries(BILL_FIELDS) as [
    BillTextField,
    { label: string; maxLength: number },
  ][]) {
    const value = name === 'password' ? draft.password : draft[name].trim();
    if (value === '') {
      if (isRequired(name, draft, hasPassword)) errors[name] = `Vui lòng nhập ${label.toLowerCase()}`;
      continue;
    }
    if (value.length > maxLength) errors[name] = `${label} không được quá ${maxLength} ký tự`;
  }
  if (!errors.tax_code && draft.tax_code.trim() && !TAX_CODE.test(draft.tax_code.trim())) {
    errors.tax_code = 'Mã số thuế gồm 10 chữ số hoặc 10 chữ số, "-" và 3 chữ số';
  }
  const emails = draft.email_cc.map((e) => e.trim());
  const invalid = emails.find((e) => !EMAIL.test(e) || e.length > 120);
  const duplicate = emails.find((e, i) => emails.findIndex((x) => x.toLowerCase() === e.toLowerCase()) !== i);
  if (invalid !== undefined) errors.email_cc = `Email không hợp lệ: ${invalid}`;
  else if (duplicate !== undefined) errors.email_cc = `Email bị trùng: ${duplicate}`;
  else if (emails.length > MAX_EMAIL_CC) errors.email_cc = `Tối đa ${MAX_EMAIL_CC} email`;
  return errors;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toBillSettingInput(draft: BillSettingDraft): BillSettingInput {
  return {
    provider: draft.provider,
    auto_issue: draft.auto_issue,
    tax_code: orNull(draft.tax_code),
    company_name: orNull(draft.company_name),
    address: orNull(draft.address),
    template_code: orNull(draft.template_code),
    invoice_series: orNull(draft.invoice_series),
    username: orNull(draft.username),
    email_cc: draft.email_cc.map((e) => e.trim()),
    // Write-only: absent keeps the stored password.
    ...(draft.password !== '' ? { password: draft.password } : {}),
  } as BillSettingInput;
}
