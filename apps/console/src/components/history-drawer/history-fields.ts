// How the drawer shows a changed field: its Vietnamese label and its values (as the lists show them).
import { formatDateTime, formatPhone, formatVnd, roleLabel } from '@busops/domain';

/** The stored field names (API bodies in snake_case; some older rows in the database's camelCase). */
const LABELS: Record<string, string> = {
  full_name: 'Họ và tên',
  phone_number: 'Số điện thoại',
  email: 'Email',
  staff_code: 'Mã nhân viên',
  role: 'Vai trò',
  role_id: 'Mã chức vụ',
  role_name: 'Chức vụ',
  status: 'Trạng thái',
  deposit_balance: 'Số dư ký quỹ',
  deposit: 'Khoản nạp',
  company_id: 'Mã công ty',
  company_name: 'Công ty',
  user_id: 'Mã người dùng',
  name: 'Tên',
  short_name: 'Tên viết tắt',
  code: 'Mã',
  tax_code: 'Mã số thuế',
  address: 'Địa chỉ',
  is_super: 'Công ty tổng',
  admin_id: 'Mã quản trị viên',
  admin_name: 'Quản trị viên',
  staff_count: 'Số nhân viên',
  description: 'Mô tả',
  group: 'Nhóm',
  system_role: 'Vai trò hệ thống',
  feature_ids: 'Chức năng',
  created_at: 'Ngày tạo',
  id: 'Mã',
  // Device keys (the secret is never stored, its first characters are).
  prefix: 'Đầu khoá',
  kind: 'Loại',
};

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function fieldLabel(field: string): string {
  return LABELS[field] ?? LABELS[snake(field)] ?? field;
}

const STATUS: Record<string, string> = { active: 'Hoạt động', inactive: 'Ngừng hoạt động' };
/** A key's kind: a device's, or a service's (the integrations to come). */
const KIND: Record<string, string> = { device: 'Thiết bị', service: 'Dịch vụ' };

/** A stored value as text: '—' for none, roles by name, money in đồng, phones in local form. */
export function fieldValue(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const key = snake(field);
  if ((key === 'role' || key === 'system_role') && typeof value === 'number') return roleLabel(value);
  if (key === 'deposit_balance' && typeof value === 'number') return formatVnd(value);
  if (key === 'phone_number' && typeof value === 'string') return formatPhone(value);
  if (key === 'status' && typeof value === 'string') return STATUS[value] ?? value;
  if (key === 'kind' && typeof value === 'string') return KIND[value] ?? value;
  if ((key === 'created_at' || key === 'updated_at') && typeof value === 'string')
    return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
