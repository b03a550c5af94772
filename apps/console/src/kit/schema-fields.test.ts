import { describe, expect, it } from 'vitest';
import { validateForm } from '../components/form-dialog/form-fields';
import { schemaFields } from './schema-fields';

describe('schemaFields: form fields from the request body', () => {
  it('takes required, lengths, patterns, formats and enums from the contract; the order is the screen’s', () => {
    const fields = schemaFields('createCompany', {
      code: { label: 'Mã công ty', patternMessage: 'Mã sai' },
      name: 'Tên công ty',
      phone_number: 'Điện thoại',
      email: 'Email',
      status: 'Trạng thái',
    });
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['code', 'text', true],
      ['name', 'text', true],
      ['phone_number', 'tel', false],
      ['email', 'email', false],
      ['status', 'select', false],
    ]);
    expect(fields[0]).toMatchObject({ maxLength: 20, patternMessage: 'Mã sai' });
    expect(fields[1]!.maxLength).toBe(200);
    expect(fields[4]!.options?.map((o) => o.value)).toEqual(['active', 'inactive']);
    expect(
      validateForm(fields, { code: 'mã sai', name: 'A'.repeat(201), phone_number: '12345', email: 'x@' }),
    ).toEqual({
      code: 'Mã sai',
      name: 'Tên công ty không được quá 200 ký tự',
      phone_number: 'Số điện thoại không hợp lệ',
      email: 'Email không hợp lệ',
    });
  });

  it('refuses what Phone.yaml refuses: a landline with 10 digits after the 0 (028 + 8 digits)', () => {
    const [phone] = schemaFields('assignCompanyAdmin', { phone_number: 'Số điện thoại' });
    expect(validateForm([phone!], { phone_number: '0281234567' })).toEqual({});
    expect(validateForm([phone!], { phone_number: '02812345678' })).toEqual({
      phone_number: 'Số điện thoại không hợp lệ',
    });
  });

  it('the declaration wins over the contract (label, type, required, options); a missing field throws', () => {
    const [password] = schemaFields('assignCompanyAdmin', {
      password: { label: 'Mật khẩu', type: 'password' },
    });
    expect(password).toMatchObject({ type: 'password', minLength: 6, maxLength: 128, required: false });
    expect(() =>
      schemaFields('createCompany', { nope: 'Không có' } as unknown as Parameters<typeof schemaFields>[1]),
    ).toThrow("createCompany: the request body has no field 'nope'");
  });
});
