// Device keys (/vehicle/device-keys; openapi/resources/bus-management/*DeviceKey*): the keys a member
// company's GPS units and gateways post positions with (issue 18). Declared once for the kit; the key
// itself is never listed: it shows once, in the dialog after creating or rotating one.
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type DeviceKey = RowOf<'listDeviceKeys'>;

export const DEVICE_KEYS_PATH = '/vehicle/device-keys';
/** The modal of the key shown once (after createDeviceKey or rotateDeviceKey). */
export const SECRET_MODAL = 'device-key-secret';
/** The confirmation of a rotation. */
export const ROTATE_MODAL = 'device-key-rotate';

export const deviceKeyResource = defineResource<'listDeviceKeys', ListCriteria>({
  area: 'device-keys',
  entity: 'device_key',
  noun: 'khoá thiết bị',
  path: DEVICE_KEYS_PATH,
  title: 'Khoá thiết bị',
  list: 'listDeviceKeys',
  criteria: {},
  // A full list without parameters (a handful of keys, newest first): its query type is `never`.
  query: () => ({}) as never,
  remove: 'revokeDeviceKey',
  rowName: (row) => row.name,
  // Made, rotated, revoked: listRecordHistory's 'device_key' (stored as api_key; never the secret).
  history: 'device_key',
});
