// Vehicles in the target matrix: a vehicle in each demo company (only its own company and the
// super company reach it), and valid requests for the operations that aim at one.
import { vehicles } from '../../../src/db/schema/index.ts';
import { vehicleValues } from '../../../src/features/bus-management/vehicle.fields.ts';
import { sampleVehicleInput } from '../../bus-management/vehicle.sample.ts';
import { companyOwned } from './company-owned.ts';

export const vehicleTargets = {
  fixture: companyOwned(async (world, companyId) => {
    const [row] = await world.t.services.database.db
      .insert(vehicles)
      .values({ ...vehicleValues(sampleVehicleInput()), companyId })
      .returning({ id: vehicles.id });
    return row!.id;
  }),
  requests: {
    createVehicle: () => ({ body: sampleVehicleInput() }),
    getVehicle: () => ({}),
    updateVehicle: () => ({ body: sampleVehicleInput() }),
    deleteVehicle: () => ({}),
  },
};
