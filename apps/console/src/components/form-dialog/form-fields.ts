// Field declarations of a FormDialog and their Vietnamese validation messages.
import { formatNumber } from '@busops/domain';

export type FormValues = Record<string, string>;

export interface FormField {
  name: string;
  label: string;
  /** 'money': whole VND typed with grouped thousands ('1.500.000'); the value holds the digits only. */
  type?: 'text' | 'password' | 'number' | 'tel' | 'email' | 'textarea' | 'select' | 'date' | 'money';
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
}

const PHONE_PATTERN = /^(\+84|84|0)[1-9]\d{8,9}$/;

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
    return `${field.label} không được quá ${field.maxLength} ký tự`;
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
  if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'Email không hợp lệ';
  if (field.type === 'tel' && !PHONE_PATTERN.test(value.replace(/[\s.-]/g, ''))) {
    return 'Số điện thoại không hợp lệ';
  }
  if (field.pattern && !field.pattern.test(value)) return field.patternMessage ?? 'Định dạng không hợp lệ';
  return field.validate ? field.validate(raw, values) : null;
}

export function validateForm(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values);
    if (error) errors[field.name] = error;
  }
  return errors;
}

export function initialFormValues(
  fields: readonly FormField[],
  initial: Partial<FormValues> = {},
): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? '']));
}

/** What a money input shows for its digits: '1500000' -> '1.500.000'. */
export function moneyText(digits: string): string {
  return digits === '' ? '' : formatNumber(Number(digits));
}

/** What a money input keeps from the typed text: its digits, without leading zeros. */
export function moneyDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}
