// Writes planned trips in a few set-based statements: every row travels as one JSON parameter and
// `jsonb_to_recordset` turns it back into rows, so thousands of trips cost one round trip (PGlite runs
// every test database's seed; `dispatch:scale` writes tens of thousands).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { DayType } from '../network/plan.ts';
import type { PlannedTrip, ScheduleRow } from './plan-day.ts';

export interface TripRow extends PlannedTrip {
  companyId: number;
  status: 'planned' | 'assigned' | 'running' | 'done' | 'cancelled' | 'lost';
  note: string | null;
  actualDeparture: string | null;
  actualArrival: string | null;
  fieldSources: Readonly<Record<string, string>>;
  version: number;
  createdBy: number | null;
}

const CHUNK = 10_000;

/** Where a crew placed from the roster came from (TRIP_FIELD_SOURCES of @busops/domain). */
export const ROSTER_SOURCES: Readonly<Record<string, string>> = {
  vehicle_id: 'roster',
  driver_id: 'roster',
  conductor_id: 'roster',
};

export async function insertTrips(db: Executor, rows: readonly TripRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK).map((t) => ({
        company_id: t.companyId,
        route_id: t.routeId,
        line_id: t.lineId,
        schedule_id: t.scheduleId,
        code: t.code,
        service_date: t.serviceDate,
        planned_departure: t.plannedDeparture,
        planned_arrival: t.plannedArrival,
        vehicle_id: t.vehicleId,
        driver_id: t.driver?.staffId ?? null,
        driver_user_id: t.driver?.userId ?? null,
        conductor_id: t.conductor?.staffId ?? null,
        conductor_user_id: t.conductor?.userId ?? null,
        status: t.status,
        note: t.note,
        actual_departure: t.actualDeparture,
        actual_arrival: t.actualArrival,
        field_sources: t.fieldSources,
        version: t.version,
        created_by: t.createdBy,
      })),
    );
    await db.execute(sql`
      insert into route_trips (company_id, route_id, line_id, schedule_id, code, service_date,
        planned_departure, planned_arrival, vehicle_id, driver_id, driver_user_id, conductor_id,
        conductor_user_id, status, note, actual_departure, actual_arrival, field_sources, version,
        created_by, updated_by)
      select company_id, route_id, line_id, schedule_id, code, service_date, planned_departure,
        planned_arrival, vehicle_id, driver_id, driver_user_id, conductor_id, conductor_user_id, status,
        note, actual_departure, actual_arrival, field_sources, version, created_by, created_by
      from jsonb_to_recordset(${json}::jsonb) as t(company_id int, route_id int, line_id int,
        schedule_id int, code text, service_date date, planned_departure timestamptz,
        planned_arrival timestamptz, vehicle_id int, driver_id int, driver_user_id int,
        conductor_id int, conductor_user_id int, status text, note text, actual_departure timestamptz,
        actual_arrival timestamptz, field_sources jsonb, version int, created_by int)`);
  }
  return rows.length;
}

/** Each route's schedules of one company (or of some routes), in the planner's shape. */
export async function loadSchedules(db: Executor, companyId: number) {
  const result = await db.execute(sql`
    select r.id as route_id, r.number, s.id as schedule_id, s.line_id, l.direction, s.day_type,
      s.departure_time, s.running_minutes
    from route_schedules s
    join route_lines l on l.id = s.line_id
    join routes r on r.id = s.route_id
    where s.company_id = ${companyId}
    order by r.id, s.departure_time, l.direction`);
  const routes = new Map<number, { routeId: number; number: string; schedules: ScheduleRow[] }>();
  for (const row of (result as unknown as { rows: Array<Record<string, unknown>> }).rows) {
    const routeId = Number(row.route_id);
    let route = routes.get(routeId);
    if (!route) {
      route = { routeId, number: String(row.number), schedules: [] };
      routes.set(routeId, route);
    }
    route.schedules.push({
      scheduleId: Number(row.schedule_id),
      lineId: Number(row.line_id),
      direction: Number(row.direction) as 0 | 1,
      dayType: row.day_type as DayType,
      departureTime: String(row.departure_time),
      runningMinutes: row.running_minutes == null ? null : Number(row.running_minutes),
    });
  }
  return [...routes.values()];
}
