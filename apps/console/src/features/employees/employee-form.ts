// Fields of 'Thêm / Sửa nhân viên' from the contract's request body (createBusStaff: type, required,
// lengths), the values a record opens with and the contract the form's body is checked against
// (BusStaffInput / BusStaffUpdate: Phone, email and patterns are checked there, in the API's words).
import { formatPhone, labelOptions, type Principal, roleLabel, STATUS_LABELS } from '@busops/domain';
import { validate as createBusStaffBody } from '@busops/sdk/validators/createBusStaff';
import { validate as updateBusStaffBody } from '@busops/sdk/validators/updateBusStaff';
import type { FormContract, FormField, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import { type BusStaff, grantableRoles } from './employees.resource';
import { toCreateBody, toUpdateBody } from './employees.store';

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
      // Typed with spaces or dots ('0912 345 678'); sent in +84 form (toCreateBody).
      placeholder: '0912 345 678',
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
      options: labelOptions(STATUS_LABELS),
    },
    // Checked by dispatch against each trip's day (expired: refused, within 7 days: a warning).
    licence_expires_on: { label: 'Hạn giấy phép lái xe', type: 'date' },
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
    phone_number: formatPhone(staff.phone_number),
    email: staff.email ?? '',
    staff_code: staff.staff_code ?? '',
    role: String(staff.role),
    status: staff.status,
    licence_expires_on: staff.licence_expires_on ?? '',
  };
}

/** createBusStaff, or updateBusStaff (only what changed) for an existing employee. */
export function employeeContract(staff: BusStaff | null): FormContract {
  return staff
    ? { validate: updateBusStaffBody, toBody: (values) => toUpdateBody(values, staff) }
    : { validate: createBusStaffBody, toBody: toCreateBody };
}
