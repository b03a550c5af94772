// Reading the fleet's latest positions (listVehiclePositions, the SSE stream): every bus of the
// company with its latest position if any, the route/line of the trip it reported, and `stale`.
import { isStalePosition } from '@busops/domain';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routeLines, routes, vehiclePositions, vehicles } from '../../db/schema/index.ts';
import type { SuccessOf } from '../../http/operation.ts';

export type VehiclePositionBody = SuccessOf<'listVehiclePositions'>['items'][number];

export async function readPositions(
  db: Executor,
  companyId: number,
  extra?: SQL,
  now = Date.now(),
): Promise<VehiclePositionBody[]> {
  const rows = await db
    .select({
      vehicleId: vehicles.id,
      plate: vehicles.plate,
      fleetNumber: vehicles.fleetNumber,
      gpsDeviceId: vehicles.gpsDeviceId,
      routeId: routes.id,
      routeNumber: routes.number,
      lineId: routeLines.id,
      lineName: routeLines.name,
      lat: vehiclePositions.lat,
      lng: vehiclePositions.lng,
      bearing: vehiclePositions.bearing,
      speed: vehiclePositions.speed,
      tripId: vehiclePositions.tripId,
      currentStopSequence: vehiclePositions.currentStopSequence,
      reportedAt: vehiclePositions.reportedAt,
    })
    .from(vehicles)
    .leftJoin(vehiclePositions, eq(vehiclePositions.vehicleId, vehicles.id))
    .leftJoin(routeLines, eq(routeLines.id, vehiclePositions.lineId))
    .leftJoin(routes, eq(routes.id, routeLines.routeId))
    .where(and(eq(vehicles.companyId, companyId), extra))
    .orderBy(asc(vehicles.plate), asc(vehicles.id));
  return rows.map((r) => ({
    vehicle_id: r.vehicleId,
    plate: r.plate,
    fleet_number: r.fleetNumber,
    gps_device_id: r.gpsDeviceId,
    route_id: r.routeId,
    route_number: r.routeNumber,
    line_id: r.lineId,
    line_name: r.lineName,
    lat: r.lat,
    lng: r.lng,
    bearing: r.bearing,
    speed: r.speed,
    trip_id: r.tripId,
    current_stop_sequence: r.currentStopSequence,
    reported_at: r.reportedAt ? r.reportedAt.toISOString() : null,
    stale: isStalePosition(r.reportedAt, now),
  }));
}

/** The positions received after `since` (the stream's tick; an inner join keeps unreported buses out). */
export function positionsReceivedAfter(db: Executor, companyId: number, since: Date) {
  return readPositions(db, companyId, gt(vehiclePositions.receivedAt, since));
}
