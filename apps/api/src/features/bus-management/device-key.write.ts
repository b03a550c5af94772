// Device keys of a company (issue 18 "Machines get their own keys"): the api_keys of kind `device`
// (api-key.write.ts does the work), a key per gateway or per bus, reaching the x-device operations only.
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { createKey, type KeyKind, keyBody, listKeys, revokeKey, rotateKey } from './api-key.write.ts';

type DeviceKeyBody = SuccessOf<'listDeviceKeys'>['items'][number];
type DeviceKeySecret = SuccessOf<'createDeviceKey'>;

/** Live keys a company may hold (a gateway per depot, or a key per bus of a large fleet). */
const MAX_LIVE_KEYS = 200;

const DEVICE: KeyKind<DeviceKeyBody> = {
  kind: 'device',
  maxLive: MAX_LIVE_KEYS,
  tooMany: `Công ty đã có ${MAX_LIVE_KEYS} khoá thiết bị; thu hồi khoá không dùng trước`,
  notFound: 'Không tìm thấy khoá thiết bị',
  toBody: keyBody,
};

export const listDeviceKeys = (db: Db, companyId: number): Promise<DeviceKeyBody[]> =>
  listKeys(db, DEVICE, companyId);

export const createDeviceKey = (
  db: Db,
  principal: Principal,
  companyId: number,
  body: BodyOf<'createDeviceKey'>,
): Promise<DeviceKeySecret> => createKey(db, DEVICE, principal, companyId, body);

export const rotateDeviceKey = (
  db: Db,
  principal: Principal,
  companyId: number,
  id: number,
  now: Date,
): Promise<DeviceKeySecret> => rotateKey(db, DEVICE, principal, companyId, id, now);

export const revokeDeviceKey = (db: Db, principal: Principal, companyId: number, id: number, now: Date) =>
  revokeKey(db, DEVICE, principal, companyId, id, now);
