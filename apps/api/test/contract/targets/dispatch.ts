// The day's trips in the target matrix: a trip in each demo company (named by its route and code), and
// valid requests for the dispatch operations. Operations aimed at a route act on the newest route (the
// one the matrix just built for an allowed case, make() runs right before the sample); the trip a
// request also names is made in that route here.
import { and, desc, eq } from 'drizzle-orm';
import { routeLines, routes, routeTrips } from '../../../src/db/schema/index.ts';
import { routeValues } from '../../../src/features/bus-management/route.fields.ts';
import { sampleRouteInput } from '../../bus-management/route.sample.ts';
import type { Fixture } from './fixtures.ts';
import type { SampleRequest } from './requests.ts';
import { type Actor, COMPANY_KEYS, credentials, type World } from './world.ts';

const DAY = '2026-11-23';
let minute = 0;

/** A trip of the route at a time no other sample used (codes stay unique). */
async function makeTrip(world: World, route: { id: number; companyId: number }, status = 'planned') {
  const { db } = world.t.services.database;
  await db
    .insert(routeLines)
    .values({ routeId: route.id, companyId: route.companyId, direction: 0, name: 'Lượt đi' })
    .onConflictDoNothing();
  const [line] = await db
    .select({ id: routeLines.id })
    .from(routeLines)
    .where(and(eq(routeLines.routeId, route.id), eq(routeLines.direction, 0)));
  minute = (minute + 1) % (20 * 60);
  const departure = new Date(Date.parse(`${DAY}T00:00:00+07:00`) + minute * 60_000);
  const code = `TM${route.id}-${minute}`;
  await db.insert(routeTrips).values({
    companyId: route.companyId,
    routeId: route.id,
    lineId: line?.id ?? null,
    code,
    serviceDate: DAY,
    plannedDeparture: departure,
    plannedArrival: new Date(departure.getTime() + 30 * 60_000),
    status: status as 'planned',
  });
  return code;
}

async function newRoute(world: World, companyId: number) {
  const [route] = await world.t.services.database.db
    .insert(routes)
    .values({ ...routeValues(sampleRouteInput()), companyId })
    .returning({ id: routes.id, companyId: routes.companyId });
  return route!;
}

export async function newestRoute(world: World) {
  const [route] = await world.t.services.database.db
    .select({ id: routes.id, companyId: routes.companyId })
    .from(routes)
    .orderBy(desc(routes.id))
    .limit(1);
  return route!;
}

/** `route_trip`: a trip of each company, by its code with its route in the path. */
export const routeTripFixture: Fixture = {
  kinds: (world) =>
    COMPANY_KEYS.map((company) => ({
      label: `trip of ${company}`,
      key: company,
      make: async () => {
        const companyId = world.companyIds[company];
        const route = await newRoute(world, companyId);
        const code = await makeTrip(world, route);
        return { value: code, params: { routeId: route.id }, companyId, role: null, userId: null };
      },
    })),
  expect: (_world, _operationId, actor, target) =>
    actor.isSuper || target.companyId === actor.companyId ? 'ok' : 404,
};

type Sample = (world: World, actor: Actor) => Promise<SampleRequest> | SampleRequest;

const onNewestRoute = async (world: World, status = 'planned') => {
  const route = await newestRoute(world);
  return { route, code: await makeTrip(world, route, status) };
};

export const dispatchRequests: Record<string, Sample> = {
  getRouteTrip: () => ({}),
  updateRouteTrip: () => ({ body: { version: 1, note: 'Ghi chú do ma trận đặt' } }),
  deleteRouteTrip: () => ({ body: { note: 'Xoá thử' } }),
  createRouteTrip: async (world) => {
    const route = await newestRoute(world);
    const { db } = world.t.services.database;
    await db
      .insert(routeLines)
      .values({ routeId: route.id, companyId: route.companyId, direction: 1, name: 'Lượt về' })
      .onConflictDoNothing();
    const [line] = await db
      .select({ id: routeLines.id })
      .from(routeLines)
      .where(and(eq(routeLines.routeId, route.id), eq(routeLines.direction, 1)));
    minute = (minute + 1) % (20 * 60);
    const departure = new Date(Date.parse(`${DAY}T00:00:00+07:00`) + minute * 60_000);
    return {
      body: {
        line_id: line!.id,
        planned_departure: departure.toISOString(),
        planned_arrival: new Date(departure.getTime() + 40 * 60_000).toISOString(),
      },
    };
  },
  deleteRouteTrips: async (world) => ({
    body: { trip_codes: [(await onNewestRoute(world)).code], note: 'Xoá nhiều thử' },
  }),
  updateRouteTrips: async (world) => ({
    body: { route_trips: [{ code: (await onNewestRoute(world)).code, version: 1, note: 'Sửa nhiều' }] },
  }),
  createRouteTripsFromSchedules: () => ({ body: { service_date: DAY } }),
  // A copy of the newest route's day (one trip made here) and of the company's; a re-run keeps what is there.
  copyRouteTrips: async (world) => {
    await onNewestRoute(world);
    return { body: { from_date: DAY, to_date: '2026-12-01', mode: 'times' } };
  },
  copyTrips: () => ({ body: { from_date: DAY, to_date: '2026-12-02', mode: 'times', dry_run: true } }),
  confirmTripTime: async (world) => ({
    body: {
      trip_code: (await onNewestRoute(world, 'assigned')).code,
      actual_departure: `${DAY}T05:00:00+07:00`,
    },
  }),
  confirmTripNoReturn: async (world) => ({
    body: { trip_code: (await onNewestRoute(world, 'running')).code },
  }),
  // The sync reads the default source (the company's own GTFS export) for the newest route's day; the
  // sync presents the token of the actor's own preview of that route (a refused case has none to see).
  getTripSyncPreview: () => ({ query: { date: DAY } }),
  syncTrips: async (world, actor) => {
    const route = await newestRoute(world);
    await makeTrip(world, route);
    const preview = await world.t.call('GET', '/dispatch/sync/preview', {
      ...credentials(actor),
      query: { date: DAY, route_id: route.id },
    });
    const token = preview.status === 200 ? String(preview.body.preview_token) : 'khong-xem-duoc';
    return { body: { date: DAY, preview_token: token } };
  },
  proposeLostTrip: async (world) => ({
    body: { trip_code: (await onNewestRoute(world)).code, note: 'Xe hỏng giữa đường' },
  }),
};
