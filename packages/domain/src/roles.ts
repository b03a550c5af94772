// spec §3: role table (value, internal name, label). `label` is the spec's label,
// `labelVi` is what the Vietnamese console shows.
import type { components } from '@busops/sdk/schema';

/** The contract's Role enum (openapi/shared/schemas/Role.yaml): never a copy of it. */
export type RoleValue = components['schemas']['Role'];

export type RoleName =
  | 'ROLE_ADMIN'
  | 'ROLE_COMPANY_ADMIN'
  | 'ROLE_CONDUCTOR'
  | 'ROLE_DRIVER'
  | 'ROLE_SALE'
  | 'ROLE_CONTROLLER'
  | 'OPERATOR_ONLINE';

export interface Role {
  readonly value: RoleValue;
  readonly name: RoleName;
  readonly label: string;
  readonly labelVi: string;
}

export const ROLES = [
  { value: 1, name: 'ROLE_ADMIN', label: 'Super Admin', labelVi: 'Super Admin' },
  { value: 2, name: 'ROLE_COMPANY_ADMIN', label: 'Admin', labelVi: 'Admin' },
  { value: 5, name: 'ROLE_CONDUCTOR', label: 'conductor', labelVi: 'Phụ xe' },
  { value: 6, name: 'ROLE_DRIVER', label: 'driver', labelVi: 'Lái xe' },
  { value: 8, name: 'ROLE_SALE', label: 'sales staff', labelVi: 'Nhân viên bán hàng' },
  { value: 9, name: 'ROLE_CONTROLLER', label: 'controller', labelVi: 'Kiểm soát viên' },
  { value: 10, name: 'OPERATOR_ONLINE', label: 'online operator', labelVi: 'Điều hành trực tuyến' },
] as const satisfies readonly Role[];

/** A role added to the contract without a row above fails typecheck here. */
type RolesWithoutRow = Exclude<RoleValue, (typeof ROLES)[number]['value']>;
const everyRoleHasRow: [RolesWithoutRow] extends [never] ? true : RolesWithoutRow = true;
void everyRoleHasRow;

export const ALL_ROLES: readonly RoleValue[] = ROLES.map((r) => r.value);

export function isRoleValue(n: unknown): n is RoleValue {
  return typeof n === 'number' && ROLES.some((r) => r.value === n);
}

export function findRole(v: number | null | undefined): Role | undefined {
  return ROLES.find((r) => r.value === v);
}

/** Vietnamese label for the console; '' for a missing or unknown role. */
export function roleLabel(v: number | null | undefined): string {
  return findRole(v)?.labelVi ?? '';
}

/**
 * Roles 1 (Super Admin) and 2 (Admin) are granted, and taken away, by a Super Admin only; the API
 * enforces it (createBusStaff, updateBusStaff, assignRole) and the console offers only what passes.
 */
export function canGrantRole(granter: number | null | undefined, role: number): boolean {
  return granter === 1 || (role !== 1 && role !== 2);
}

/**
 * Rank on staff records: a caller creates, changes, deposits to or deletes only staff whose role
 * they may grant (`canGrantRole`), so nobody acts on a rank above their own (a controller never
 * touches an Admin's phone, status or record). The person themself passes for their own record
 * (an Admin edits their own name); changing a role still needs `canGrantRole` for the old and the
 * new role. The API enforces it on every staff write and the console offers only what passes.
 */
export function canActOnStaff(actor: number | null | undefined, target: number, isSelf = false): boolean {
  if (actor === null || actor === undefined) return false;
  return isSelf || canGrantRole(actor, target);
}
