// Machine keys in the target matrix: a live device key, and a live service key, in each demo company
// (only its own company's admins reach it: the operations are member-scoped, so another company's
// key answers 404), and valid requests for the operations that aim at one.
import { newKey } from '../../../src/access/machine-keys.ts';
import { apiKeys } from '../../../src/db/schema/index.ts';
import { companyOwned } from './company-owned.ts';

let serial = 0;

const liveKey = (kind: 'device' | 'service') =>
  companyOwned(async (world, companyId) => {
    const secret = newKey();
    const [row] = await world.t.services.database.db
      .insert(apiKeys)
      .values({
        companyId,
        kind,
        name: `Khoá ma trận ${serial++}`,
        prefix: secret.prefix,
        secretHash: secret.hash,
        roles: kind === 'service' ? [8] : [],
      })
      .returning({ id: apiKeys.id });
    return row!.id;
  });

export const deviceKeyTargets = {
  fixture: liveKey('device'),
  requests: {
    createDeviceKey: () => ({ body: { name: `Khoá mới ${serial++}` } }),
    rotateDeviceKey: () => ({}),
    revokeDeviceKey: () => ({}),
  },
};

export const serviceKeyTargets = {
  fixture: liveKey('service'),
  requests: {
    rotateServiceKey: () => ({}),
    revokeServiceKey: () => ({}),
  },
};
