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
import { tripSnapshotSql } from './trip-snapshot.ts';
import type { TripRow } from './trip-types.ts';

type ChangeRow = typeof tripChanges.$inferInsert;

/** Who changed the trips of one write, what and when: shared by all its history rows. */
export interface TripChangeOf {
  action: string;
  note: string | null;
  changedBy: number;
  changedByName: string | null;
  changedAt: Date;
}

function sameCompany(companyId: number, rows: ReadonlyArray<{ companyId: number }>): void {
  const stranger = rows.find((r) => r.companyId !== companyId);
  // A planning bug, never a caller's mistake: the plan stamps every new trip with the scope's company.
  if (stranger) throw new Error(`trip of company ${stranger.companyId} written for company ${companyId}`);
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** A row without its null, empty or default fields: jsonb_to_recordset reads a missing key as NULL. */
function compact(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    out[key] = value;
  }
  return out;
}

/**
 * Inserts new trips (ids from the sequence) and answers them as stored, in the same order. What every
 * new trip shares (company, author, time, version 1) goes once; each row carries only what is its own,
 * which halves the JSON a company-day sends.
 */
export async function insertTrips(
  tx: Executor,
  companyId: number,
  trips: readonly TripRow[],
  history?: TripChangeOf,
): Promise<TripRow[]> {
  if (trips.length === 0) return [];
  sameCompany(companyId, trips);
  const [first] = trips;
  const shared = (t: TripRow) =>
    t.version === 1 &&
    t.createdBy === first!.createdBy &&
    t.createdAt?.getTime() === first!.createdAt?.getTime();
  // Only planned new trips reach here (trip-plan.ts newTrip); anything else is a planning bug.
  if (!trips.every(shared)) throw new Error('new trips of one write differ in author, time or version');
  const values = JSON.stringify(
    trips.map((t) =>
      compact({
        r: t.routeId,
        l: t.lineId,
        s: t.scheduleId,
        c: t.code,
        d: t.serviceDate,
        dep: iso(t.plannedDeparture),
        arr: iso(t.plannedArrival),
        v: t.vehicleId,
        dr: t.driverId,
        du: t.driverUserId,
        co: t.conductorId,
        cu: t.conductorUserId,
        st: t.status,
        n: t.note,
        ad: iso(t.actualDeparture),
        aa: iso(t.actualArrival),
        nr: t.noReturn,
        lpa: iso(t.lostProposedAt),
        lpb: t.lostProposedBy,
        lpn: t.lostProposalNote,
        fs: t.fieldSources,
        x: t.externalRef,
        aw: t.acceptedWarnings,
      }),
    ),
  );
  const author = first!.createdBy;
  const at = iso(first!.createdAt) ?? new Date().toISOString();
  const inserted = sql`
    insert into route_trips (
      company_id, route_id, line_id, schedule_id, code, service_date, planned_departure, planned_arrival,
      vehicle_id, driver_id, driver_user_id, conductor_id, conductor_user_id, status, note,
      actual_departure, actual_arrival, no_return, lost_proposed_at, lost_proposed_by, lost_proposal_note,
      field_sources, external_ref, accepted_warnings, version, created_by, updated_by, created_at, updated_at)
    select ${companyId}::int, r, l, s, c, d, dep, arr, v, dr, du, co, cu, coalesce(st, 'planned'), n,
      ad, aa, coalesce(nr, false), lpa, lpb, lpn, coalesce(fs, '{}'::jsonb), x, coalesce(aw, '[]'::jsonb),
      1, ${author}::int, ${author}::int, ${at}::timestamptz, ${at}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(
      r int, l int, s int, c text, d date, dep timestamptz, arr timestamptz, v int, dr int, du int, co int,
      cu int, st text, n text, ad timestamptz, aa timestamptz, nr boolean, lpa timestamptz, lpb int,
      lpn text, fs jsonb, x text, aw jsonb)
    returning *`;
  // The history rows of the new trips come from the inserted rows themselves (tripSnapshotSql).
  const result = await tx.execute(
    history
      ? sql`
    with ins as (${inserted}),
    hist as (
      insert into trip_changes (
        company_id, trip_id, trip_code, route_id, service_date, action, before, after, note,
        accepted_warnings, changed_by, changed_by_name, changed_at)
      select ins.company_id, ins.id, ins.code, ins.route_id, ins.service_date, ${history.action}::text, null,
        ${sql.raw(tripSnapshotSql('ins'))}, ${history.note}::text, ins.accepted_warnings,
        ${history.changedBy}::int, ${history.changedByName}::text, ${iso(history.changedAt)}::timestamptz
      from ins
    )
    select id, code from ins`
      : sql`with ins as (${inserted}) select id, code from ins`,
  );
  const ids = new Map(
    (result as unknown as { rows: Array<{ id: number; code: string }> }).rows.map((r) => [
      r.code,
      Number(r.id),
    ]),
  );
  return trips.map((t) => ({ ...t, id: ids.get(t.code)! }));
}

/** Appends history rows (trip_changes) of one write in one statement: what they share goes once. */
export async function insertChanges(
  tx: Executor,
  companyId: number,
  rows: readonly ChangeRow[],
): Promise<void> {
  if (rows.length === 0) return;
  sameCompany(companyId, rows);
  const [first] = rows;
  const key = (r: ChangeRow) =>
    JSON.stringify([
      r.action,
      r.note ?? null,
      r.changedBy ?? null,
      r.changedByName ?? null,
      iso(r.changedAt),
    ]);
  if (!rows.every((r) => key(r) === key(first!)))
    throw new Error('history rows of one write differ in author or time');
  const values = JSON.stringify(
    rows.map((r) =>
      compact({
        t: r.tripId,
        c: r.tripCode,
        r: r.routeId,
        d: r.serviceDate,
        b: r.before,
        a: r.after,
        aw: r.acceptedWarnings,
      }),
    ),
  );
  await tx.execute(sql`
    insert into trip_changes (
      company_id, trip_id, trip_code, route_id, service_date, action, before, after, note,
      accepted_warnings, changed_by, changed_by_name, changed_at)
    select ${companyId}::int, t, c, r, d, ${first!.action}::text, b, a, ${first!.note ?? null}::text,
      coalesce(aw, '[]'::jsonb), ${first!.changedBy ?? null}::int, ${first!.changedByName ?? null}::text,
      coalesce(${iso(first!.changedAt)}::timestamptz, now())
    from jsonb_to_recordset(${values}::jsonb) as v(t int, c text, r int, d date, b jsonb, a jsonb, aw jsonb)
  `);
}
