// How the command line names a machine key (getCurrentKey): in `login --key` and `whoami`.
import type { OperationData } from '@busops/sdk';

export type CurrentKey = OperationData<'getCurrentKey'>;

/**
 * The roles by the names the console shows (packages/domain/src/roles.ts, labelVi); the command line
 * depends on the SDK only, so the seven names are repeated here.
 */
const ROLE_NAMES: Record<number, string> = {
  1: 'Super Admin',
  2: 'Admin',
  5: 'Phụ xe',
  6: 'Lái xe',
  8: 'Nhân viên bán hàng',
  9: 'Kiểm soát viên',
  10: 'Điều hành trực tuyến',
};

export const keyKindLabel = (key: CurrentKey) => (key.kind === 'service' ? 'khoá dịch vụ' : 'khoá thiết bị');

export const roleNames = (roles: readonly number[]) =>
  roles.map((role) => `${ROLE_NAMES[role] ?? 'Vai trò'} (${role})`).join(', ');

/** The key without anything secret: what `--json` prints. */
export function keySummary(key: CurrentKey) {
  return {
    id: key.id,
    kind: key.kind,
    name: key.name,
    prefix: key.prefix,
    roles: key.roles,
    company: key.company,
    last_used_at: key.last_used_at,
  };
}
