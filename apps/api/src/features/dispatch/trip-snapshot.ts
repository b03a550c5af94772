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

const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The same snapshot built by PostgreSQL from a route_trips row named `alias`, for history rows written
 * in the statement that inserts their trips (no round trip of the rows). Same keys, same text for the
 * times as `toISOString()`; test/dispatch/history-snapshot.test.ts holds the two equal.
 */
export function tripSnapshotSql(alias: string): string {
  const c = (column: string) => `${alias}.${column}`;
  return `jsonb_build_object(
    'code', ${c('code')}, 'status', ${c('status')}, 'driver_id', ${c('driver_id')},
    'conductor_id', ${c('conductor_id')}, 'vehicle_id', ${c('vehicle_id')},
    'planned_departure', ${isoSql(c('planned_departure'))}, 'planned_arrival', ${isoSql(c('planned_arrival'))},
    'note', ${c('note')}, 'actual_departure', ${isoSql(c('actual_departure'))},
    'actual_arrival', ${isoSql(c('actual_arrival'))}, 'no_return', ${c('no_return')}, 'version', ${c('version')})`;
}
