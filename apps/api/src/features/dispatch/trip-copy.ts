// Copying a day of trips to another day or to a range of days (issue 10, product-spec §7
// `POST {route_id}/trips/copy`), for one route or every route of the company. The preview lists per
// target day what would be added, what is already there (kept, with its differences) and the checks'
// findings; the apply re-reads the same rows, refuses when the preview token no longer matches, and
// writes the new trips through the one write path (trip-engine.ts: checks, history 'copy', versions,
// live events), every day in one transaction. Trips already on a target day are never changed; when
// the day already runs the route, `on_existing` (issue 19, @busops/domain trip-copy-clash.ts) skips
// the times it serves, replaces the trips that hold no work yet, or adds beside them, and the preview
// counts what the day runs, what is served and what a replace removes.
import {
  formatDate,
  runningTrips,
  type ServingTrip,
  TRIP_STATUSES_RELEASED,
  type TripCopyMode,
  type TripCopyOnExisting,
  timeServed,
  tripReplaceable,
} from '@busops/domain';
import { and, asc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { busStaff, routeLines, routes, routeTrips, vehicles } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import {
  type CopiedTrip,
  type CopyDifference,
  copyTrip,
  differencesOf,
  directionOfCode,
  previewToken,
  type SourceTrip,
  type StoredTrip,
  targetDays,
} from './trip-copy.plan.ts';
import { writeTrips } from './trip-engine.ts';
import { recordTripChanges } from './trip-history.ts';
import { loadRoute } from './trip-route.ts';
import type { TripConflict, TripDraft } from './trip-types.ts';

type CopyBody = BodyOf<'copyTrips'>;
type CopyResult = SuccessOf<'copyTrips'>;

export const COPY_DONE = 'Sao chép thành công!';
export const COPY_STALE =
  'Các chuyến của ngày nguồn hoặc ngày đích đã thay đổi sau khi xem trước, vui lòng xem trước lại';
/** Lists of a day in the answer stop here; the counts are complete. */
const LISTED = 300;

export async function copyDayTrips(
  db: Db,
  principal: Principal,
  routeId: number | null,
  body: CopyBody,
): Promise<CopyResult> {
  const days = targetDays(body);
  const mode = body.mode as TripCopyMode;
  const onExisting = (body.on_existing ?? 'skip_served') as TripCopyOnExisting;
  return db.transaction(async (tx) => {
    if (routeId !== null) await loadRoute(tx, routeId);
    const source = await loadSource(tx, routeId, body.from_date);
    const stored = await loadTargets(tx, routeId, days);
    const token = previewToken({ routeId, fromDate: body.from_date, days, mode, onExisting }, source, stored);
    if (!body.dry_run && body.preview_token !== undefined && body.preview_token !== token)
      throw conflict(COPY_STALE, 'COPY_STALE');

    const added: CopiedTrip[] = [];
    const kept: Kept[] = [];
    const clash: Clash[] = [];
    for (const day of days) {
      const ofDay = stored.filter((s) => s.serviceDate === day);
      const removed = onExisting === 'replace' ? ofDay.filter(tripReplaceable) : [];
      const staying = ofDay.filter((s) => !removed.includes(s));
      const byCode = new Map(staying.map((s) => [s.code, s]));
      let served = 0;
      for (const trip of source) {
        const copy = copyTrip(trip, body.from_date, day, mode);
        const there = byCode.get(copy.code);
        if (there) {
          kept.push({ day, stored: there, differences: differencesOf(there, copy, mode) });
          continue;
        }
        const at = {
          routeId: trip.routeId,
          direction: directionOfCode(copy.code),
          departure: copy.plannedDeparture,
        };
        if (timeServed(at, staying)) {
          served++;
          if (onExisting !== 'add') continue;
        }
        added.push(copy);
      }
      clash.push({ day, running: runningTrips(ofDay).length, served, removed });
    }
    if (!body.dry_run) await removeReplaced(tx, principal, clash, body.from_date);

    const drafts = added.map(draftOf);
    const options = {
      action: 'copy',
      dryRun: body.dry_run === true,
      acceptWarnings: body.accept_warnings === true,
      note: `Sao chép từ ngày ${formatDate(body.from_date)}`,
    };
    // One call of the engine per target day (a company-day is ~13,000 trips; a range of 31 of them
    // would be too many for one statement's lookups). Calls share the copy's transaction and see the
    // days written before them.
    const conflicts: TripConflict[] = [];
    for (const day of days) {
      const ofDay = drafts.filter((d) => d.service_date === day);
      const outcome = await writeTrips({ db: tx, principal }, ofDay, options);
      conflicts.push(...outcome.conflicts);
    }
    const names = await loadNames(tx, added.slice(0, LISTED * days.length));
    return {
      message: body.dry_run ? 'Xem trước sao chép' : COPY_DONE,
      written: !body.dry_run,
      mode,
      on_existing: onExisting,
      preview_token: token,
      added_count: added.length,
      existing_count: kept.length,
      running_count: sum(clash, (c) => c.running),
      served_count: sum(clash, (c) => c.served),
      removed_count: sum(clash, (c) => c.removed.length),
      days: days.map((day) => dayResult(day, added, kept, clash, conflicts, names)),
    };
  });
}

const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((n, r) => n + of(r), 0);

/**
 * A replace removes the trips that hold no work, each removal a compare-and-set on that state (a trip
 * assigned or started since the preview makes the copy stale, so nothing is lost), with history rows
 * 'delete' noting the copy.
 */
async function removeReplaced(tx: Executor, principal: Principal, clash: Clash[], fromDate: string) {
  const ids = clash.flatMap((c) => c.removed.map((r) => r.id));
  if (ids.length === 0) return;
  const gone = await tx
    .delete(routeTrips)
    .where(
      and(
        inArray(routeTrips.id, ids),
        eq(routeTrips.status, 'planned'),
        isNull(routeTrips.driverId),
        isNull(routeTrips.conductorId),
        isNull(routeTrips.vehicleId),
      ),
    )
    .returning();
  if (gone.length !== ids.length) throw conflict(COPY_STALE, 'COPY_STALE');
  await recordTripChanges(
    tx,
    principal,
    'delete',
    gone.map((row) => ({ before: row, after: null })),
    `Thay bằng bản sao chép từ ngày ${formatDate(fromDate)}`,
  );
}

function draftOf(copy: CopiedTrip): TripDraft {
  return {
    route_id: copy.source.routeId,
    line_id: copy.source.lineId,
    schedule_id: copy.source.scheduleId,
    code: copy.code,
    service_date: copy.serviceDate,
    planned_departure: copy.plannedDeparture,
    planned_arrival: copy.plannedArrival,
    driver_id: copy.driverId,
    conductor_id: copy.conductorId,
    vehicle_id: copy.vehicleId,
    source: 'copy',
  };
}

const onRoute = (routeId: number | null): SQL[] =>
  routeId === null ? [] : [eq(routeTrips.routeId, routeId)];

/** The source day's trips that still run (cancelled and lost ones are not copied). */
async function loadSource(tx: Executor, routeId: number | null, fromDate: string): Promise<SourceTrip[]> {
  return tx
    .select({
      code: routeTrips.code,
      version: routeTrips.version,
      routeId: routeTrips.routeId,
      routeNumber: routes.number,
      lineId: routeTrips.lineId,
      lineDirection: routeLines.direction,
      scheduleId: routeTrips.scheduleId,
      plannedDeparture: routeTrips.plannedDeparture,
      plannedArrival: routeTrips.plannedArrival,
      driverId: routeTrips.driverId,
      conductorId: routeTrips.conductorId,
      vehicleId: routeTrips.vehicleId,
    })
    .from(routeTrips)
    .innerJoin(routes, eq(routes.id, routeTrips.routeId))
    .leftJoin(routeLines, eq(routeLines.id, routeTrips.lineId))
    .where(
      and(
        eq(routeTrips.serviceDate, fromDate),
        notInArray(routeTrips.status, [...TRIP_STATUSES_RELEASED]),
        ...onRoute(routeId),
      ),
    )
    .orderBy(asc(routeTrips.routeId), asc(routeTrips.plannedDeparture), asc(routeTrips.code));
}

/** Every trip already on the target days (any status: a cancelled trip's code is still taken). */
async function loadTargets(tx: Executor, routeId: number | null, days: string[]): Promise<TargetTrip[]> {
  const rows = await tx
    .select({
      id: routeTrips.id,
      serviceDate: routeTrips.serviceDate,
      routeId: routeTrips.routeId,
      departure: routeTrips.plannedDeparture,
      code: routeTrips.code,
      version: routeTrips.version,
      status: routeTrips.status,
      plannedArrival: routeTrips.plannedArrival,
      driverId: routeTrips.driverId,
      conductorId: routeTrips.conductorId,
      vehicleId: routeTrips.vehicleId,
    })
    .from(routeTrips)
    .where(and(inArray(routeTrips.serviceDate, days), ...onRoute(routeId)));
  return rows.map((r) => ({ ...r, direction: directionOfCode(r.code) }));
}

/** A target day's trip: what the copy compares (StoredTrip) and what the clash rule reads. */
type TargetTrip = StoredTrip & ServingTrip & { id: number; serviceDate: string };

/** A target day's clash: trips it runs, copies its trips serve, trips a replace removes. */
interface Clash {
  day: string;
  running: number;
  served: number;
  removed: TargetTrip[];
}

/** A trip already on a target day where the copy would have put one: kept as it is. */
interface Kept {
  day: string;
  stored: StoredTrip;
  differences: CopyDifference[];
}

interface Names {
  staff: Map<number, string>;
  plates: Map<number, string>;
}

/** Driver names and plates of the trips the answer lists. */
async function loadNames(tx: Executor, listed: CopiedTrip[]): Promise<Names> {
  const staffIds = [...new Set(listed.flatMap((c) => (c.driverId === null ? [] : [c.driverId])))];
  const vehicleIds = [...new Set(listed.flatMap((c) => (c.vehicleId === null ? [] : [c.vehicleId])))];
  const staff =
    staffIds.length === 0
      ? []
      : await tx
          .select({ id: busStaff.id, name: busStaff.fullName })
          .from(busStaff)
          .where(inArray(busStaff.id, staffIds));
  const plates =
    vehicleIds.length === 0
      ? []
      : await tx
          .select({ id: vehicles.id, name: vehicles.plate })
          .from(vehicles)
          .where(inArray(vehicles.id, vehicleIds));
  return {
    staff: new Map(staff.map((s) => [s.id, s.name])),
    plates: new Map(plates.map((p) => [p.id, p.name])),
  };
}

function dayResult(
  day: string,
  added: CopiedTrip[],
  kept: Kept[],
  clash: Clash[],
  conflicts: TripConflict[],
  names: Names,
): CopyResult['days'][number] {
  const dayClash = clash.find((c) => c.day === day)!;
  const dayAdded = added.filter((c) => c.serviceDate === day);
  const codes = new Set(dayAdded.map((c) => c.code));
  const keptOfDay = kept.filter((k) => k.day === day);
  return {
    service_date: day,
    added_count: dayAdded.length,
    existing_count: keptOfDay.length,
    running_count: dayClash.running,
    served_count: dayClash.served,
    removed_count: dayClash.removed.length,
    added: dayAdded.slice(0, LISTED).map((c) => ({
      code: c.code,
      route_id: c.source.routeId,
      route_number: c.source.routeNumber,
      line_direction: c.source.lineDirection,
      planned_departure: c.plannedDeparture.toISOString(),
      planned_arrival: c.plannedArrival.toISOString(),
      driver_id: c.driverId,
      driver_name: c.driverId === null ? null : (names.staff.get(c.driverId) ?? null),
      vehicle_id: c.vehicleId,
      vehicle_plate: c.vehicleId === null ? null : (names.plates.get(c.vehicleId) ?? null),
      status: c.status,
    })),
    existing: keptOfDay.slice(0, LISTED).map((k) => ({
      code: k.stored.code,
      status: k.stored.status,
      differences: k.differences,
    })),
    conflicts: conflicts.filter((c) => codes.has(c.trip_code)),
  };
}
