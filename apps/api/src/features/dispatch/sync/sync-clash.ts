// What a sync does when the day already runs the route (issue 19), with the copy's rule from
// @busops/domain (trip-copy-clash.ts): a source trip the sync would add is served when one of our trips
// the source does not have (the diff's `removed`, which the sync leaves running) departs on the same
// route and direction within the window. Trips the source does have were matched by the diff: two
// source trips close together are the source's own timetable, not a clash.
import {
  runningTrips,
  type ServingTrip,
  type TripCopyOnExisting,
  timeServed,
  tripReplaceable,
} from '@busops/domain';
import type { OurTrip, TheirTrip, TripSyncDiff } from './sync-diff.ts';

export interface SyncExistingTrip {
  trip_id: number;
  code: string;
  route_id: number;
  direction: 0 | 1;
  planned_departure: string;
  status: OurTrip['status'];
  driver_id: number | null;
  vehicle_id: number | null;
  serves: string[];
}

export interface SyncClash {
  on_existing: TripCopyOnExisting;
  running_count: number;
  served_count: number;
  existing: SyncExistingTrip[];
}

const serving = (t: OurTrip): ServingTrip & { trip: OurTrip } => ({
  trip: t,
  routeId: t.route_id,
  direction: t.direction ?? -1, // a trip without a line serves no direction
  departure: new Date(t.planned_departure),
  status: t.status,
  driverId: t.driver_id,
  conductorId: t.conductor_id,
  vehicleId: t.vehicle_id,
});

const asCopy = (t: TheirTrip) => ({
  routeId: t.route_id,
  direction: t.direction,
  departure: new Date(t.planned_departure),
});

/**
 * Applies `onExisting` to the diff (a new diff; the one given is left as it is): `replace` cancels our
 * unmatched trips that hold no work, `skip_served` and `replace` leave out the source trips a staying
 * trip serves, `add` keeps them. Answers the diff the sync writes and what the preview shows of the day.
 */
export function applyOnExisting(
  diff: TripSyncDiff,
  ours: readonly OurTrip[],
  onExisting: TripCopyOnExisting,
  /** The routes the sync speaks for (the preview's route and every route of the source's trips). */
  covered: ReadonlySet<number>,
): { diff: TripSyncDiff; clash: SyncClash } {
  const byId = new Map(ours.map((t) => [t.id, t]));
  const removed = diff.removed.map((r) =>
    onExisting === 'replace' && !r.cancel && tripReplaceable(serving(byId.get(r.trip_id)!))
      ? { ...r, cancel: true }
      : r,
  );
  const staying = removed.filter((r) => !r.cancel).map((r) => serving(byId.get(r.trip_id)!));
  const serves = new Map<number, string[]>();
  const added: TheirTrip[] = [];
  let served = 0;
  for (const their of diff.added) {
    const by = staying.filter((s) => timeServed(asCopy(their), [s]));
    if (by.length > 0) {
      served++;
      for (const s of by) serves.set(s.trip.id, [...(serves.get(s.trip.id) ?? []), their.external_ref]);
      if (onExisting !== 'add') continue;
    }
    added.push(their);
  }
  const existing = staying
    .filter((s) => serves.has(s.trip.id))
    .map(({ trip }) => ({
      trip_id: trip.id,
      code: trip.code,
      route_id: trip.route_id,
      direction: trip.direction as 0 | 1,
      planned_departure: trip.planned_departure,
      status: trip.status,
      driver_id: trip.driver_id,
      vehicle_id: trip.vehicle_id,
      serves: serves.get(trip.id)!,
    }));
  return {
    diff: { ...diff, added, removed },
    clash: {
      on_existing: onExisting,
      running_count: runningTrips(ours.filter((t) => covered.has(t.route_id)).map(serving)).length,
      served_count: served,
      existing,
    },
  };
}
