// Reading trips as the contract's RouteTrip: the day board (a company-day or a route-day) and one trip
// by route and code, each with the checks' current findings on it, computed in one diagnostic query
// for the whole list (trip-checks.sql.ts), so the board shows them inline.
import { TRIP_STATUSES_RELEASED } from '@busops/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { busStaff, routeLines, routes, routeTrips, users, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { SuccessOf } from '../../http/operation.ts';
import { findConflicts } from './trip-checks.sql.ts';
import { TRIP_NOT_FOUND, toProposed } from './trip-plan.ts';
import type { TripConflict, TripRow } from './trip-types.ts';

export type RouteTripBody = SuccessOf<'getRouteTrip'>;

const driver = alias(busStaff, 'driver');
const conductor = alias(busStaff, 'conductor');
const editor = alias(users, 'editor');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function selectTrips(db: Executor) {
  return db
    .select({
      trip: routeTrips,
      routeNumber: routes.number,
      lineName: routeLines.name,
      lineDirection: routeLines.direction,
      plate: vehicles.plate,
      driverName: driver.fullName,
      conductorName: conductor.fullName,
      editorName: editor.fullName,
    })
    .from(routeTrips)
    .innerJoin(routes, eq(routes.id, routeTrips.routeId))
    .leftJoin(routeLines, eq(routeLines.id, routeTrips.lineId))
    .leftJoin(vehicles, eq(vehicles.id, routeTrips.vehicleId))
    .leftJoin(driver, eq(driver.id, routeTrips.driverId))
    .leftJoin(conductor, eq(conductor.id, routeTrips.conductorId))
    .leftJoin(editor, eq(editor.id, routeTrips.updatedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTrips>['where']>>[number];

function toBody(row: Selected, conflicts: TripConflict[]): RouteTripBody {
  const t = row.trip;
  return {
    id: t.id,
    code: t.code,
    route_id: t.routeId,
    route_number: row.routeNumber,
    line_id: t.lineId,
    line_name: row.lineName,
    line_direction: row.lineDirection,
    schedule_id: t.scheduleId,
    service_date: t.serviceDate,
    planned_departure: t.plannedDeparture.toISOString(),
    planned_arrival: t.plannedArrival.toISOString(),
    vehicle_id: t.vehicleId,
    vehicle_plate: row.plate,
    driver_id: t.driverId,
    driver_name: row.driverName,
    conductor_id: t.conductorId,
    conductor_name: row.conductorName,
    status: t.status,
    note: t.note,
    actual_departure: iso(t.actualDeparture),
    actual_arrival: iso(t.actualArrival),
    km_driven: t.kmDriven,
    no_return: t.noReturn,
    lost_proposed_at: iso(t.lostProposedAt),
    lost_proposal_note: t.lostProposalNote,
    version: t.version,
    field_sources: t.fieldSources as RouteTripBody['field_sources'],
    accepted_warnings: t.acceptedWarnings,
    updated_by_name: row.editorName,
    updated_at: t.updatedAt.toISOString(),
    conflicts: conflicts.filter((c) => c.trip_code === t.code),
  };
}

/** Rows with their current findings (those trips still holding people or a bus). */
async function withConflicts(db: Executor, rows: Selected[]): Promise<RouteTripBody[]> {
  const held = rows.map((r) => r.trip).filter((t) => !TRIP_STATUSES_RELEASED.includes(t.status));
  const byCompany = new Map<number, TripRow[]>();
  for (const trip of held) byCompany.set(trip.companyId, [...(byCompany.get(trip.companyId) ?? []), trip]);
  const conflicts: TripConflict[] = [];
  for (const [companyId, trips] of byCompany)
    conflicts.push(...(await findConflicts(db, companyId, trips.map(toProposed))));
  return rows.map((row) => toBody(row, conflicts));
}

export async function listDayTrips(db: Executor, date: string, routeId?: number) {
  const where: SQL | undefined = and(
    eq(routeTrips.serviceDate, date),
    routeId === undefined ? undefined : eq(routeTrips.routeId, routeId),
  );
  const rows = await selectTrips(db)
    .where(where)
    .orderBy(asc(routes.number), asc(routeTrips.plannedDeparture), asc(routeTrips.code));
  const items = await withConflicts(db, rows);
  return { items, total: items.length };
}

/** Trips by id, as the contract answers them (after a write). */
export async function loadTripsById(db: Executor, ids: number[]): Promise<RouteTripBody[]> {
  if (ids.length === 0) return [];
  const rows = await selectTrips(db).where(inArray(routeTrips.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.trip.id)! - order.get(b.trip.id)!);
  return withConflicts(db, rows);
}

/** One stored trip of the route by code (scoped: another company's answers 404). */
/**
 * The trip's row, or 404. `lock: 'share'` holds it until the transaction ends, for a write that hangs a
 * record on the trip (a ticket set): a delete running at once either waits and then sees that record,
 * or deletes first and this finds no trip.
 */
export async function findTrip(
  db: Executor,
  routeId: number,
  code: string,
  lock?: 'share',
): Promise<TripRow> {
  const query = db
    .select()
    .from(routeTrips)
    .where(and(eq(routeTrips.routeId, routeId), eq(routeTrips.code, code)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(TRIP_NOT_FOUND);
  return row;
}

export async function getTrip(db: Executor, routeId: number, code: string): Promise<RouteTripBody> {
  const trip = await findTrip(db, routeId, code);
  return (await loadTripsById(db, [trip.id]))[0]!;
}
