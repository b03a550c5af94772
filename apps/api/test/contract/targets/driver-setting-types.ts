// DriverSettingTypes in the target matrix: a driver-setting-type in each demo company (only its own company and the
// super company reach it), and valid requests for the operations that aim at one.
import { driverSettingTypes } from '../../../src/db/schema/index.ts';
import { driverSettingTypeValues } from '../../../src/features/dispatch/driver-setting-type.fields.ts';
import { sampleDriverSettingTypeInput } from '../../dispatch/driver-setting-type.sample.ts';
import { companyOwned } from './company-owned.ts';

export const driverSettingTypeTargets = {
  fixture: companyOwned(async (world, companyId) => {
    const [row] = await world.t.services.database.db
      .insert(driverSettingTypes)
      .values({ ...driverSettingTypeValues(sampleDriverSettingTypeInput()), companyId })
      .returning({ id: driverSettingTypes.id });
    return row!.id;
  }),
  requests: {
    createDriverSettingType: () => ({ body: sampleDriverSettingTypeInput() }),
    getDriverSettingType: () => ({}),
    updateDriverSettingType: () => ({ body: sampleDriverSettingTypeInput() }),
    deleteDriverSettingType: () => ({}),
  },
};
