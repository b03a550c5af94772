// Km driven by a trip from its bus's position reports (@busops/domain drivenKm; docs/reports.md, "Yield"),
// measured as its arrival is confirmed: the position history is kept two hours (position.prune.ts; an open
// trip's bus's reports up to 8 hours after its departure, so a late confirmation is still measured), so
// the figure is kept on the trip and the reports never read positions. Bounded work: a window longer than
// MAX_TRIP_HOURS is not a trip to measure, and at most MAX_FIXES reports are read (one every second of it).
import { drivenKm } from '@busops/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vehiclePositionHistory } from '../../db/schema/index.ts';

const MAX_TRIP_HOURS = 6;
const MAX_FIXES = MAX_TRIP_HOURS * 3600;

export interface TripKmDriven {
  kmDriven: number | null;
  kmDrivenFixes: number | null;
}

export const NOT_MEASURED: TripKmDriven = { kmDriven: null, kmDrivenFixes: null };

/** The km of `vehicleId`'s reports between the trip's actual times; NOT_MEASURED when they do not cover them. */
export async function measureKmDriven(
  tx: Executor,
  trip: { companyId: number; vehicleId: number | null },
  departure: Date | null,
  arrival: Date | null,
): Promise<TripKmDriven> {
  if (trip.vehicleId === null || !departure || !arrival) return NOT_MEASURED;
  const hours = (arrival.getTime() - departure.getTime()) / 3_600_000;
  if (!(hours > 0) || hours > MAX_TRIP_HOURS) return NOT_MEASURED;
  const h = vehiclePositionHistory;
  const rows = await tx
    .select({ lat: h.lat, lng: h.lng, reportedAt: h.reportedAt })
    .from(h)
    .where(
      and(
        eq(h.vehicleId, trip.vehicleId),
        eq(h.companyId, trip.companyId),
        between(h.reportedAt, departure, arrival),
      ),
    )
    .orderBy(asc(h.reportedAt))
    .limit(MAX_FIXES);
  const measured = drivenKm(
    rows.map((r) => ({ lat: r.lat, lng: r.lng, at: r.reportedAt.getTime() })),
    departure.getTime(),
    arrival.getTime(),
  );
  return measured ? { kmDriven: measured.km, kmDrivenFixes: measured.fixes } : NOT_MEASURED;
}
