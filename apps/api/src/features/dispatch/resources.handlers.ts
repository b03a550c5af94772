// The day board's pickers (getDispatchResources, /routes/trip): routes, drivers, conductors, buses.
import { defineHandlers } from '../../http/operation.ts';
import { readDispatchResources } from './resources.query.ts';

export const dispatchResourcesHandlers = defineHandlers({
  async getDispatchResources({ principal, db }) {
    // x-company-scope member: a member company is always chosen (routes.ts refuses otherwise).
    return readDispatchResources(db, principal.currentCompanyId as number);
  },
});
