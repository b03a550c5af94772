// The board's saves, each a call of the one write path (trip-engine.ts): a manual trip, one trip's
// status/note/people/times, and the multi-edit of a route's trips (one request, one transaction).
import { businessDay } from '@busops/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { routeTrips } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { findTrip, loadTripsById } from './trip.query.ts';
import { writeTrips } from './trip-engine.ts';
import { instantOf } from './trip-input.ts';
import { TRIP_NOT_FOUND } from './trip-plan.ts';
import type { TripDraft } from './trip-types.ts';

export const ASSIGNED = 'Phân công thành công!';
const peopleIn = (body: { driver_id?: unknown; conductor_id?: unknown; vehicle_id?: unknown }) =>
  body.driver_id !== undefined || body.conductor_id !== undefined || body.vehicle_id !== undefined;

export async function createTrip(
  db: Db,
  principal: Principal,
  routeId: number,
  body: BodyOf<'createRouteTrip'>,
) {
  const departure = instantOf(body.planned_departure, 'planned_departure');
  const draft: TripDraft = {
    route_id: routeId,
    line_id: body.line_id,
    service_date: businessDay(departure),
    planned_departure: departure,
    planned_arrival: instantOf(body.planned_arrival, 'planned_arrival'),
    driver_id: body.driver_id,
    conductor_id: body.conductor_id,
    vehicle_id: body.vehicle_id,
    note: body.note,
    source: 'manual',
  };
  const outcome = await writeTrips({ db, principal }, [draft], {
    action: 'create',
    acceptWarnings: body.accept_warnings,
  });
  const [trip] = await loadTripsById(db, [outcome.trips[0]!.id]);
  return { message: peopleIn(body) ? ASSIGNED : 'Thêm thành công!', route_trip: trip! };
}

export async function updateTrip(
  db: Db,
  principal: Principal,
  routeId: number,
  code: string,
  body: BodyOf<'updateRouteTrip'>,
) {
  const stored = await findTrip(db, routeId, code);
  const departure =
    body.planned_departure === undefined
      ? stored.plannedDeparture
      : instantOf(body.planned_departure, 'planned_departure');
  const draft: TripDraft = {
    id: stored.id,
    version: body.version,
    route_id: routeId,
    service_date: businessDay(departure),
    planned_departure: departure,
    planned_arrival:
      body.planned_arrival === undefined
        ? stored.plannedArrival
        : instantOf(body.planned_arrival, 'planned_arrival'),
    driver_id: body.driver_id,
    conductor_id: body.conductor_id,
    vehicle_id: body.vehicle_id,
    status: body.status,
    note: body.note,
    source: 'manual',
  };
  await writeTrips({ db, principal }, [draft], {
    action: peopleIn(body) ? 'assign' : body.status !== undefined ? 'status' : 'update',
    acceptWarnings: body.accept_warnings,
    note: body.note,
  });
  const [trip] = await loadTripsById(db, [stored.id]);
  return { message: peopleIn(body) ? ASSIGNED : 'Cập nhật thành công!', route_trip: trip! };
}

export async function updateTrips(
  db: Db,
  principal: Principal,
  routeId: number,
  body: BodyOf<'updateRouteTrips'>,
) {
  const codes = [...new Set(body.route_trips.map((t) => t.code))];
  const stored = await db
    .select()
    .from(routeTrips)
    .where(and(eq(routeTrips.routeId, routeId), inArray(routeTrips.code, codes)));
  const byCode = new Map(stored.map((t) => [t.code, t]));
  if (codes.some((code) => !byCode.has(code))) throw notFound(TRIP_NOT_FOUND);
  const drafts: TripDraft[] = body.route_trips.map((change) => {
    const trip = byCode.get(change.code)!;
    return {
      id: trip.id,
      version: change.version,
      route_id: routeId,
      service_date: trip.serviceDate,
      planned_departure: trip.plannedDeparture,
      planned_arrival: trip.plannedArrival,
      driver_id: change.driver_id,
      conductor_id: change.conductor_id,
      vehicle_id: change.vehicle_id,
      status: change.status,
      note: change.note,
      source: 'manual',
    };
  });
  const outcome = await writeTrips({ db, principal }, drafts, {
    action: 'assign',
    acceptWarnings: body.accept_warnings,
    dryRun: body.dry_run,
  });
  const trips = await loadTripsById(
    db,
    drafts.map((d) => d.id!),
  );
  if (!outcome.written)
    // The preview: the trips as stored, each with the findings the change would raise.
    for (const trip of trips) trip.conflicts = outcome.conflicts.filter((c) => c.trip_code === trip.code);
  return {
    message: outcome.written ? ASSIGNED : 'Kiểm tra phân công',
    written: outcome.written,
    route_trips: trips,
    conflicts: outcome.conflicts,
  };
}
