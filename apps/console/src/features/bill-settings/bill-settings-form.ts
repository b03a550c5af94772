// The invoice configuration form (BillSettingInput): the draft the screen edits, its validation in
// Vietnamese — 'Vui lòng nhập ...' for the fields a chosen provider needs (and the password on the first
// save), then the contract itself on the body (saveBillSetting's generated validator: patterns, lengths,
// emails) — and the request body (the password only when typed).
import { BILL_PROVIDER_LABELS, labelOptions } from '@busops/domain';
import type { Schemas } from '@busops/sdk';
import { formErrors } from '@busops/sdk/validation';
import { validate as saveBillSettingBody } from '@busops/sdk/validators/saveBillSetting';

export type BillSetting = Schemas['BillSetting'];
export type BillSettingInput = Schemas['BillSettingInput'];
export type BillProvider = BillSetting['provider'];

export const PROVIDER_OPTIONS = labelOptions(BILL_PROVIDER_LABELS);

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

/** Label of each text field. */
export const BILL_FIELDS: Record<BillTextField, { label: string }> = {
  tax_code: { label: 'Mã số thuế' },
  company_name: { label: 'Tên đơn vị' },
  address: { label: 'Địa chỉ' },
  template_code: { label: 'Mẫu số hoá đơn' },
  invoice_series: { label: 'Ký hiệu hoá đơn' },
  username: { label: 'Tài khoản' },
  password: { label: 'Mật khẩu' },
};

const LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(BILL_FIELDS).map(([name, { label }]) => [name, label])),
  email_cc: 'Email nhận bản sao',
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
  for (const [name, { label }] of Object.entries(BILL_FIELDS) as [BillTextField, { label: string }][]) {
    const value = name === 'password' ? draft.password : draft[name].trim();
    if (value === '' && isRequired(name, draft, hasPassword)) {
      errors[name] = `Vui lòng nhập ${label.toLowerCase()}`;
    }
  }
  // The contract's uniqueItems compares exactly; one mailbox typed twice in another case is a duplicate too.
  const emails = draft.email_cc.map((e) => e.trim());
  const duplicate = emails.find((e, i) => emails.findIndex((x) => x.toLowerCase() === e.toLowerCase()) !== i);
  if (duplicate !== undefined) errors.email_cc = `Email bị trùng: ${duplicate}`;
  for (const [name, message] of Object.entries(
    formErrors(saveBillSettingBody, toBillSettingInput(draft), LABELS),
  )) {
    errors[name] ??= message;
  }
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
