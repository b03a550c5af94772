// /vehicle/service-keys (Khoá dịch vụ: who sees it comes from the domain MENU, roles 1 and 2 of a member
// company, beside the device keys) and its actions: n creates a key, the row menu rotates or revokes one.
import { keyCommands } from '../../kit/key-commands';
import { ROTATE_MODAL, serviceKeyResource } from './service-keys.resource';

export const serviceKeyCommands = keyCommands(serviceKeyResource, {
  screen: {
    keywords: ['khoa dich vu', 'tai khoan dich vu', 'api key', 'service account', 'erp'],
    load: () => import('./service-keys.screen'),
    list: () => import('./service-keys.store').then((m) => m.serviceKeys.list as never),
  },
  operations: ['createServiceKey', 'rotateServiceKey', 'revokeServiceKey'],
  rotateModal: ROTATE_MODAL,
  rotateTitle: 'Đổi khoá dịch vụ (khoá cũ hết hiệu lực)',
});
