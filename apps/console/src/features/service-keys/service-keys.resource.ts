// Service keys (/vehicle/service-keys; openapi/resources/bus-management/*ServiceKey*): the keys a member
// company's programs (an ERP, a reconciliation job) call the API with, as staff holding the key's roles
// (issue 21). Beside the device keys: the same admins (roles 1 and 2 of a member company), the same
// mechanism. The key itself is never listed: it shows once, after creating or rotating one.
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type ServiceKey = RowOf<'listServiceKeys'>;

export const SERVICE_KEYS_PATH = '/vehicle/service-keys';
export const SECRET_MODAL = 'service-key-secret';
export const ROTATE_MODAL = 'service-key-rotate';

export const serviceKeyResource = defineResource<'listServiceKeys', ListCriteria>({
  area: 'service-keys',
  entity: 'service_key',
  noun: 'khoá dịch vụ',
  path: SERVICE_KEYS_PATH,
  title: 'Khoá dịch vụ',
  list: 'listServiceKeys',
  criteria: {},
  query: () => ({}) as never,
  remove: 'revokeServiceKey',
  rowName: (row) => row.name,
  history: 'service_key',
});
