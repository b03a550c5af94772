// Device keys (/bus-management/device-keys): the admins of a member company list, create, rotate and
// revoke the keys its devices call the ingestion operations with. The work is in device-key.write.ts.
import { defineHandlers } from '../../http/operation.ts';
import { createDeviceKey, listDeviceKeys, revokeDeviceKey, rotateDeviceKey } from './device-key.write.ts';
import { companyOf } from './positions.handlers.ts';

export const deviceKeysHandlers = defineHandlers({
  async listDeviceKeys({ principal, db }) {
    const items = await listDeviceKeys(db, companyOf(principal));
    return { items, total: items.length };
  },

  async createDeviceKey({ body, principal, db }) {
    return createDeviceKey(db, principal, companyOf(principal), body);
  },

  async rotateDeviceKey({ params, principal, db, services }) {
    return rotateDeviceKey(db, principal, companyOf(principal), params.id, services.clock());
  },

  async revokeDeviceKey({ params, principal, db, services }) {
    await revokeDeviceKey(db, principal, companyOf(principal), params.id, services.clock());
    return { message: 'OK' };
  },
});
