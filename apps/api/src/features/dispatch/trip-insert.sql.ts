// The engine's bulk writes of new trips and of history rows (ADR 0012): one INSERT ... SELECT FROM
// jsonb_to_recordset each, one parameter whatever the count. A multi-row VALUES binds ~28 values a
// trip (PostgreSQL takes 65,535 per statement, so a company-day of 13,000 trips needed nine calls) and
// building and binding them cost the copy of a company-day most of its time; PostgreSQL parses the
// JSON in one pass.
//
// Raw SQL over route_trips and trip_changes (listed in test/structure/tenancy.test.ts): the scoped
// database cannot see inside a recordset, so every row's company is checked here against the company
// the engine works for before the statement runs.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { tripChanges } from '../../db/schema/index.ts';
import type { TripRow } from './trip-types.ts';

type ChangeRow = typeof tripChanges.$inferInsert;

function sameCompany(companyId: number, rows: ReadonlyArray<{ companyId: number }>): void {
  const stranger = rows.find((r) => r.companyId !== companyId);
  // A planning bug, never a caller's mistake: the plan stamps every new trip with the scope's company.
  if (stranger) throw new Error(`trip of company ${stranger.companyId} written for company ${companyId}`);
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** Inserts new trips (ids from the sequence) and answers them as stored, in the same order. */
export async function insertTrips(
  tx: Executor,
  companyId: number,
  trips: readonly TripRow[],
): Promise<TripRow[]> {
  if (trips.length === 0) return [];
  sameCompany(companyId, trips);
  const values = JSON.stringify(
    trips.map((t) => ({
      company_id: t.companyId,
      route_id: t.routeId,
      line_id: t.lineId,
      schedule_id: t.scheduleId,
      code: t.code,
      service_date: t.serviceDate,
      planned_departure: iso(t.plannedDeparture),
      planned_arrival: iso(t.plannedArrival),
      vehicle_id: t.vehicleId,
      driver_id: t.driverId,
      driver_user_id: t.driverUserId,
      conductor_id: t.conductorId,
      conductor_user_id: t.conductorUserId,
      status: t.status,
      note: t.note,
      actual_departure: iso(t.actualDeparture),
      actual_arrival: iso(t.actualArrival),
      no_return: t.noReturn,
      lost_proposed_at: iso(t.lostProposedAt),
      lost_proposed_by: t.lostProposedBy,
      lost_proposal_note: t.lostProposalNote,
      field_sources: t.fieldSources,
      external_ref: t.externalRef,
      accepted_warnings: t.acceptedWarnings,
      version: t.version,
      created_by: t.createdBy,
      updated_by: t.updatedBy,
      created_at: iso(t.createdAt),
      updated_at: iso(t.updatedAt),
    })),
  );
  const result = await tx.execute(sql`
    insert into route_trips (
      company_id, route_id, line_id, schedule_id, code, service_date, planned_departure, planned_arrival,
      vehicle_id, driver_id, driver_user_id, conductor_id, conductor_user_id, status, note,
      actual_departure, actual_arrival, no_return, lost_proposed_at, lost_proposed_by, lost_proposal_note,
      field_sources, external_ref, accepted_warnings, version, created_by, updated_by, created_at, updated_at)
    select company_id, route_id, line_id, schedule_id, code, service_date, planned_departure, planned_arrival,
      vehicle_id, driver_id, driver_user_id, conductor_id, conductor_user_id, status, note,
      actual_departure, actual_arrival, no_return, lost_proposed_at, lost_proposed_by, lost_proposal_note,
      field_sources, external_ref, accepted_warnings, version, created_by, updated_by, created_at, updated_at
    from jsonb_to_recordset(${values}::jsonb) as v(
      company_id int, route_id int, line_id int, schedule_id int, code text, service_date date,
      planned_departure timestamptz, planned_arrival timestamptz, vehicle_id int, driver_id int,
      driver_user_id int, conductor_id int, conductor_user_id int, status text, note text,
      actual_departure timestamptz, actual_arrival timestamptz, no_return boolean, lost_proposed_at timestamptz,
      lost_proposed_by int, lost_proposal_note text, field_sources jsonb, external_ref text,
      accepted_warnings jsonb, version int, created_by int, updated_by int, created_at timestamptz,
      updated_at timestamptz)
    returning id, code
  `);
  const ids = new Map(
    (result as unknown as { rows: Array<{ id: number; code: string }> }).rows.map((r) => [
      r.code,
      Number(r.id),
    ]),
  );
  return trips.map((t) => ({ ...t, id: ids.get(t.code)! }));
}

/** Appends history rows (trip_changes) in one statement. */
export async function insertChanges(
  tx: Executor,
  companyId: number,
  rows: readonly ChangeRow[],
): Promise<void> {
  if (rows.length === 0) return;
  sameCompany(companyId, rows);
  const values = JSON.stringify(
    rows.map((r) => ({
      company_id: r.companyId,
      trip_id: r.tripId,
      trip_code: r.tripCode,
      route_id: r.routeId,
      service_date: r.serviceDate,
      action: r.action,
      before: r.before ?? null,
      after: r.after ?? null,
      note: r.note ?? null,
      accepted_warnings: r.acceptedWarnings ?? [],
      changed_by: r.changedBy ?? null,
      changed_by_name: r.changedByName ?? null,
      changed_at: iso(r.changedAt),
    })),
  );
  await tx.execute(sql`
    insert into trip_changes (
      company_id, trip_id, trip_code, route_id, service_date, action, before, after, note,
      accepted_warnings, changed_by, changed_by_name, changed_at)
    select company_id, trip_id, trip_code, route_id, service_date, action, before, after, note,
      accepted_warnings, changed_by, changed_by_name, coalesce(changed_at, now())
    from jsonb_to_recordset(${values}::jsonb) as v(
      company_id int, trip_id int, trip_code text, route_id int, service_date date, action text,
      before jsonb, after jsonb, note text, accepted_warnings jsonb, changed_by int, changed_by_name text,
      changed_at timestamptz)
  `);
}
