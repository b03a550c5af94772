// Field declarations of a FormDialog and their Vietnamese validation messages. A form that sends a request
// body also names its contract (the operation's validator generated at `pnpm gen`): the body it would send
// is checked by the very code the API runs, and the API's message shows under the field, so the form
// never accepts what the API refuses.
import { formatNumber } from '@busops/domain';
import { isVietnamesePhone } from '@busops/sdk';
import { type BodyValidator, formErrors } from '@busops/sdk/validation';

export type FormValues = Record<string, string>;

export interface FormField {
  name: string;
  label: string;
  /** 'money': whole VND typed with grouped thousands ('1.500.000'); the value holds the digits only. */
  /** 'switch': a yes/no toggle; the value is 'true' or ''. */
  /** 'multi-select': several of `options`, the value their values joined by commas ('' for none). */
  type?:
    | 'text'
    | 'password'
    | 'number'
    | 'tel'
    | 'email'
    | 'textarea'
    | 'select'
    | 'date'
    | 'month'
    | 'money'
    | 'multi-select'
    | 'switch';
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Message when `pattern` does not match; default 'Định dạng không hợp lệ'. */
  patternMessage?: string;
  /** 'money' only: bounds in VND, with Vietnamese messages. */
  min?: number;
  max?: number;
  options?: { value: string; label: string }[];
  placeholder?: string;
  helperText?: string;
  disabled?: boolean;
  validate?: (value: string, values: FormValues) => string | null;
  /**
   * What a new record starts with when the screen gives nothing (the contract's `default`, set by
   * schemaFields): the form shows the value the API would store, never '— Chọn —' over a saved default.
   */
  defaultValue?: string;
  /** Rewrites what was typed when the field loses focus (a plate typed "51b12345" shows "51B-123.45"). */
  normalize?: (value: string) => string;
}

/** The request body a form sends and the generated validator of its operation. */
export interface FormContract {
  validate: BodyValidator;
  toBody: (values: FormValues) => unknown;
}

export function fieldError(field: FormField, values: FormValues): string | null {
  const raw = values[field.name] ?? '';
  const value = raw.trim();
  const label = field.label.toLowerCase();
  if (field.required && value === '') {
    return field.type === 'select' ? `Vui lòng chọn ${label}` : `Vui lòng nhập ${label}`;
  }
  if (value === '') return null;
  if (field.minLength !== undefined && value.length < field.minLength) {
    return `${field.label} phải có ít nhất ${field.minLength} ký tự`;
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `${field.label} không được dài quá ${field.maxLength} ký tự`;
  }
  if (field.type === 'number' && !Number.isFinite(Number(value))) return `${field.label} phải là số`;
  if (field.type === 'money') {
    if (!/^\d+$/.test(value)) return `${field.label} phải là số`;
    const amount = Number(value);
    if (field.min !== undefined && amount < field.min) {
      return `${field.label} tối thiểu ${formatNumber(field.min)} ₫`;
    }
    if (field.max !== undefined && amount > field.max) {
      return `${field.label} tối đa ${formatNumber(field.max)} ₫`;
    }
  }
  // The date inputs hand over 'yyyy-MM-dd' / 'yyyy-MM' once the text is a real day or month, else the text.
  if (field.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return `${field.label} không hợp lệ (dd/mm/yyyy)`;
  }
  if (field.type === 'month' && !/^\d{4}-\d{2}$/.test(value)) return `${field.label} không hợp lệ (mm/yyyy)`;
  if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'Email không hợp lệ';
  if (field.type === 'tel' && !isVietnamesePhone(value)) return 'Số điện thoại không hợp lệ';
  if (field.pattern && !field.pattern.test(value)) return field.patternMessage ?? 'Định dạng không hợp lệ';
  return field.validate ? field.validate(raw, values) : null;
}

/**
 * Errors by field name: the form's own checks first ('Vui lòng nhập ...' for an empty required field), then
 * the contract's on the body the form would send, worded with the field labels. A contract error about a
 * property the form does not show keeps its JSON name as key (FormDialog shows it above the fields).
 */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  contract?: FormContract,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values);
    if (error) errors[field.name] = error;
  }
  if (contract) {
    const labels = Object.fromEntries(fields.map((f) => [f.name, f.label]));
    for (const [name, message] of Object.entries(
      formErrors(contract.validate, contract.toBody(values), labels),
    )) {
      errors[name] ??= message;
    }
  }
  return errors;
}

export function initialFormValues(
  fields: readonly FormField[],
  initial: Partial<FormValues> = {},
): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? f.defaultValue ?? '']));
}

/** What a money input shows for its digits: '1500000' -> '1.500.000'. */
export function moneyText(digits: string): string {
  return digits === '' ? '' : formatNumber(Number(digits));
}

/** What a money input keeps from the typed text: its digits, without leading zeros. */
export function moneyDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}
