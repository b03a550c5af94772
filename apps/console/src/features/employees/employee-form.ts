// Fields of 'Thêm / Sửa nhân viên' (validation messages in Vietnamese come from FormField) and the values a
// record opens with.
import { type Principal, roleLabel } from '@busops/domain';
import { isVietnamesePhone, toLocalPhone } from '@busops/sdk';
import type { FormField, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { BusStaff } from './employees.resource';
import { grantableRoles } from './employees.store';
import { STATUS_LABELS } from './status-tag';

export interface EmployeeFieldsOptions {
  staff: BusStaff | null;
  principal: Principal | null;
  /** Super callers may create the employee in another company. */
  companies?: { value: string; label: string }[];
}

export function employeeFields({ staff, principal, companies = [] }: EmployeeFieldsOptions): FormField[] {
  const roles = grantableRoles(principal).map((r) => ({ value: String(r.value), label: r.labelVi }));
  // An employee holding a role the caller may not give keeps it: shown, not changeable here.
  const lockedRole = staff !== null && !roles.some((r) => r.value === String(staff.role));
  const fields = schemaFields('createBusStaff', {
    full_name: 'Họ và tên',
    phone_number: {
      label: 'Số điện thoại',
      placeholder: '0912 345 678',
      // Typed with spaces or dots ('0912 345 678'); sent in +84 form (toCreateBody).
      pattern: undefined,
      validate: (value) => (isVietnamesePhone(value) ? null : 'Số điện thoại không hợp lệ'),
    },
    email: 'Email',
    staff_code: 'Mã nhân viên',
    role: {
      label: 'Vai trò',
      disabled: lockedRole,
      options: lockedRole ? [{ value: String(staff.role), label: roleLabel(staff.role) }, ...roles] : roles,
      helperText: lockedRole ? 'Bạn không có quyền thay đổi vai trò này' : undefined,
    },
    status: {
      label: 'Trạng thái',
      required: true,
      options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
    },
    company_id: {
      label: 'Công ty',
      type: 'select',
      options: companies,
      helperText: 'Bỏ trống: công ty hiện tại của bạn',
    },
    password: {
      label: 'Mật khẩu ban đầu',
      type: 'password',
      helperText: 'Bỏ trống: nhân viên đăng nhập bằng mã SMS',
    },
  });
  // The company and the initial password are only chosen on create; the company by super callers.
  return fields
    .filter((f) => !staff || (f.name !== 'company_id' && f.name !== 'password'))
    .filter((f) => f.name !== 'company_id' || companies.length > 0);
}

export function employeeInitialValues(staff: BusStaff | null, companyId = ''): Partial<FormValues> {
  if (!staff) return { status: 'active', company_id: companyId };
  return {
    full_name: staff.full_name,
    phone_number: toLocalPhone(staff.phone_number),
    email: staff.email ?? '',
    staff_code: staff.staff_code ?? '',
    role: String(staff.role),
    status: staff.status,
  };
}
