import { isRoleValue, type RoleValue } from './roles.ts';

// spec §2/§6: 'super only' entries are for the super company, 'not super' ones are
// hidden from it ('member'), the rest are open to both ('any').
export type CompanyScope = 'super' | 'member' | 'any';

export interface Principal {
  role: RoleValue | null;
  /** spec §6: a user with active_super_company is a super-company user. */
  isSuper: boolean;
}

export function scopeAllows(scope: CompanyScope, isSuper: boolean): boolean {
  if (scope === 'super') return isSuper;
  if (scope === 'member') return !isSuper;
  return true;
}

/** An empty list admits any signed-in principal, even one without a role. */
export function rolesAllow(roles: readonly number[], role: RoleValue | null): boolean {
  if (roles.length === 0) return true;
  return role !== null && roles.includes(role);
}

/** Builds a principal from a user record (spec §3 'me' fields); unknown roles become null. */
export function toPrincipal(user: {
  readonly role?: number | null;
  readonly active_super_company?: boolean | null;
}): Principal {
  return {
    role: isRoleValue(user.role) ? user.role : null,
    isSuper: user.active_super_company === true,
  };
}
