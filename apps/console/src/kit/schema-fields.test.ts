import { validate as createCompanyBody } from '@busops/sdk/validators/createCompany';
import { describe, expect, it } from 'vitest';
import { initialFormValues, validateForm } from '../components/form-dialog/form-fields';
import { schemaFields } from './schema-fields';

describe('schemaFields: form fields from the request body', () => {
  it('takes type, required, lengths and enums from the contract; the order is the screen’s', () => {
    const fields = schemaFields('createCompany', {
      code: 'Mã công ty',
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
    expect(fields[0]!.maxLength).toBe(20);
    expect(fields[1]!.maxLength).toBe(200);
    expect(fields[4]!.options?.map((o) => o.value)).toEqual(['active', 'inactive']);
    expect(
      validateForm(fields, { code: 'ma', name: 'A'.repeat(201), phone_number: '12345', email: 'x@' }),
    ).toEqual({
      name: 'Tên công ty không được dài quá 200 ký tự',
      phone_number: 'Số điện thoại không hợp lệ',
      email: 'Email không hợp lệ',
    });
  });

  it('leaves patterns to the contract: its validator words them with the label and x-pattern-message', () => {
    const fields = schemaFields('createCompany', { name: 'Tên công ty', code: 'Mã công ty' });
    expect(fields.every((f) => f.pattern === undefined)).toBe(true);
    const contract = {
      validate: createCompanyBody,
      toBody: (values: Record<string, string>) => ({ ...values, status: 'active' }),
    };
    expect(validateForm(fields, { name: 'Nhà xe A', code: 'mã sai' }, contract)).toEqual({
      code: 'Mã công ty chỉ gồm chữ không dấu, số, "-" và "_"',
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

  it('starts a new record on the contract’s defaults, which the screen’s own values override', () => {
    const fields = schemaFields('createVehicle', {
      plate: 'Biển số',
      fuel: 'Nhiên liệu',
      wheelchair_accessible: { label: 'Xe lăn', type: 'switch' },
      status: 'Trạng thái',
    });
    expect(fields.map((f) => [f.name, f.type, f.defaultValue])).toEqual([
      ['plate', 'text', undefined],
      ['fuel', 'select', 'diesel'],
      ['wheelchair_accessible', 'switch', undefined],
      ['status', 'select', 'active'],
    ]);
    expect(initialFormValues(fields)).toEqual({
      plate: '',
      fuel: 'diesel',
      wheelchair_accessible: '',
      status: 'active',
    });
    expect(initialFormValues(fields, { status: 'inactive' }).status).toBe('inactive');
  });
});
