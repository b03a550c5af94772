// Writing a batch of device reports (recordVehiclePositions): the caller's company's vehicles are
// found by GPS device id (the scoped database sees no other company's, so another company's device
// id is simply unknown and ignored), then ONE upsert moves every bus's latest position forward only
// (ON CONFLICT ... WHERE excluded.reported_at > the stored one) and ONE insert appends the history.
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routeLines, vehiclePositionHistory, vehiclePositions, vehicles } from '../../db/schema/index.ts';
import type { PositionReport } from './position.decode.ts';

/** Trip ids the simulator (and the GTFS export's convention) give: `L<lineId>-...`. */
const LINE_IN_TRIP = /^L(\d{1,9})-/;

export function lineIdOfTrip(tripId: string | null): number | null {
  const match = tripId ? LINE_IN_TRIP.exec(tripId) : null;
  return match ? Number(match[1]) : null;
}

export interface RecordResult {
  accepted: number;
  ignored: number;
}

export async function recordPositions(
  db: Executor,
  companyId: number,
  reports: PositionReport[],
): Promise<RecordResult> {
  if (reports.length === 0) return { accepted: 0, ignored: 0 };
  const deviceIds = [...new Set(reports.map((r) => r.deviceId))];
  const owned = await db
    .select({ id: vehicles.id, deviceId: vehicles.gpsDeviceId })
    .from(vehicles)
    .where(and(sql`${vehicles.companyId} = ${companyId}`, inArray(vehicles.gpsDeviceId, deviceIds)));
  const vehicleOf = new Map(owned.map((v) => [v.deviceId as string, v.id]));
  const lineIds = [...new Set(reports.map((r) => lineIdOfTrip(r.tripId)).filter((id) => id !== null))];
  const knownLines =
    lineIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db.select({ id: routeLines.id }).from(routeLines).where(inArray(routeLines.id, lineIds))
          ).map((l) => l.id),
        );

  // The newest report of each vehicle goes to the latest table (one row per vehicle per statement).
  const newest = new Map<number, PositionReport>();
  const history: (typeof vehiclePositionHistory.$inferInsert)[] = [];
  for (const report of reports) {
    const vehicleId = vehicleOf.get(report.deviceId);
    if (vehicleId === undefined) continue;
    const seen = newest.get(vehicleId);
    if (!seen || seen.reportedAt < report.reportedAt) newest.set(vehicleId, report);
    history.push({ vehicleId, companyId, ...coordinates(report) });
  }
  if (history.length === 0) return { accepted: 0, ignored: reports.length };

  const latest = [...newest].map(([vehicleId, r]) => {
    const lineId = lineIdOfTrip(r.tripId);
    return {
      vehicleId,
      companyId,
      ...coordinates(r),
      tripId: r.tripId,
      lineId: lineId !== null && knownLines.has(lineId) ? lineId : null,
      currentStopSequence: r.currentStopSequence,
    };
  });
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(vehiclePositions)
    .values(latest)
    .onConflictDoUpdate({
      target: vehiclePositions.vehicleId,
      set: {
        lat: excluded('lat'),
        lng: excluded('lng'),
        bearing: excluded('bearing'),
        speed: excluded('speed'),
        reportedAt: excluded('reported_at'),
        receivedAt: excluded('received_at'),
        tripId: excluded('trip_id'),
        lineId: excluded('line_id'),
        currentStopSequence: excluded('current_stop_sequence'),
      },
      setWhere: sql`excluded.reported_at > ${vehiclePositions.reportedAt}`,
    });
  await db.insert(vehiclePositionHistory).values(history);
  return { accepted: history.length, ignored: reports.length - history.length };
}

function coordinates(r: PositionReport) {
  return { lat: r.lat, lng: r.lng, bearing: r.bearing, speed: r.speed, reportedAt: r.reportedAt };
}
