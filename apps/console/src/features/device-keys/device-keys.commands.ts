// /vehicle/device-keys (Khoá thiết bị: who sees it comes from the domain MENU, roles 1 and 2 of a member
// company) and its actions: n creates a key, the row menu rotates or revokes one (key-commands.ts).

import { keyCommands } from '../../kit/key-commands';
import { deviceKeyResource, ROTATE_MODAL } from './device-keys.resource';

export const deviceKeyCommands = keyCommands(deviceKeyResource, {
  screen: {
    keywords: ['khoa thiet bi', 'thiet bi', 'gps', 'api key', 'device key', 'may'],
    load: () => import('./device-keys.screen'),
    list: () => import('./device-keys.store').then((m) => m.deviceKeys.list),
  },
  operations: ['createDeviceKey', 'rotateDeviceKey', 'revokeDeviceKey'],
  rotateModal: ROTATE_MODAL,
  rotateTitle: 'Đổi khoá (khoá cũ hết hiệu lực)',
});
