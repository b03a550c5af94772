// Service keys of a company (issue 21 "Service accounts"): the api_keys of kind `service`
// (api-key.write.ts does the work), each carrying roles its admin may grant, so a program acts as a
// staff member of the company holding them (http/routes.ts) and never above its maker's rank.
import { canGrantRole, roleLabel } from '@busops/domain';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { createKey, type KeyKind, keyBody, listKeys, revokeKey, rotateKey } from './api-key.write.ts';

type ServiceKeyBody = SuccessOf<'listServiceKeys'>['items'][number];
type ServiceKeySecret = SuccessOf<'createServiceKey'>;
type Role = ServiceKeyBody['roles'][number];

/** Live service keys a company may hold: a program each (an ERP, a reconciliation job, a partner). */
const MAX_LIVE_SERVICE_KEYS = 50;

const SERVICE: KeyKind<ServiceKeyBody> = {
  kind: 'service',
  maxLive: MAX_LIVE_SERVICE_KEYS,
  tooMany: `Công ty đã có ${MAX_LIVE_SERVICE_KEYS} khoá dịch vụ; thu hồi khoá không dùng trước`,
  notFound: 'Không tìm thấy khoá dịch vụ',
  // The column holds only what createServiceKey let in: roles of the contract's enum.
  toBody: (row) => ({ ...keyBody(row), roles: row.roles as Role[] }),
};

export const listServiceKeys = (db: Db, companyId: number): Promise<ServiceKeyBody[]> =>
  listKeys(db, SERVICE, companyId);

/** Only roles the caller may grant a person (canGrantRole): a key never outranks its maker. */
export function createServiceKey(
  db: Db,
  principal: Principal,
  companyId: number,
  body: BodyOf<'createServiceKey'>,
): Promise<ServiceKeySecret> {
  const refused = body.roles.filter((role) => !canGrantRole(principal.role, role));
  if (refused.length > 0) {
    throw forbidden(`Bạn không được cấp vai trò ${refused.map(roleLabel).join(', ')} cho khoá dịch vụ`);
  }
  return createKey(db, SERVICE, principal, companyId, { name: body.name, roles: body.roles });
}

export const rotateServiceKey = (
  db: Db,
  principal: Principal,
  companyId: number,
  id: number,
  now: Date,
): Promise<ServiceKeySecret> => rotateKey(db, SERVICE, principal, companyId, id, now);

export const revokeServiceKey = (db: Db, principal: Principal, companyId: number, id: number, now: Date) =>
  revokeKey(db, SERVICE, principal, companyId, id, now);
