// Writing a batch of device reports (recordVehiclePositions): the caller's company's vehicles are
// found by GPS device id (the scoped database sees no other company's, so another company's device
// id is simply unknown and ignored), then ONE upsert moves every bus's latest position forward only
// (ON CONFLICT ... WHERE excluded.reported_at > the stored one) and an insert appends the history,
// both in statements of at most ROWS_PER_STATEMENT rows. Reports whose time is refused come back listed.
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routeLines, vehiclePositionHistory, vehiclePositions, vehicles } from '../../db/schema/index.ts';
import type { PositionReport } from './position.decode.ts';
import { MAX_AHEAD_MS, reportTimeRefusal } from './position.time.ts';

/** Trip ids the simulator (and the GTFS export's convention) give: `L<lineId>-...`. */
const LINE_IN_TRIP = /^L(\d{1,9})-/;

export function lineIdOfTrip(tripId: string | null): number | null {
  const match = tripId ? LINE_IN_TRIP.exec(tripId) : null;
  return match ? Number(match[1]) : null;
}

/** Rows per insert statement: 9 parameters a row, far below PostgreSQL's 65,535 and any call-stack limit. */
const ROWS_PER_STATEMENT = 1_000;

export interface Refused {
  index: number;
  device_id: string;
  reason: string;
}

export interface RecordResult {
  accepted: number;
  ignored: number;
  refused: Refused[];
}

export async function recordPositions(
  db: Executor,
  companyId: number,
  feed: PositionReport[],
  now: Date,
  /** The device key that sent the feed (written in the history), null for a signed-in user. */
  apiKeyId: number | null = null,
): Promise<RecordResult> {
  // Reports measured too far ahead of the clock or too long ago count nowhere (position.time.ts).
  const refused: Refused[] = [];
  const reports: PositionReport[] = [];
  for (const [index, report] of feed.entries()) {
    const reason = reportTimeRefusal(report.reportedAt, now);
    if (reason) refused.push({ index, device_id: report.deviceId, reason });
    else reports.push(report);
  }
  if (reports.length === 0) return { accepted: 0, ignored: 0, refused };
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
    history.push({ vehicleId, companyId, apiKeyId, ...coordinates(report) });
  }
  if (history.length === 0) return { accepted: 0, ignored: reports.length, refused };

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
  // A latest position stored ahead of the clock (before the time rule existed) gives way to any report.
  const aheadOfClock = new Date(now.getTime() + MAX_AHEAD_MS).toISOString();
  for (let i = 0; i < latest.length; i += ROWS_PER_STATEMENT) {
    await upsertLatest(latest.slice(i, i + ROWS_PER_STATEMENT));
  }
  for (let i = 0; i < history.length; i += ROWS_PER_STATEMENT) {
    await db.insert(vehiclePositionHistory).values(history.slice(i, i + ROWS_PER_STATEMENT));
  }
  return { accepted: history.length, ignored: reports.length - history.length, refused };

  async function upsertLatest(rows: typeof latest) {
    await db
      .insert(vehiclePositions)
      .values(rows)
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
        setWhere: sql`excluded.reported_at > ${vehiclePositions.reportedAt}
        or ${vehiclePositions.reportedAt} > ${aheadOfClock}::timestamptz`,
      });
  }
}

function coordinates(r: PositionReport) {
  return { lat: r.lat, lng: r.lng, bearing: r.bearing, speed: r.speed, reportedAt: r.reportedAt };
}
