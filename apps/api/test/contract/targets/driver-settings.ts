// Crews of routes (driver_settings) in the target matrix: a crew of a fresh route in each demo company
// (named by its id with its route in the path), and valid requests for the crew operations. Operations
// aimed at a route act on the newest route (the one the matrix just built for an allowed case, make()
// runs right before the sample): the driver, roster type and crew a request names are made in that
// route's company here, so an allowed call is valid and a refused one is refused for its target alone.
import { driverSettings, driverSettingTypes, routes } from '../../../src/db/schema/index.ts';
import { routeValues } from '../../../src/features/bus-management/route.fields.ts';
import { driverSettingTypeValues } from '../../../src/features/dispatch/driver-setting-type.fields.ts';
import { sampleRouteInput } from '../../bus-management/route.sample.ts';
import { sampleDriverSettingTypeInput } from '../../dispatch/driver-setting-type.sample.ts';
import { companyOwned } from './company-owned.ts';
import { newestRoute } from './dispatch.ts';
import type { SampleRequest } from './requests.ts';
import type { World } from './world.ts';

const DAY = '2026-11-23';

type RouteRef = { id: number; companyId: number };

function companyKey(world: World, companyId: number) {
  return Object.entries(world.companyIds).find(([, id]) => id === companyId)![0] as 'super';
}

/** A fresh active driver and roster type of the route's company: the fields of a valid crew. */
async function crewFields(world: World, route: RouteRef) {
  const driver = await world.person(companyKey(world, route.companyId), 6);
  const [type] = await world.t.services.database.db
    .insert(driverSettingTypes)
    .values({ ...driverSettingTypeValues(sampleDriverSettingTypeInput()), companyId: route.companyId })
    .returning({ id: driverSettingTypes.id });
  return { driver_id: driver.staffId, type_id: type!.id, cycle_start: DAY };
}

async function insertCrew(world: World, route: RouteRef): Promise<number> {
  const fields = await crewFields(world, route);
  const [crew] = await world.t.services.database.db
    .insert(driverSettings)
    .values({
      companyId: route.companyId,
      routeId: route.id,
      driverId: fields.driver_id,
      typeId: fields.type_id,
      cycleStart: fields.cycle_start,
    })
    .returning({ id: driverSettings.id });
  return crew!.id;
}

type Sample = (world: World) => Promise<SampleRequest> | SampleRequest;

export const driverSettingTargets = {
  /** `driver_setting`: a crew of a fresh route of each company, with its route in the path. */
  fixture: companyOwned(async (world, companyId) => {
    const [route] = await world.t.services.database.db
      .insert(routes)
      .values({ ...routeValues(sampleRouteInput()), companyId })
      .returning({ id: routes.id, companyId: routes.companyId });
    return { value: await insertCrew(world, route!), params: { routeId: route!.id } };
  }),
  requests: {
    createDriverSetting: async (world) => ({ body: await crewFields(world, await newestRoute(world)) }),
    listRouteDriverSettings: () => ({}),
    saveRouteDriverSettings: async (world) => ({
      body: { items: [await crewFields(world, await newestRoute(world))] },
    }),
    deleteDriverSetting: async (world) => {
      const route = await newestRoute(world);
      return { params: { routeId: route.id, id: await insertCrew(world, route) } };
    },
    deleteRouteDriverSettings: async (world) => {
      const route = await newestRoute(world);
      return { params: { routeId: route.id }, body: { ids: [await insertCrew(world, route)] } };
    },
    assignTripsFromRoster: () => ({ body: { service_date: DAY } }),
  } satisfies Record<string, Sample>,
};
