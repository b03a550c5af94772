import { describe, expect, it } from 'vitest';
import { validateForm } from '../../components/form-dialog/form-fields';
import { employeeContract, employeeFields, employeeInitialValues } from './employee-form';
import { staffFixture } from './test-fixtures';

const admin = { role: 2 as const, isSuper: false };
const superAdmin = { role: 1 as const, isSuper: true };

describe('employee form', () => {
  it('validates in Vietnamese', () => {
    const fields = employeeFields({ staff: null, principal: admin });
    expect(
      validateForm(
        fields,
        {
          full_name: ' ',
          phone_number: '',
          email: 'x@',
          role: '',
          status: 'active',
          password: '123',
        },
        employeeContract(null),
      ),
    ).toEqual({
      full_name: 'Vui lòng nhập họ và tên',
      phone_number: 'Vui lòng nhập số điện thoại',
      email: 'Email không hợp lệ',
      role: 'Vui lòng chọn vai trò',
      password: 'Mật khẩu ban đầu phải có ít nhất 6 ký tự',
    });
    // Phone.yaml refuses 10-digit landlines; the form used to accept them.
    expect(
      validateForm(
        fields,
        { full_name: 'An', phone_number: '028 3812 3456', role: '5', status: 'active' },
        employeeContract(null),
      ),
    ).toEqual({
      phone_number: 'Số điện thoại không hợp lệ',
    });
    expect(
      validateForm(
        fields,
        { full_name: 'A'.repeat(121), phone_number: '0912345678', role: '5', status: 'active' },
        employeeContract(null),
      ),
    ).toEqual({
      full_name: 'Họ và tên không được dài quá 120 ký tự',
    });
  });

  it('accepts 0… and +84… phone numbers', () => {
    const fields = employeeFields({ staff: null, principal: admin });
    for (const phone of ['0912 345 678', '+84912345678']) {
      expect(
        validateForm(fields, { full_name: 'An', phone_number: phone, role: '5', status: 'active' }),
      ).toEqual({});
    }
  });

  it('offers only the roles the caller may give; password only on create', () => {
    const roleOptions = (principal: typeof admin | typeof superAdmin) =>
      employeeFields({ staff: null, principal })
        .find((f) => f.name === 'role')!
        .options!.map((o) => o.value);
    expect(roleOptions(admin)).toEqual(['5', '6', '8', '9', '10']);
    expect(roleOptions(superAdmin)).toEqual(['1', '2', '5', '6', '8', '9', '10']);
    const editFields = employeeFields({ staff: staffFixture(), principal: admin });
    expect(editFields.map((f) => f.name)).not.toContain('password');
  });

  it('keeps a role the caller may not give, locked', () => {
    const role = employeeFields({ staff: staffFixture({ role: 2 }), principal: admin }).find(
      (f) => f.name === 'role',
    )!;
    expect(role.disabled).toBe(true);
    expect(role.options![0]).toEqual({ value: '2', label: 'Admin' });
  });

  it('opens a record with its phone in local form', () => {
    expect(employeeInitialValues(staffFixture())).toMatchObject({ phone_number: '0912345678', role: '5' });
    expect(employeeInitialValues(null, '3')).toEqual({ status: 'active', company_id: '3' });
  });
});
