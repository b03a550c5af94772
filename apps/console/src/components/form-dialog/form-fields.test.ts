import { describe, expect, it } from 'vitest';
import { type FormField, moneyDigits, moneyText, validateForm } from './form-fields';

const fields: FormField[] = [
  { name: 'full_name', label: 'Họ tên', required: true, maxLength: 5 },
  { name: 'phone', label: 'Số điện thoại', type: 'tel', required: true },
  { name: 'role', label: 'Chức vụ', type: 'select', required: true },
  { name: 'password', label: 'Mật khẩu', type: 'password', minLength: 6 },
];

describe('validateForm', () => {
  it('gives Vietnamese messages', () => {
    expect(validateForm(fields, { full_name: ' ', phone: '', role: '', password: '123' })).toEqual({
      full_name: 'Vui lòng nhập họ tên',
      phone: 'Vui lòng nhập số điện thoại',
      role: 'Vui lòng chọn chức vụ',
      password: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
    expect(validateForm(fields, { full_name: 'Nguyễn', phone: '12', role: '1', password: '' })).toEqual({
      full_name: 'Họ tên không được dài quá 5 ký tự',
      phone: 'Số điện thoại không hợp lệ',
    });
  });

  it('accepts valid values', () => {
    expect(validateForm(fields, { full_name: 'An', phone: '0912 345 678', role: '2', password: '' })).toEqual(
      {},
    );
  });
});

describe('money fields', () => {
  const amount: FormField = {
    name: 'amount',
    label: 'Số tiền',
    type: 'money',
    required: true,
    min: 1000,
    max: 1_000_000_000,
  };

  it('checks the bounds in Vietnamese', () => {
    expect(validateForm([amount], { amount: '' })).toEqual({ amount: 'Vui lòng nhập số tiền' });
    expect(validateForm([amount], { amount: '999' })).toEqual({ amount: 'Số tiền tối thiểu 1.000 ₫' });
    expect(validateForm([amount], { amount: '1000000001' })).toEqual({
      amount: 'Số tiền tối đa 1.000.000.000 ₫',
    });
    expect(validateForm([amount], { amount: '1500000' })).toEqual({});
  });

  it('shows grouped thousands and keeps the digits', () => {
    expect(moneyDigits('1.500.000 ₫')).toBe('1500000');
    expect(moneyDigits('007')).toBe('7');
    expect(moneyText('1500000')).toBe('1.500.000');
    expect(moneyText('')).toBe('');
  });
});
