// Who may do what on a staff record: grant a role, act on a record of a given rank, see the person
// behind it; and the 409 messages of a phone number already in use.
import { canActOnStaff, canGrantRole } from '@busops/domain';
import type { Principal } from '../../access/principal.ts';
import { forbidden } from '../../http/errors.ts';
import type { BusStaffBody } from './staff.query.ts';

export const PHONE_IN_COMPANY = 'Số điện thoại đã tồn tại trong công ty';
export const PHONE_TAKEN = 'Số điện thoại đã được sử dụng bởi người dùng khác';
export const ABOVE_RANK = 'Bạn không có quyền thao tác trên nhân viên có vai trò cao hơn quyền của mình';

export const isSuperAdmin = (principal: Principal) => principal.role === 1;

export function assertMayGrant(principal: Principal, role: number): void {
  if (!canGrantRole(principal.role, role)) {
    throw forbidden('Chỉ Super Admin mới được gán vai trò Super Admin hoặc Admin');
  }
}

/** Rank (see canActOnStaff): changing, depositing to or deleting a record above the caller's rank is 403. */
export function assertMayActOn(principal: Principal, staff: { role: number; userId: number }): void {
  if (!canActOnStaff(principal.role, staff.role, staff.userId === principal.userId)) {
    throw forbidden(ABOVE_RANK);
  }
}

/**
 * The person behind a staff record (`user_id`) is shown to the super company only: a member company
 * that adds an existing person must not learn that the person existed, nor link them across
 * companies (ADR 0006). Member companies address their staff by staff id.
 */
export function forCaller(principal: Principal, body: BusStaffBody): BusStaffBody {
  if (principal.isSuper) return body;
  const { user_id: _hidden, ...rest } = body;
  return rest;
}
