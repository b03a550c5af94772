// What a copied or synced trip does when the target day already runs the route (issue 19): before,
// the copy added its own times between the day's own timetable (108 trips became 222, interleaved)
// and the preview said nothing. Now the target day's trips are shown and the user chooses:
// - 'skip_served': leave out a copy whose time the day already serves (same route and direction,
//   departing within SERVED_WINDOW_MINUTES of a trip that still runs);
// - 'replace': remove the day's trips that hold no work yet (TRIP_REPLACEABLE), then copy, skipping
//   the times the trips that stay still serve: work done or assigned is never lost to a replace;
// - 'add': add every copy next to what is there (the earlier behaviour, now chosen knowingly).
import type { TripStatus } from './trips.ts';

export const TRIP_COPY_ON_EXISTING = ['skip_served', 'replace', 'add'] as const;
export type TripCopyOnExisting = (typeof TRIP_COPY_ON_EXISTING)[number];

export const TRIP_COPY_ON_EXISTING_LABELS: Record<TripCopyOnExisting, string> = {
  skip_served: 'Bỏ qua giờ đã có chuyến',
  replace: 'Thay các chuyến chưa phân công',
  add: 'Thêm tất cả (chạy song song)',
};

/** Two trips of one route and direction this close (minutes) serve the same time of day. */
export const SERVED_WINDOW_MINUTES = 10;

/** A trip of the target day as the clash rule reads it. */
export interface ServingTrip {
  routeId: number;
  direction: number;
  departure: Date;
  status: TripStatus;
  driverId: number | null;
  conductorId: number | null;
  vehicleId: number | null;
}

/** A cancelled or lost trip serves no one. */
const runs = (t: ServingTrip) => t.status !== 'cancelled' && t.status !== 'lost';

/**
 * A trip a replace may remove: only planned, nobody and no bus on it. Assigned, running and done trips
 * (and cancelled or lost ones, which are the day's record) stay.
 */
export function tripReplaceable(
  t: Pick<ServingTrip, 'status' | 'driverId' | 'conductorId' | 'vehicleId'>,
): boolean {
  return t.status === 'planned' && t.driverId === null && t.conductorId === null && t.vehicleId === null;
}

/** Whether one of `day` (trips that run) serves a copy at `departure` on that route and direction. */
export function timeServed(
  copy: { routeId: number; direction: number; departure: Date },
  day: readonly ServingTrip[],
): boolean {
  const window = SERVED_WINDOW_MINUTES * 60_000;
  return day.some(
    (t) =>
      runs(t) &&
      t.routeId === copy.routeId &&
      t.direction === copy.direction &&
      Math.abs(t.departure.getTime() - copy.departure.getTime()) <= window,
  );
}

/** The trips of the day that run (the preview's 'already runs' count). */
export const runningTrips = <T extends ServingTrip>(day: readonly T[]): T[] => day.filter(runs);
