// The preview of a sync, as a pure function: our trips of the day against the source's (already mapped
// to our routes, lines, buses and staff), matched by external_ref, then by route + direction +
// departure. What it answers is exactly what the sync writes (sync-run.ts), and its hash is the
// preview_token the sync must present: a diff that moved since the preview is refused.
import { createHash } from 'node:crypto';
import { TRIP_STATUSES_ASSIGNABLE, TRIP_STATUSES_RELEASED, type TripStatus } from '@busops/domain';

/** Fields a sync may write, in the order the preview lists them. */
export const SYNC_FIELDS = [
  'planned_departure',
  'planned_arrival',
  'vehicle_id',
  'driver_id',
  'conductor_id',
  'status',
  'note',
] as const;
export type SyncField = (typeof SYNC_FIELDS)[number];
type Value = string | number | null;

export interface OurTrip {
  id: number;
  version: number;
  code: string;
  route_id: number;
  direction: number | null;
  planned_departure: string;
  planned_arrival: string;
  vehicle_id: number | null;
  driver_id: number | null;
  conductor_id: number | null;
  status: TripStatus;
  note: string | null;
  external_ref: string | null;
  field_sources: Record<string, string>;
}

/** A source trip mapped to our records. A field left undefined is one the source does not say (or could not be mapped). */
export interface TheirTrip {
  external_ref: string;
  route_id: number;
  route_number: string;
  line_id: number | null;
  direction: 0 | 1;
  planned_departure: string;
  planned_arrival: string;
  vehicle_id?: number | null;
  driver_id?: number | null;
  conductor_id?: number | null;
  status?: TripStatus;
  note?: string | null;
}

export interface FieldChange {
  field: SyncField | 'external_ref';
  ours: Value;
  theirs: Value;
  /** Where our value came from (field_sources), null when never recorded. */
  our_source: string | null;
}

export interface TripSyncDiff {
  added: TheirTrip[];
  changed: Array<{
    trip_id: number;
    code: string;
    version: number;
    external_ref: string;
    changes: FieldChange[];
  }>;
  removed: Array<{
    trip_id: number;
    code: string;
    version: number;
    external_ref: string | null;
    cancel: boolean;
  }>;
  /** Differences the sync leaves alone because a dispatcher set our value by hand. */
  kept_manual: Array<{ trip_id: number; code: string; field: SyncField; ours: Value; theirs: Value }>;
}

const instant = (iso: string) => new Date(iso).toISOString();
const timeKey = (routeId: number, direction: number | null, departure: string) =>
  `${routeId}|${direction ?? ''}|${instant(departure)}`;

export function diffTrips(
  ours: readonly OurTrip[],
  theirs: readonly TheirTrip[],
  scope: { routeIds?: readonly number[] } = {},
): TripSyncDiff {
  const diff: TripSyncDiff = { added: [], changed: [], removed: [], kept_manual: [] };
  const byRef = new Map(ours.filter((t) => t.external_ref).map((t) => [t.external_ref!, t]));
  // Every trip of ours holds its time (its code is made of it), a lost or cancelled one too: the source's
  // trip at that time is that one, never a second trip under the same code.
  const byTime = new Map<string, OurTrip>();
  for (const trip of ours) {
    const key = timeKey(trip.route_id, trip.direction, trip.planned_departure);
    const held = byTime.get(key);
    if (
      !held ||
      (TRIP_STATUSES_RELEASED.includes(held.status) && !TRIP_STATUSES_RELEASED.includes(trip.status))
    )
      byTime.set(key, trip);
  }
  const theirRefs = new Set(theirs.map((t) => t.external_ref));
  const matched = new Set<number>();
  const addedKeys = new Set<string>();

  for (const their of theirs) {
    let mine = byRef.get(their.external_ref);
    if (!mine || matched.has(mine.id)) {
      const key = timeKey(their.route_id, their.direction, their.planned_departure);
      const candidate = byTime.get(key);
      // A trip tied to another trip of this source is not taken over; one tied to a trip the source no
      // longer has (another source before, a renumbered feed) is tied again by its time.
      mine =
        candidate &&
        !matched.has(candidate.id) &&
        (!candidate.external_ref || !theirRefs.has(candidate.external_ref))
          ? candidate
          : undefined;
      if (!mine && (candidate || addedKeys.has(key))) continue; // a second trip at that time: its code is taken
      if (!mine) addedKeys.add(key);
    }
    if (!mine) {
      diff.added.push(their);
      continue;
    }
    matched.add(mine.id);
    // A trip that has ended (done, lost, cancelled) is only tied: what it was is history.
    const ended = mine.status === 'done' || TRIP_STATUSES_RELEASED.includes(mine.status);
    const changes: FieldChange[] = [];
    if (mine.external_ref !== their.external_ref)
      changes.push({
        field: 'external_ref',
        ours: mine.external_ref,
        theirs: their.external_ref,
        our_source: null,
      });
    for (const field of ended ? [] : SYNC_FIELDS) {
      const theirValue = their[field];
      if (theirValue === undefined) continue; // the source does not say
      const ourValue = mine[field];
      const same =
        field === 'planned_departure' || field === 'planned_arrival'
          ? instant(ourValue as string) === instant(theirValue as string)
          : ourValue === theirValue;
      if (same) continue;
      const source = mine.field_sources[field] ?? null;
      if (source === 'manual') {
        diff.kept_manual.push({
          trip_id: mine.id,
          code: mine.code,
          field,
          ours: ourValue,
          theirs: theirValue,
        });
        continue;
      }
      changes.push({
        field,
        ours: field.startsWith('planned_') ? instant(ourValue as string) : ourValue,
        theirs: field.startsWith('planned_') ? instant(theirValue as string) : theirValue,
        our_source: source,
      });
    }
    if (changes.length > 0)
      diff.changed.push({
        trip_id: mine.id,
        code: mine.code,
        version: mine.version,
        external_ref: their.external_ref,
        changes,
      });
  }

  // Ours the source no longer has, on the routes it speaks for. Only a trip the sync itself brought,
  // still untouched by hand and not yet run, is cancelled; every other one is only reported.
  const covered = new Set([...(scope.routeIds ?? []), ...theirs.map((t) => t.route_id)]);
  for (const mine of ours) {
    if (matched.has(mine.id) || !covered.has(mine.route_id)) continue;
    if (TRIP_STATUSES_RELEASED.includes(mine.status)) continue;
    const fromSync = mine.external_ref !== null && mine.field_sources.planned_departure === 'sync';
    const touched = Object.values(mine.field_sources).includes('manual');
    diff.removed.push({
      trip_id: mine.id,
      code: mine.code,
      version: mine.version,
      external_ref: mine.external_ref,
      cancel: fromSync && !touched && TRIP_STATUSES_ASSIGNABLE.includes(mine.status),
    });
  }
  return diff;
}

/** The preview_token: a hash of what the sync would write (and of the versions it was computed on). */
export function previewToken(input: {
  date: string;
  route_id: number | null;
  diff: TripSyncDiff;
  on_existing: string;
}): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 43);
}
