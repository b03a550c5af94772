// The fields of a trip its history keeps before and after each change (trip_changes.before/after),
// in the contract's names; the stale answer diffs two of them.
import type { TripRow } from './trip-types.ts';

export function tripSnapshot(t: TripRow) {
  return {
    code: t.code,
    status: t.status,
    driver_id: t.driverId,
    conductor_id: t.conductorId,
    vehicle_id: t.vehicleId,
    planned_departure: t.plannedDeparture.toISOString(),
    planned_arrival: t.plannedArrival.toISOString(),
    note: t.note,
    actual_departure: t.actualDeparture?.toISOString() ?? null,
    actual_arrival: t.actualArrival?.toISOString() ?? null,
    no_return: t.noReturn,
    version: t.version,
  } as Record<string, unknown>;
}
