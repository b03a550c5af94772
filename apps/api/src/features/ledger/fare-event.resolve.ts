// Where a device's event happened, from the company's own records: its trip (by code) gives the route,
// the conductor, the driver and the bus; a route, stop or bus it names must be the company's. One
// query per kind for the whole batch, through the scoped database, so another company's trip or bus is
// simply not found and the event is refused (nothing of the other company is read or told).
import { formatDay } from '@busops/domain';
import { and, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { routes, routeTrips, stops, vehicles } from '../../db/schema/index.ts';
import type { FareEvent } from './fare-event.check.ts';

export interface TripFacts {
  routeId: number;
  serviceDate: string;
  status: string;
  vehicleId: number | null;
  driverId: number | null;
  conductorId: number | null;
}

export interface Places {
  trips: Map<string, TripFacts>;
  routes: Set<number>;
  stops: Set<number>;
  vehicles: Set<number>;
}

/** Where the row is: what the ledger row takes from the event and its trip. */
export interface Placed {
  routeId: number | null;
  tripIdPerformed: string | null;
  stopId: number | null;
  vehicleId: number | null;
  conductorId: number | null;
  driverId: number | null;
}

const distinct = <T>(values: Array<T | undefined>): T[] => [
  ...new Set(values.filter((v): v is T => v !== undefined)),
];
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

export async function loadPlaces(tx: Tx, companyId: number, events: readonly FareEvent[]): Promise<Places> {
  const codes = distinct(events.map((e) => e.trip_code));
  const routeIds = distinct(events.map((e) => e.route_id));
  const stopIds = distinct(events.map((e) => e.stop_id));
  const vehicleIds = distinct(events.map((e) => e.vehicle_id));
  // One after the other: a transaction is one connection, parallel queries would only queue.
  const tripRows =
    codes.length === 0
      ? []
      : await tx
          .select({
            code: routeTrips.code,
            routeId: routeTrips.routeId,
            serviceDate: routeTrips.serviceDate,
            status: routeTrips.status,
            vehicleId: routeTrips.vehicleId,
            driverId: routeTrips.driverId,
            conductorId: routeTrips.conductorId,
          })
          .from(routeTrips)
          .where(
            and(
              sql`${routeTrips.companyId} = ${companyId}`,
              sql`${routeTrips.code} = any(${`{${codes.join(',')}}`}::text[])`,
            ),
          )
          // Share-locked in id order, as the fare trigger locks them before it reads their drivers
          // (migration 0022): taken here, before any rollup row, a batch never waits for a trip while
          // holding a driver's rollup row that a change of that trip's driver would need.
          .orderBy(routeTrips.id)
          .for('share');
  const known = async (table: typeof routes | typeof stops | typeof vehicles, ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .select({ id: table.id })
              .from(table)
              .where(sql`${table.id} = any(${intArray(ids)}::int[])`)
          ).map((r) => r.id),
        );
  const routeSet = await known(routes, routeIds);
  const stopSet = await known(stops, stopIds);
  const vehicleSet = await known(vehicles, vehicleIds);
  return {
    trips: new Map(tripRows.map(({ code, ...facts }) => [code, facts])),
    routes: routeSet,
    stops: stopSet,
    vehicles: vehicleSet,
  };
}

/** The event's place in the company's network, or why it has none (Vietnamese). */
export function placeEvent(event: FareEvent, places: Places): Placed | string {
  if (event.route_id !== undefined && !places.routes.has(event.route_id))
    return `Không tìm thấy tuyến ${event.route_id} của công ty`;
  if (event.stop_id !== undefined && !places.stops.has(event.stop_id))
    return `Không tìm thấy điểm dừng ${event.stop_id} của công ty`;
  if (event.vehicle_id !== undefined && !places.vehicles.has(event.vehicle_id))
    return `Không tìm thấy xe ${event.vehicle_id} của công ty`;
  const placed: Placed = {
    routeId: event.route_id ?? null,
    tripIdPerformed: null,
    stopId: event.stop_id ?? null,
    vehicleId: event.vehicle_id ?? null,
    conductorId: null,
    driverId: null,
  };
  if (event.trip_code === undefined) return placed;
  const trip = places.trips.get(event.trip_code);
  if (!trip) return `Không tìm thấy chuyến ${event.trip_code} của công ty`;
  if (trip.serviceDate !== event.service_date)
    return `Chuyến ${event.trip_code} chạy ngày ${formatDay(trip.serviceDate)}, không phải ngày ${formatDay(event.service_date)}`;
  if (trip.status === 'cancelled') return `Chuyến ${event.trip_code} đã huỷ, không thu vé được`;
  if (event.route_id !== undefined && event.route_id !== trip.routeId)
    return `Chuyến ${event.trip_code} thuộc tuyến khác tuyến ${event.route_id}`;
  return {
    ...placed,
    routeId: trip.routeId,
    tripIdPerformed: event.trip_code,
    vehicleId: event.vehicle_id ?? trip.vehicleId,
    conductorId: trip.conductorId,
    driverId: trip.driverId,
  };
}
