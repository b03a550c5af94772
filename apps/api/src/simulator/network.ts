// What the demo simulator drives, read from whatever is in the database: every active bus with a
// GPS device id, and every line of its company as a path (its shape, or its stops in order).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { lineStops, routeLines, stops, vehicles } from '../db/schema/index.ts';
import { type LinePath, linePath } from './paths.ts';

export interface SimulatedBus {
  vehicleId: number;
  companyId: number;
  deviceId: string;
}

export interface Network {
  buses: SimulatedBus[];
  /** Lines long enough to drive (two points, 100 m), by company. */
  paths: Map<number, LinePath[]>;
}

export async function loadNetwork(db: Executor): Promise<Network> {
  const buses = (
    await db
      .select({ vehicleId: vehicles.id, companyId: vehicles.companyId, deviceId: vehicles.gpsDeviceId })
      .from(vehicles)
      .where(and(isNotNull(vehicles.gpsDeviceId), eq(vehicles.status, 'active')))
      .orderBy(asc(vehicles.id))
  ).map((b) => ({ ...b, deviceId: b.deviceId as string }));

  const lines = await db
    .select({
      id: routeLines.id,
      companyId: routeLines.companyId,
      routeId: routeLines.routeId,
      direction: routeLines.direction,
      shape: routeLines.shape,
    })
    .from(routeLines)
    .orderBy(asc(routeLines.routeId), asc(routeLines.direction));
  const stopPoints = await db
    .select({ lineId: lineStops.lineId, lat: stops.lat, lng: stops.lng })
    .from(lineStops)
    .innerJoin(stops, eq(stops.id, lineStops.stopId))
    .orderBy(asc(lineStops.lineId), asc(lineStops.stopOrder));
  const byLine = new Map<number, Array<[number, number]>>();
  for (const s of stopPoints) {
    const list = byLine.get(s.lineId) ?? [];
    list.push([s.lat, s.lng]);
    byLine.set(s.lineId, list);
  }

  const paths = new Map<number, LinePath[]>();
  for (const line of lines) {
    const points: Array<[number, number]> =
      line.shape && line.shape.length >= 2
        ? line.shape.map(([lng, lat]) => [lat, lng])
        : (byLine.get(line.id) ?? []);
    if (points.length < 2) continue;
    const path = linePath(line.id, line.routeId, line.direction, points);
    if (path.length < 100) continue;
    const list = paths.get(line.companyId) ?? [];
    list.push(path);
    paths.set(line.companyId, list);
  }
  return { buses, paths };
}
