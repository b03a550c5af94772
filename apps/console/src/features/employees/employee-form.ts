// Fields of 'Thêm / Sửa nhân viên', the values a record opens with and the contract the form's body is
// checked against (BusStaffInput / BusStaffUpdate: limits, Phone and email come from there).
import { labelOptions, type Principal, roleLabel, STATUS_LABELS } from '@busops/domain';
import { toLocalPhone } from '@busops/sdk';
import { validate as createBusStaffBody } from '@busops/sdk/validators/createBusStaff';
import { validate as updateBusStaffBody } from '@busops/sdk/validators/updateBusStaff';
import type { FormContract, FormField, FormValues } from '../../components/form-dialog/form-fields';
import { type BusStaff, grantableRoles, toCreateBody, toUpdateBody } from './employees.store';

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
  const fields: FormField[] = [
    { name: 'full_name', label: 'Họ và tên', required: true },
    {
      name: 'phone_number',
      label: 'Số điện thoại',
      type: 'tel',
      required: true,
      placeholder: '0912 345 678',
    },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'staff_code', label: 'Mã nhân viên' },
    {
      name: 'role',
      label: 'Vai trò',
      type: 'select',
      required: true,
      disabled: lockedRole,
      options: lockedRole ? [{ value: String(staff.role), label: roleLabel(staff.role) }, ...roles] : roles,
      helperText: lockedRole ? 'Bạn không có quyền thay đổi vai trò này' : undefined,
    },
    {
      name: 'status',
      label: 'Trạng thái',
      type: 'select',
      required: true,
      options: labelOptions(STATUS_LABELS),
    },
  ];
  if (!staff) {
    if (companies.length > 0) {
      fields.push({
        name: 'company_id',
        label: 'Công ty',
        type: 'select',
        options: companies,
        helperText: 'Bỏ trống: công ty hiện tại của bạn',
      });
    }
    fields.push({
      name: 'password',
      label: 'Mật khẩu ban đầu',
      type: 'password',
      helperText: 'Bỏ trống: nhân viên đăng nhập bằng mã SMS',
    });
  }
  return fields;
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

/** createBusStaff, or updateBusStaff (only what changed) for an existing employee. */
export function employeeContract(staff: BusStaff | null): FormContract {
  return staff
    ? { validate: updateBusStaffBody, toBody: (values) => toUpdateBody(values, staff) }
    : { validate: createBusStaffBody, toBody: toCreateBody };
}
