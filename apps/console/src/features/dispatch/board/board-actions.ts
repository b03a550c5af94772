// The board's writes. Assignments and status changes of several trips are ONE multi-edit
// (updateRouteTrips) per route with each trip's version; a dry run first returns the findings. A 409
// carries `conflicts` (shown in the dialog) or `stale` (someone saved first: said in words, rows
// reloaded, selection kept). Every success reloads the rows once.

import type { TripStatus } from '@busops/domain';
import { isApiError } from '@busops/sdk';
import { api } from '../../../lib/api';
import { errorMessage, toast } from '../../../lib/toasts';
import { loadTrips, resourceName } from './board-data';
import { type RouteTrip, staleMessage, type TripConflict, type TripStale } from './board-model';

export type AssignField = 'driver_id' | 'conductor_id' | 'vehicle_id';

export type WriteOutcome =
  | { ok: true; conflicts: TripConflict[]; message: string }
  | { ok: false; conflicts: TripConflict[]; stale: TripStale | null; message: string };

/** An error of a save as the dialog shows it; a stale one also reloads the rows. */
async function failure(e: unknown): Promise<WriteOutcome> {
  const body = (isApiError(e) ? e.body : null) as { conflicts?: TripConflict[]; stale?: TripStale } | null;
  const stale = body?.stale ?? null;
  if (stale) {
    await loadTrips();
    return { ok: false, conflicts: [], stale, message: staleMessage(stale, resourceName) };
  }
  return { ok: false, conflicts: body?.conflicts ?? [], stale: null, message: errorMessage(e) };
}

function byRoute(rows: readonly RouteTrip[]): Map<number, RouteTrip[]> {
  const m = new Map<number, RouteTrip[]>();
  for (const r of rows) m.set(r.route_id, [...(m.get(r.route_id) ?? []), r]);
  return m;
}

export interface MultiEdit {
  driver_id?: number | null;
  conductor_id?: number | null;
  vehicle_id?: number | null;
  status?: TripStatus;
  note?: string | null;
}

/**
 * The same change to every row: one updateRouteTrips per route (one call on a one-route board).
 * `dryRun` answers the findings without writing.
 */
export async function multiEdit(
  rows: readonly RouteTrip[],
  change: MultiEdit,
  options: { dryRun?: boolean; acceptWarnings?: boolean } = {},
): Promise<WriteOutcome> {
  const conflicts: TripConflict[] = [];
  let message = '';
  try {
    for (const [routeId, trips] of byRoute(rows)) {
      const { data } = await api.call('updateRouteTrips', {
        params: { path: { routeId } },
        body: {
          route_trips: trips.map((t) => ({ code: t.code, version: t.version, ...change })),
          ...(options.dryRun ? { dry_run: true } : {}),
          ...(options.acceptWarnings ? { accept_warnings: true } : {}),
        },
      });
      conflicts.push(...(data?.conflicts ?? []));
      message = data?.message ?? message;
    }
  } catch (e) {
    return failure(e);
  }
  if (!options.dryRun) await loadTrips();
  return { ok: true, conflicts, message };
}

/** Actual departure and/or arrival of one trip (confirmTripTime), on the version shown. */
export async function confirmTime(
  trip: RouteTrip,
  times: { actual_departure?: string; actual_arrival?: string },
): Promise<WriteOutcome> {
  try {
    const { data } = await api.call('confirmTripTime', {
      body: { route_id: trip.route_id, trip_code: trip.code, version: trip.version, ...times },
    });
    await loadTrips();
    return { ok: true, conflicts: [], message: data?.message ?? 'Xác nhận thành công' };
  } catch (e) {
    return failure(e);
  }
}

export async function confirmNoReturn(trip: RouteTrip, note: string): Promise<WriteOutcome> {
  try {
    const { data } = await api.call('confirmTripNoReturn', {
      body: {
        route_id: trip.route_id,
        trip_code: trip.code,
        version: trip.version,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
    });
    await loadTrips();
    return { ok: true, conflicts: [], message: data?.message ?? 'Xác nhận thành công' };
  } catch (e) {
    return failure(e);
  }
}

export async function proposeLost(trip: RouteTrip, note: string): Promise<WriteOutcome> {
  try {
    const { data } = await api.call('proposeLostTrip', {
      body: { route_id: trip.route_id, trip_code: trip.code, note },
    });
    await loadTrips();
    return { ok: true, conflicts: [], message: data?.message ?? 'Cập nhật thành công!' };
  } catch (e) {
    return failure(e);
  }
}

/** Deletes the trips by code, one deleteRouteTrips per route, with the note saying why. */
export async function deleteTrips(rows: readonly RouteTrip[], note: string): Promise<WriteOutcome> {
  let message = 'Xoá thành công!';
  try {
    for (const [routeId, trips] of byRoute(rows)) {
      const { data } = await api.call('deleteRouteTrips', {
        params: { path: { routeId } },
        body: { trip_codes: trips.map((t) => t.code), note },
      });
      message = data?.message ?? message;
    }
  } catch (e) {
    await loadTrips();
    return failure(e);
  }
  await loadTrips();
  return { ok: true, conflicts: [], message };
}

/** Trips of the day from the routes' schedules (existing departures are kept). */
export async function generateTrips(routeIds: readonly number[], date: string): Promise<void> {
  let created = 0;
  let kept = 0;
  const done = toast.loading();
  try {
    for (const routeId of routeIds) {
      const { data } = await api.call('createRouteTripsFromSchedules', {
        params: { path: { routeId } },
        body: { service_date: date },
      });
      created += data?.created ?? 0;
      kept += data?.kept ?? 0;
    }
    toast.success(`Thêm thành công! ${created} chuyến mới, ${kept} chuyến đã có.`);
  } catch (e) {
    toast.error(errorMessage(e));
  } finally {
    done();
    await loadTrips();
  }
}
