// getTripSyncPreview and syncTrips: read the source, map it, diff it (sync-diff.ts). The sync
// recomputes the diff and refuses when its hash is not the preview_token the dispatcher saw.

import type { TripCopyOnExisting } from '@busops/domain';
import type { Principal } from '../../../access/principal.ts';
import type { Db } from '../../../db/client.ts';
import { conflict, forbidden } from '../../../http/errors.ts';
import { writeTrips } from '../trip-engine.ts';
import { serviceDayOf } from '../trip-input.ts';
import type { TripDraft } from '../trip-types.ts';
import { applyOnExisting, type SyncClash } from './sync-clash.ts';
import { diffTrips, type OurTrip, previewToken, type TripSyncDiff } from './sync-diff.ts';
import { loadSyncRoute, resolveSides, type Unknown } from './sync-resolve.ts';
import type { DispatchSourceFor } from './sync-sources.ts';

export interface TripSyncPreview extends TripSyncDiff, SyncClash {
  source: string;
  date: string;
  route_id: number | null;
  unknown: Unknown[];
  preview_token: string;
}

export const STALE_PREVIEW =
  'Dữ liệu đồng bộ đã thay đổi từ lúc xem trước (chuyến được sửa hoặc nguồn đã cập nhật), vui lòng xem trước lại';

export async function previewSync(
  scope: { db: Db; principal: Principal; sources: DispatchSourceFor },
  params: { date: string; route_id?: number | null; on_existing?: TripCopyOnExisting },
): Promise<TripSyncPreview> {
  return (await computeSync(scope, params)).preview;
}

async function computeSync(
  scope: { db: Db; principal: Principal; sources: DispatchSourceFor },
  params: { date: string; route_id?: number | null; on_existing?: TripCopyOnExisting },
): Promise<{ preview: TripSyncPreview; ours: OurTrip[] }> {
  const companyId = scope.principal.currentCompanyId;
  if (companyId === null) throw forbidden('Vui lòng chọn công ty trước khi tiếp tục');
  serviceDayOf(params.date); // 2026-11-31 passes the pattern: a 400, not a failed query
  const route = await loadSyncRoute(scope.db, params.route_id);
  const source = scope.sources({ db: scope.db, companyId });
  const external = await source.fetchTrips({
    date: params.date,
    ...(route ? { routeNumbers: [route.number] } : {}),
  });
  const sides = await resolveSides(scope.db, params.date, route, external);
  const routeIds = route ? [route.id] : [];
  const matched = diffTrips(sides.ours, sides.theirs, { routeIds });
  // The day's own trips that clash with the source's, handled as the dispatcher chose (issue 19).
  const covered = new Set([...routeIds, ...sides.theirs.map((t) => t.route_id)]);
  const { diff, clash } = applyOnExisting(matched, sides.ours, params.on_existing ?? 'skip_served', covered);
  const routeId = route?.id ?? null;
  const preview: TripSyncPreview = {
    source: source.name,
    date: params.date,
    route_id: routeId,
    ...clash,
    ...diff,
    unknown: sides.unknown,
    preview_token: previewToken({
      date: params.date,
      route_id: routeId,
      diff,
      on_existing: clash.on_existing,
    }),
  };
  return { preview, ours: sides.ours };
}

/**
 * The sync: the preview again, refused (409) unless it is still the one the dispatcher saw, then every
 * change in one writeTrips call (one transaction, every check, source 'sync', manual values kept).
 * Warnings refuse it unless the dispatcher accepted them (accept_warnings); errors always do.
 */
export async function runSync(
  scope: { db: Db; principal: Principal; sources: DispatchSourceFor },
  body: {
    date: string;
    route_id?: number | null;
    on_existing?: TripCopyOnExisting;
    preview_token: string;
    accept_warnings?: boolean;
  },
) {
  const { preview, ours } = await computeSync(scope, body);
  if (preview.preview_token !== body.preview_token) throw conflict(STALE_PREVIEW, 'SYNC_PREVIEW_STALE');
  const drafts = syncDrafts(body.date, preview, ours);
  if (drafts.length > 0)
    await writeTrips({ db: scope.db, principal: scope.principal }, drafts, {
      action: 'sync',
      respectManual: true,
      acceptWarnings: body.accept_warnings === true,
      note: `Đồng bộ từ ${preview.source}`,
    });
  return {
    message: 'Đồng bộ dữ liệu thành công' as const,
    created: preview.added.length,
    updated: preview.changed.length,
    cancelled: preview.removed.filter((r) => r.cancel).length,
    preview,
  };
}

export const REMOVED_NOTE = 'Chuyến không còn trong nguồn đồng bộ';

/** The diff as the engine's drafts: new trips, the changed fields of ours, the removed ones cancelled. */
export function syncDrafts(date: string, diff: TripSyncDiff, ours: OurTrip[]): TripDraft[] {
  const byId = new Map(ours.map((t) => [t.id, t]));
  const drafts: TripDraft[] = diff.added.map((t) => ({
    route_id: t.route_id,
    line_id: t.line_id,
    service_date: date,
    planned_departure: new Date(t.planned_departure),
    planned_arrival: new Date(t.planned_arrival),
    vehicle_id: t.vehicle_id,
    driver_id: t.driver_id,
    conductor_id: t.conductor_id,
    status: t.status,
    note: t.note,
    external_ref: t.external_ref,
    source: 'sync',
  }));
  for (const change of diff.changed) {
    const draft = storedDraft(byId.get(change.trip_id)!, date);
    const fields = draft as unknown as Record<string, unknown>;
    for (const { field, theirs } of change.changes)
      fields[field] = field.startsWith('planned_') ? new Date(theirs as string) : theirs;
    drafts.push(draft);
  }
  for (const removed of diff.removed) {
    if (!removed.cancel) continue;
    drafts.push({
      ...storedDraft(byId.get(removed.trip_id)!, date),
      status: 'cancelled',
      note: REMOVED_NOTE,
      // Cancelled as the preview showed: an untouched trip of the sync, or one a 'replace' chose (a
      // trip with no work, whose hand-set fields must not keep it running beside the source's).
      chosen: true,
    });
  }
  return drafts;
}

/** A draft of one of our trips as it stands (its version: the engine refuses it if it moved). */
function storedDraft(mine: OurTrip, date: string): TripDraft {
  return {
    id: mine.id,
    version: mine.version,
    route_id: mine.route_id,
    service_date: date,
    planned_departure: new Date(mine.planned_departure),
    planned_arrival: new Date(mine.planned_arrival),
    source: 'sync',
  };
}
