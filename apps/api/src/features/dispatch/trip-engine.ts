// The one write path of the day's trips (ADR 0012): assign, multi-edit, copy, roster fill and sync all
// hand their drafts here. In one transaction: plan the trips (stored rows locked, versions, people,
// transitions), run the one diagnostic query on the proposed rows, refuse errors and unaccepted
// warnings (409 with the list), then write: one INSERT for new trips and one UPDATE guarded by each
// row's version (both from a jsonb recordset: one parameter, any count), one INSERT of history rows,
// one NOTIFY. The
// exclusion constraints stay the last guard against a parallel save (23P01 -> 409, never 500).
import { isBlocking } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import { actorName } from '../../access/principal.ts';
import type { Executor } from '../../db/client.ts';
import type { AcceptedWarning } from '../../db/schema/dispatch.ts';
import { routeTrips } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { findConflicts } from './trip-checks.sql.ts';
import { conflictMessage, isExclusionViolation, OVERLAP_RACE, TripConflictError } from './trip-errors.ts';
import { announceTrips } from './trip-events.ts';
import { insertChanges, insertTrips } from './trip-insert.sql.ts';
import { type PlannedTrip, planTrips, proposedOf, staleError } from './trip-plan.ts';
import { tripSnapshot } from './trip-snapshot.ts';
import type {
  TripConflict,
  TripDraft,
  TripRow,
  TripScope,
  WriteTripsOptions,
  WriteTripsOutcome,
} from './trip-types.ts';

export type {
  TripConflict,
  TripDraft,
  TripRow,
  TripScope,
  WriteTripsOptions,
  WriteTripsOutcome,
} from './trip-types.ts';

function companyOf(scope: TripScope): number {
  const companyId = scope.principal.currentCompanyId;
  if (companyId === null) throw notFound('Không tìm thấy công ty');
  return companyId;
}

/** The findings the drafts would raise, nothing written (the palette's preview, the roster's filter). */
export async function checkTrips(scope: TripScope, drafts: TripDraft[]): Promise<TripConflict[]> {
  const outcome = await writeTrips(scope, drafts, { action: 'check', dryRun: true });
  return outcome.conflicts;
}

/**
 * Writes the drafts, all or nothing. Throws 409 TripConflictError (`conflicts`) on errors or on
 * warnings not accepted, 409 StaleTripError (`stale`) on an old version, 409 on a race the exclusion
 * constraints caught. A dry run answers the trips as they would be and every finding.
 */
export async function writeTrips(
  scope: TripScope,
  drafts: TripDraft[],
  options: WriteTripsOptions,
): Promise<WriteTripsOutcome> {
  if (drafts.length === 0) return { written: !options.dryRun, trips: [], conflicts: [] };
  const companyId = companyOf(scope);
  try {
    return await scope.db.transaction(async (tx) => {
      const planned = await planTrips(tx, companyId, scope.principal.userId, drafts, options);
      const conflicts = await findConflicts(tx, companyId, proposedOf(planned));
      if (options.dryRun) return { written: false, trips: planned.map((p) => p.after), conflicts };
      if (isBlocking(conflicts) || (conflicts.length > 0 && !options.acceptWarnings))
        throw new TripConflictError(conflictMessage(conflicts), conflicts);
      const trips = await persist(tx, scope, companyId, planned, conflicts, options);
      return { written: true, trips, conflicts };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(OVERLAP_RACE, 'TRIP_OVERLAP');
    if (isUniqueViolation(error))
      throw conflict('Mã chuyến đã có trong ngày, vui lòng tải lại', 'TRIP_CODE_TAKEN');
    throw error;
  }
}

function acceptedOf(conflicts: TripConflict[], code: string, userId: number, at: string): AcceptedWarning[] {
  return conflicts
    .filter((c) => c.trip_code === code && c.severity === 'warning')
    .map((c) => ({ code: c.code, message: c.message, accepted_by: userId, accepted_at: at }));
}

async function persist(
  tx: Executor,
  scope: TripScope,
  companyId: number,
  planned: PlannedTrip[],
  conflicts: TripConflict[],
  options: WriteTripsOptions,
): Promise<TripRow[]> {
  const userId = scope.principal.userId;
  const now = new Date();
  const at = now.toISOString();
  for (const p of planned) p.after.acceptedWarnings = acceptedOf(conflicts, p.after.code, userId, at);
  const inserts = planned.filter((p) => p.before === null);
  const updates = planned.filter((p) => p.before !== null && p.changed.length > 0);

  // Who, what and when: the same on every history row of this write.
  const change = {
    action: options.action,
    note: options.note?.trim() || null,
    changedBy: userId,
    changedByName: actorName(scope.principal),
    changedAt: now,
  };
  // New trips get their history rows in the statement that inserts them (no round trip of the rows).
  const created = await insertTrips(
    tx,
    companyId,
    inserts.map(({ after }) => ({ ...after, createdAt: now, updatedAt: now })),
    change,
  );
  const updated = await updateAll(tx, updates, userId, now);
  const byCode = new Map([...created, ...updated].map((row) => [row.code, row]));
  await insertChanges(
    tx,
    companyId,
    updates.map((p) => {
      const row = byCode.get(p.after.code)!;
      return {
        ...change,
        companyId,
        tripId: row.id,
        tripCode: row.code,
        routeId: row.routeId,
        serviceDate: row.serviceDate,
        before: tripSnapshot(p.before!),
        after: tripSnapshot(row),
        acceptedWarnings: row.acceptedWarnings,
      };
    }),
  );
  if (byCode.size > 0) await announceTrips(tx, scope.principal, companyId, [...byCode.values()]);
  // Unchanged drafts answer as they are stored.
  return planned.map((p) => byCode.get(p.after.code) ?? p.before ?? p.after);
}

/** One UPDATE for every changed trip, each guarded by the version it was planned on. */
async function updateAll(
  tx: Executor,
  updates: PlannedTrip[],
  userId: number,
  now: Date,
): Promise<TripRow[]> {
  if (updates.length === 0) return [];
  const values = JSON.stringify(
    updates.map(({ before, after }) => ({
      id: after.id,
      version: before!.version,
      line_id: after.lineId,
      service_date: after.serviceDate,
      planned_departure: after.plannedDeparture.toISOString(),
      planned_arrival: after.plannedArrival.toISOString(),
      driver_id: after.driverId,
      driver_user_id: after.driverUserId,
      conductor_id: after.conductorId,
      conductor_user_id: after.conductorUserId,
      vehicle_id: after.vehicleId,
      status: after.status,
      note: after.note,
      external_ref: after.externalRef,
      field_sources: after.fieldSources,
      accepted_warnings: after.acceptedWarnings,
    })),
  );
  // Drizzle types `returning()` after `from(sql)` as never; the rows are route_trips rows.
  const rows = (await tx
    .update(routeTrips)
    .set({
      lineId: sql`v.line_id`,
      serviceDate: sql`v.service_date`,
      plannedDeparture: sql`v.planned_departure`,
      plannedArrival: sql`v.planned_arrival`,
      driverId: sql`v.driver_id`,
      driverUserId: sql`v.driver_user_id`,
      conductorId: sql`v.conductor_id`,
      conductorUserId: sql`v.conductor_user_id`,
      vehicleId: sql`v.vehicle_id`,
      status: sql`v.status`,
      note: sql`v.note`,
      externalRef: sql`v.external_ref`,
      fieldSources: sql`v.field_sources`,
      acceptedWarnings: sql`v.accepted_warnings`,
      version: sql`${routeTrips.version} + 1`,
      updatedBy: userId,
      updatedAt: now,
    })
    .from(
      sql`jsonb_to_recordset(${values}::jsonb) as v(
        id int, version int, line_id int, service_date date, planned_departure timestamptz,
        planned_arrival timestamptz, driver_id int, driver_user_id int, conductor_id int,
        conductor_user_id int, vehicle_id int, status text, note text, external_ref text,
        field_sources jsonb, accepted_warnings jsonb)`,
    )
    .where(and(eq(routeTrips.id, sql`v.id`), eq(routeTrips.version, sql`v.version`)))
    .returning()) as unknown as TripRow[];
  if (rows.length !== updates.length) {
    // Locked FOR UPDATE while planned, so this only happens if the lock was not held (never
    // silently): name the trip that moved on.
    const done = new Set(rows.map((r) => r.id));
    const missed = updates.find((u) => !done.has(u.after.id))!;
    throw await staleError(tx, missed.before!);
  }
  return rows;
}
