// Service keys (/bus-management/service-keys): the admins of a member company list, create, rotate and
// revoke the keys its programs call the API with (the work is in service-key.write.ts); a key, service or
// device, reads what it is (getCurrentKey, current-key.ts).
import { defineHandlers } from '../../http/operation.ts';
import { callingKey, currentKeyOf } from './current-key.ts';
import { companyOf } from './positions.handlers.ts';
import {
  createServiceKey,
  listServiceKeys,
  revokeServiceKey,
  rotateServiceKey,
} from './service-key.write.ts';

export const serviceKeysHandlers = defineHandlers({
  // A machine's key, not a person; checked before ctx.db is read (the scoped db needs a caller).
  async getCurrentKey(ctx) {
    return currentKeyOf(ctx.db, callingKey(ctx.maybePrincipal));
  },

  async listServiceKeys({ principal, db }) {
    const items = await listServiceKeys(db, companyOf(principal));
    return { items, total: items.length };
  },

  async createServiceKey({ body, principal, db }) {
    return createServiceKey(db, principal, companyOf(principal), body);
  },

  async rotateServiceKey({ params, principal, db, services }) {
    return rotateServiceKey(db, principal, companyOf(principal), params.id, services.clock());
  },

  async revokeServiceKey({ params, principal, db, services }) {
    await revokeServiceKey(db, principal, companyOf(principal), params.id, services.clock());
    return { message: 'OK' };
  },
});
