// Sample requests of a route's tickets, auto price and schedules in the target matrix. They aim at the
// route (x-target path id); the sub-record a request also names (a ticket, an entry, a departure, a
// line) is made in the newest route, which for an allowed case is the route the matrix just built
// (make() runs right before the sample), so the call is valid; for a refused case the route decides.
import { and, desc, eq } from 'drizzle-orm';
import {
  routeAutoPrices,
  routeLines,
  routeSchedules,
  routes,
  routeTickets,
} from '../../../src/db/schema/index.ts';
import { routeValues } from '../../../src/features/bus-management/route.fields.ts';
import { sampleRouteInput } from '../../bus-management/route.sample.ts';
import { companyOwned } from './company-owned.ts';
import type { SampleRequest } from './requests.ts';
import type { Actor, World } from './world.ts';

async function newestRoute(world: World) {
  const [route] = await world.t.services.database.db.select().from(routes).orderBy(desc(routes.id)).limit(1);
  return route!;
}

const lines = new Map<number, Promise<number>>();

/** The newest route's line of direction 0, made once (samples are built in parallel). */
async function lineOfNewestRoute(world: World): Promise<number> {
  const route = await newestRoute(world);
  if (!lines.has(route.id)) lines.set(route.id, makeLine(world, route));
  return lines.get(route.id)!;
}

async function makeLine(world: World, route: { id: number; companyId: number }): Promise<number> {
  const { db } = world.t.services.database;
  await db
    .insert(routeLines)
    .values({ routeId: route.id, companyId: route.companyId, direction: 0, name: 'Lượt đi' })
    .onConflictDoNothing();
  const [line] = await db
    .select({ id: routeLines.id })
    .from(routeLines)
    .where(and(eq(routeLines.routeId, route.id), eq(routeLines.direction, 0)));
  return line!.id;
}

let minute = 0;
/** A time no other sample used, so a create never collides with an earlier one. */
function freshTime(): string {
  minute = (minute + 1) % (24 * 60);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

type Sample = (world: World, actor: Actor) => Promise<SampleRequest> | SampleRequest;

const ticketBody = { name: 'Vé lượt', type: 'standard', price: 7_000, distance_km: 12 };

export const routeFaresRequests: Record<string, Sample> = {
  listRouteTickets: () => ({}),
  createRouteTicket: () => ({ body: ticketBody }),
  updateRouteTicket: async (world) => {
    const route = await newestRoute(world);
    const [ticket] = await world.t.services.database.db
      .insert(routeTickets)
      .values({ routeId: route.id, companyId: route.companyId, name: 'Vé mẫu', price: 6_000 })
      .returning({ id: routeTickets.id });
    return { params: { ticketId: ticket!.id }, body: { ...ticketBody, name: 'Vé đổi tên' } };
  },
  deleteRouteTicket: async (world) => {
    const route = await newestRoute(world);
    const [ticket] = await world.t.services.database.db
      .insert(routeTickets)
      .values({ routeId: route.id, companyId: route.companyId, name: 'Vé mẫu', price: 6_000 })
      .returning({ id: routeTickets.id });
    return { params: { ticketId: ticket!.id } };
  },
  listRouteAutoPrices: () => ({}),
  createRouteAutoPrice: () => ({ body: { type: 'standard', price: 8_000, max_distance_km: 15 } }),
  deleteRouteAutoPrice: async (world) => {
    const route = await newestRoute(world);
    const [entry] = await world.t.services.database.db
      .insert(routeAutoPrices)
      .values({ routeId: route.id, companyId: route.companyId, type: 'student', price: 3_000 })
      .returning({ id: routeAutoPrices.id });
    return { params: { entryId: entry!.id } };
  },
  switchRouteAutoPrice: () => ({ body: { isAutoPrice: true } }),
  listRouteSchedules: () => ({}),
  createRouteSchedule: async (world) => ({
    body: { line_id: await lineOfNewestRoute(world), day_type: 'weekday', departure_time: freshTime() },
  }),
  updateRouteSchedule: async (world) => {
    const route = await newestRoute(world);
    const lineId = await lineOfNewestRoute(world);
    const [schedule] = await world.t.services.database.db
      .insert(routeSchedules)
      .values({ routeId: route.id, companyId: route.companyId, lineId, departureTime: freshTime() })
      .returning({ id: routeSchedules.id });
    return {
      params: { scheduleId: schedule!.id },
      body: { line_id: lineId, day_type: 'sunday', departure_time: freshTime() },
    };
  },
  deleteRouteSchedule: async (world) => {
    const route = await newestRoute(world);
    const lineId = await lineOfNewestRoute(world);
    const [schedule] = await world.t.services.database.db
      .insert(routeSchedules)
      .values({ routeId: route.id, companyId: route.companyId, lineId, departureTime: freshTime() })
      .returning({ id: routeSchedules.id });
    return { params: { scheduleId: schedule!.id } };
  },
  createRouteSchedulesByHeadway: async (world) => ({
    body: {
      line_id: await lineOfNewestRoute(world),
      day_type: 'holiday',
      from: '05:00',
      to: '06:00',
      every_minutes: 20,
    },
  }),
};

/** A new route of the company, with its line of direction 0 (for the history fixtures below). */
async function routeWithLine(world: World, companyId: number) {
  const { db } = world.t.services.database;
  const [route] = await db
    .insert(routes)
    .values({ ...routeValues(sampleRouteInput()), companyId })
    .returning({ id: routes.id });
  const [line] = await db
    .insert(routeLines)
    .values({ routeId: route!.id, companyId, direction: 0, name: 'Lượt đi' })
    .returning({ id: routeLines.id });
  return { routeId: route!.id, lineId: line!.id };
}

/** listRecordHistory's route_line, route_ticket, route_auto_price and route_schedule: one record per company. */
export const routeFareRecordFixtures = {
  route_line: companyOwned(async (world, companyId) => (await routeWithLine(world, companyId)).lineId),
  route_ticket: companyOwned(async (world, companyId) => {
    const { routeId } = await routeWithLine(world, companyId);
    const [row] = await world.t.services.database.db
      .insert(routeTickets)
      .values({ routeId, companyId, name: 'Vé lượt', price: 7_000 })
      .returning({ id: routeTickets.id });
    return row!.id;
  }),
  route_auto_price: companyOwned(async (world, companyId) => {
    const { routeId } = await routeWithLine(world, companyId);
    const [row] = await world.t.services.database.db
      .insert(routeAutoPrices)
      .values({ routeId, companyId, type: 'standard', price: 7_000 })
      .returning({ id: routeAutoPrices.id });
    return row!.id;
  }),
  route_schedule: companyOwned(async (world, companyId) => {
    const { routeId, lineId } = await routeWithLine(world, companyId);
    const [row] = await world.t.services.database.db
      .insert(routeSchedules)
      .values({ routeId, companyId, lineId, departureTime: '05:00' })
      .returning({ id: routeSchedules.id });
    return row!.id;
  }),
};
