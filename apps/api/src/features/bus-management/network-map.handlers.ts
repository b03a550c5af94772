// The network for maps (getNetworkMap): lines and stops of the caller's current company.
import { defineHandlers } from '../../http/operation.ts';
import { readNetworkMap } from './network-map.query.ts';

export const networkMapHandlers = defineHandlers({
  async getNetworkMap({ principal, db }) {
    // x-company-scope member: a member company is always chosen (routes.ts refuses otherwise).
    return readNetworkMap(db, principal.currentCompanyId as number);
  },
});
