// Who may grant what on a staff record, and the 409 messages of a phone number already in use.
import { canGrantRole } from '@busops/domain';
import type { Principal } from '../../access/principal.ts';
import { forbidden } from '../../http/errors.ts';

export const PHONE_IN_COMPANY = 'Số điện thoại đã tồn tại trong công ty';
export const PHONE_TAKEN = 'Số điện thoại đã được sử dụng bởi người dùng khác';

export const isSuperAdmin = (principal: Principal) => principal.role === 1;

export function assertMayGrant(principal: Principal, role: number): void {
  if (!canGrantRole(principal.role, role)) {
    throw forbidden('Chỉ Super Admin mới được gán vai trò Super Admin hoặc Admin');
  }
}
