// The two sync calls by operationId: the preview diff and the sync that presents its token.
import type { TripCopyOnExisting } from '@busops/domain';
import type { components } from '@busops/sdk';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';

export type TripSyncPreview = components['schemas']['TripSyncPreview'];
export type TripSyncResult = components['schemas']['TripSyncResult'];

export function fetchSyncPreview(
  date: string,
  routeId: number | null,
  onExisting: TripCopyOnExisting,
): Promise<TripSyncPreview> {
  const query = { date, on_existing: onExisting, ...(routeId === null ? {} : { route_id: routeId }) };
  return data(api.call('getTripSyncPreview', { params: { query } }));
}

export type TripConflict = components['schemas']['TripConflict'];

export function runSync(preview: TripSyncPreview, acceptWarnings: boolean): Promise<TripSyncResult> {
  return data(
    api.call('syncTrips', {
      body: {
        date: preview.date,
        route_id: preview.route_id,
        on_existing: preview.on_existing,
        preview_token: preview.preview_token,
        ...(acceptWarnings ? { accept_warnings: true } : {}),
      },
    }),
  );
}

/** The trip checks' findings of a refused sync (409 TRIP_CONFLICT), [] for any other failure. */
export function conflictsOf(error: unknown): TripConflict[] {
  const body = (error as { body?: { conflicts?: unknown } } | null)?.body;
  return Array.isArray(body?.conflicts) ? (body.conflicts as TripConflict[]) : [];
}
