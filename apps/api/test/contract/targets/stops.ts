// Stops in the target matrix: a stop in each demo company (only its own company and the
// super company reach it), and valid requests for the operations that aim at one.
import { stops } from '../../../src/db/schema/index.ts';
import { stopValues } from '../../../src/features/bus-management/stop.fields.ts';
import { sampleStopInput } from '../../bus-management/stop.sample.ts';
import { companyOwned } from './company-owned.ts';

export const stopTargets = {
  fixture: companyOwned(async (world, companyId) => {
    const [row] = await world.t.services.database.db
      .insert(stops)
      .values({ ...stopValues(sampleStopInput()), companyId })
      .returning({ id: stops.id });
    return row!.id;
  }),
  requests: {
    createStop: () => ({ body: sampleStopInput() }),
    getStop: () => ({}),
    updateStop: () => ({ body: sampleStopInput() }),
    deleteStop: () => ({}),
  },
};
