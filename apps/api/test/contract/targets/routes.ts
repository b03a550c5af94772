// Routes in the target matrix: a route in each demo company (only its own company and the
// super company reach it), and valid requests for the operations that aim at one.
import { routes } from '../../../src/db/schema/index.ts';
import { routeValues } from '../../../src/features/bus-management/route.fields.ts';
import { sampleRouteInput } from '../../bus-management/route.sample.ts';
import { companyOwned } from './company-owned.ts';

export const routeTargets = {
  fixture: companyOwned(async (world, companyId) => {
    const [row] = await world.t.services.database.db
      .insert(routes)
      .values({ ...routeValues(sampleRouteInput()), companyId })
      .returning({ id: routes.id });
    return row!.id;
  }),
  requests: {
    createRoute: () => ({ body: sampleRouteInput() }),
    getRoute: () => ({}),
    updateRoute: () => ({ body: sampleRouteInput() }),
    deleteRoute: () => ({}),
  },
};
