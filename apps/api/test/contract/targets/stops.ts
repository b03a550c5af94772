// Stops in the target matrix: a stop in each demo company (only its own company and the
// super company reach it), a line in each (the per-line stop file), and valid requests.
import { stops } from '../../../src/db/schema/index.ts';
import { stopValues } from '../../../src/features/bus-management/stop.fields.ts';
import { insertSampleLine } from '../../bus-management/line.sample.ts';
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
    createStationFiles: () => ({ body: {} }), // line_ids is aimed at
    exportStationFiles: () => ({ body: {} }),
  },
};

/**
 * The route of the line the fixture built last: the per-line download names both, and an allowed
 * call is aimed at a fresh line right after it is built (the matrix makes one per mutating call).
 */
let lastLineRoute = 0;

export const lineTargets = {
  fixture: companyOwned(async (world, companyId) => {
    const line = await insertSampleLine(world.t.services.database.db, companyId);
    lastLineRoute = line.routeId;
    return line.lineId;
  }),
  requests: {
    exportLineStationFile: () => ({ params: { routeId: lastLineRoute } }),
  },
};
