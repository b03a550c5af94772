// The two sides of a sync, in our terms: the source's trips mapped to our routes, lines, buses and
// staff (by route number, direction, plate, phone or staff code; a value matching none is reported,
// never invented), and our trips of the same day. Every read goes through the caller's scoped db.
import { normalizePlate } from '@busops/domain';
import { toLocalPhone } from '@busops/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { busStaff, routeLines, routes, routeTrips, vehicles } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import type { OurTrip, TheirTrip } from './sync-diff.ts';
import type { ExternalTrip } from './sync-source.ts';

export interface Unknown {
  external_ref: string;
  field: 'route' | 'vehicle' | 'driver' | 'conductor';
  value: string;
}

export interface SyncSides {
  ours: OurTrip[];
  theirs: TheirTrip[];
  unknown: Unknown[];
  /** The route asked for, when one was. */
  route: { id: number; number: string } | null;
}

const fold = (text: string) => text.trim().toLowerCase();

/** Our route `routeId` (404 when the caller's company has none such), or null for every route. */
export async function loadSyncRoute(db: Db, routeId: number | null | undefined) {
  if (routeId == null) return null;
  const [route] = await db
    .select({ id: routes.id, number: routes.number })
    .from(routes)
    .where(eq(routes.id, routeId));
  if (!route) throw notFound('Không tìm thấy tuyến');
  return route;
}

export async function resolveSides(
  db: Db,
  date: string,
  route: { id: number; number: string } | null,
  external: ExternalTrip[],
): Promise<SyncSides> {
  const routeRows = await db.select({ id: routes.id, number: routes.number }).from(routes);
  const routeByNumber = new Map(routeRows.map((r) => [fold(r.number), r.id]));
  const lineRows = await db
    .select({ id: routeLines.id, routeId: routeLines.routeId, direction: routeLines.direction })
    .from(routeLines)
    .orderBy(asc(routeLines.id));
  const lineOf = new Map<string, number>();
  const directionOfLine = new Map<number, number>();
  for (const line of lineRows) {
    directionOfLine.set(line.id, line.direction);
    if (!lineOf.has(`${line.routeId}|${line.direction}`))
      lineOf.set(`${line.routeId}|${line.direction}`, line.id);
  }

  const unknown: Unknown[] = [];
  const needsVehicles = external.some((t) => t.vehicle_plate);
  const needsStaff = external.some(
    (t) => t.driver_phone || t.driver_staff_code || t.conductor_phone || t.conductor_staff_code,
  );
  const vehicleByPlate = new Map<string, number>();
  if (needsVehicles)
    for (const v of await db.select({ id: vehicles.id, plate: vehicles.plate }).from(vehicles))
      vehicleByPlate.set(fold(normalizePlate(v.plate)), v.id);
  const staffByKey = new Map<string, number>();
  if (needsStaff)
    for (const s of await db
      .select({ id: busStaff.id, phone: busStaff.phoneNumber, code: busStaff.staffCode })
      .from(busStaff)
      .where(eq(busStaff.status, 'active'))) {
      staffByKey.set(`phone:${toLocalPhone(s.phone)}`, s.id);
      if (s.code) staffByKey.set(`code:${fold(s.code)}`, s.id);
    }

  const person = (trip: ExternalTrip, field: 'driver' | 'conductor') => {
    const phone = trip[`${field}_phone`];
    const code = trip[`${field}_staff_code`];
    if (phone === undefined && code === undefined) return undefined; // the source does not say
    if (!phone && !code) return null; // the source says nobody
    const id =
      (phone ? staffByKey.get(`phone:${toLocalPhone(phone)}`) : undefined) ??
      (code ? staffByKey.get(`code:${fold(code)}`) : undefined);
    if (id === undefined) unknown.push({ external_ref: trip.external_ref, field, value: (phone || code)! });
    return id; // undefined when unknown: our value is left as it is
  };

  const theirs: TheirTrip[] = [];
  for (const trip of external) {
    const routeId = routeByNumber.get(fold(trip.route_number));
    if (routeId === undefined || (route && routeId !== route.id)) {
      if (routeId === undefined)
        unknown.push({ external_ref: trip.external_ref, field: 'route', value: trip.route_number });
      continue;
    }
    let vehicleId: number | null | undefined;
    if (trip.vehicle_plate === null) vehicleId = null;
    else if (trip.vehicle_plate !== undefined) {
      vehicleId = vehicleByPlate.get(fold(normalizePlate(trip.vehicle_plate)));
      if (vehicleId === undefined)
        unknown.push({ external_ref: trip.external_ref, field: 'vehicle', value: trip.vehicle_plate });
    }
    const mapped: TheirTrip = {
      external_ref: trip.external_ref,
      route_id: routeId,
      route_number: trip.route_number,
      line_id: lineOf.get(`${routeId}|${trip.direction}`) ?? null,
      direction: trip.direction,
      planned_departure: new Date(trip.planned_departure).toISOString(),
      planned_arrival: new Date(trip.planned_arrival).toISOString(),
    };
    const optional = {
      vehicle_id: vehicleId,
      driver_id: person(trip, 'driver'),
      conductor_id: person(trip, 'conductor'),
      status: trip.status,
      note: trip.note,
    };
    for (const [key, value] of Object.entries(optional))
      if (value !== undefined) (mapped as unknown as Record<string, unknown>)[key] = value;
    theirs.push(mapped);
  }

  const rows = await db
    .select({
      id: routeTrips.id,
      version: routeTrips.version,
      code: routeTrips.code,
      routeId: routeTrips.routeId,
      lineId: routeTrips.lineId,
      plannedDeparture: routeTrips.plannedDeparture,
      plannedArrival: routeTrips.plannedArrival,
      vehicleId: routeTrips.vehicleId,
      driverId: routeTrips.driverId,
      conductorId: routeTrips.conductorId,
      status: routeTrips.status,
      note: routeTrips.note,
      externalRef: routeTrips.externalRef,
      fieldSources: routeTrips.fieldSources,
    })
    .from(routeTrips)
    .where(and(eq(routeTrips.serviceDate, date), route ? eq(routeTrips.routeId, route.id) : undefined))
    .orderBy(asc(routeTrips.routeId), asc(routeTrips.plannedDeparture), asc(routeTrips.id));
  const ours: OurTrip[] = rows.map((r) => ({
    id: r.id,
    version: r.version,
    code: r.code,
    route_id: r.routeId,
    direction: r.lineId === null ? null : (directionOfLine.get(r.lineId) ?? null),
    planned_departure: r.plannedDeparture.toISOString(),
    planned_arrival: r.plannedArrival.toISOString(),
    vehicle_id: r.vehicleId,
    driver_id: r.driverId,
    conductor_id: r.conductorId,
    status: r.status,
    note: r.note,
    external_ref: r.externalRef,
    field_sources: r.fieldSources,
  }));
  return { ours, theirs, unknown, route };
}
