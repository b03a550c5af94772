// A route's lines and line stops in the target matrix: a line (and a line stop) in each demo company,
// named with the route (and line) its path needs beside the aimed-at id; valid requests whose other ids
// are a route, line, stop and line stop of the actor's own company, built fresh for each request.
import { lineStops, routeLines, routes, stops } from '../../../src/db/schema/index.ts';
import { routeValues } from '../../../src/features/bus-management/route.fields.ts';
import { stopValues } from '../../../src/features/bus-management/stop.fields.ts';
import { sampleRouteInput } from '../../bus-management/route.sample.ts';
import { sampleStopInput } from '../../bus-management/stop.sample.ts';
import { companyOwned } from './company-owned.ts';
import type { Fixture } from './fixtures.ts';
import type { Actor, World } from './world.ts';

interface LineRecords {
  routeId: number;
  lineId: number;
  stopId: number;
  lineStopId: number;
}

/** A route with its direction-0 line holding one stop, all of the company. */
async function lineRecords(world: World, companyId: number): Promise<LineRecords> {
  const { db } = world.t.services.database;
  const [route] = await db
    .insert(routes)
    .values({ ...routeValues(sampleRouteInput()), companyId })
    .returning({ id: routes.id });
  const [line] = await db
    .insert(routeLines)
    .values({ companyId, routeId: route!.id, direction: 0, name: 'Lượt đi thử' })
    .returning({ id: routeLines.id });
  const [stop] = await db
    .insert(stops)
    .values({ ...stopValues(sampleStopInput()), companyId })
    .returning({ id: stops.id });
  const [lineStop] = await db
    .insert(lineStops)
    .values({ companyId, lineId: line!.id, stopId: stop!.id, stopOrder: 1, distanceKm: 0 })
    .returning({ id: lineStops.id });
  return { routeId: route!.id, lineId: line!.id, stopId: stop!.id, lineStopId: lineStop!.id };
}

function ownedRecord(pick: (r: LineRecords) => { value: number; params: Record<string, number> }): Fixture {
  return companyOwned(async (world, companyId) => pick(await lineRecords(world, companyId)));
}

/** Ids of the actor's own company for the parts of a request the matrix does not aim at. */
async function own(world: World, actor: Actor) {
  if (actor.companyId === null)
    return { params: { id: 999999, lineId: 999999, stopId: 999999 }, stopId: 999999 };
  const r = await lineRecords(world, actor.companyId);
  return { params: { id: r.routeId, lineId: r.lineId, stopId: r.lineStopId }, stopId: r.stopId };
}

export const routeLineTargets = {
  lineFixture: ownedRecord((r) => ({ value: r.lineId, params: { id: r.routeId } })),
  lineStopFixture: ownedRecord((r) => ({ value: r.lineStopId, params: { id: r.routeId, lineId: r.lineId } })),
  requests: {
    createRouteLine: () => ({ body: { direction: 1, name: 'Lượt về thử' } }),
    updateRouteLine: async (world: World, actor: Actor) => ({
      params: (await own(world, actor)).params,
      body: { direction: 0, name: 'Lượt đi đổi tên' },
    }),
    deleteRouteLine: async (world: World, actor: Actor) => ({ params: (await own(world, actor)).params }),
    listLineStops: async (world: World, actor: Actor) => ({ params: (await own(world, actor)).params }),
    createLineStop: async (world: World, actor: Actor) => {
      const o = await own(world, actor);
      return { params: o.params, body: { stop_id: o.stopId } };
    },
    updateLineStop: async (world: World, actor: Actor) => {
      const o = await own(world, actor);
      return { params: o.params, body: { stop_id: o.stopId } };
    },
    deleteLineStop: async (world: World, actor: Actor) => ({ params: (await own(world, actor)).params }),
    updateLineStopMap: async (world: World, actor: Actor) => {
      const o = await own(world, actor);
      return { params: o.params, body: { stop_ids_map: [o.stopId] } };
    },
  },
};
