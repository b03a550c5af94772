// The one diagnostic query of the dispatch checks (ADR 0012). The proposed trips go in as a jsonb
// recordset that stands in for their stored versions; one statement then finds, for each proposed
// trip: the same person (driver or conductor, by user across companies) or bus on an overlapping
// trip, the documents valid on its service day, inactive staff or bus, and the driving-time limits of
// its driver (minutes of the day, of the ISO week, the longest run without a 15-minute break).
//
// Raw SQL over route_trips, bus_staff and vehicles (listed in test/structure/tenancy.test.ts): it reads
// the trips of the same PERSON in every company by design (one person, two employers, one law). The
// caller's own rows are those it already loaded through the scoped database; another company's trip
// is only counted, never named (its code is dropped here, its message says 'ở đơn vị khác').
import {
  DOCUMENT_WARNING_DAYS,
  DRIVING_LIMITS,
  formatDate,
  formatDateTime,
  TRIP_CONFLICT_LABELS,
  type TripConflictCode,
  tripConflictSeverity,
} from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { TripConflict } from './trip-types.ts';

/** A trip as it would be after the save, as the checks see it (released trips are left out). */
export interface ProposedTrip {
  code: string;
  id: number | null;
  service_date: string;
  departure: Date;
  arrival: Date;
  driver_id: number | null;
  driver_user_id: number | null;
  conductor_id: number | null;
  conductor_user_id: number | null;
  vehicle_id: number | null;
}

interface Finding {
  trip_code: string;
  code: TripConflictCode;
  other_code: string | null;
  other_departure: string | null;
  other_arrival: string | null;
  minutes: number | null;
  day: string | null;
}

const hhmm = (at: string | Date) => formatDateTime(at).slice(11);
const hours = (minutes: number) =>
  `${Math.floor(minutes / 60)} giờ${minutes % 60 ? ` ${Math.round(minutes % 60)} phút` : ''}`;

function messageOf(f: Finding): string {
  const label = TRIP_CONFLICT_LABELS[f.code];
  switch (f.code) {
    case 'driver_overlap':
    case 'conductor_overlap':
    case 'vehicle_overlap':
      if (f.other_code === null) return `${label} ở đơn vị khác`;
      return `${label}: ${f.other_code} (${hhmm(f.other_departure!)}–${hhmm(f.other_arrival!)})`;
    case 'driver_other_company':
      return label;
    case 'day_limit':
    case 'week_limit':
    case 'continuous_limit':
      return `${label}: ${hours(f.minutes ?? 0)}`;
    case 'inactive_staff':
    case 'inactive_vehicle':
      return label;
    default:
      return f.day ? `${label} (${formatDate(`${f.day}T12:00:00+07:00`)})` : label;
  }
}

/** The findings on the proposed trips, errors and warnings, one per trip, code and other trip. */
export async function findConflicts(
  db: Executor,
  companyId: number,
  proposed: readonly ProposedTrip[],
): Promise<TripConflict[]> {
  if (proposed.length === 0) return [];
  const rows = JSON.stringify(
    proposed.map((p) => ({ ...p, departure: p.departure.toISOString(), arrival: p.arrival.toISOString() })),
  );
  const result = await db.execute(sql`
    with p as (
      select * from jsonb_to_recordset(${rows}::jsonb) as x(
        code text, id int, service_date date, departure timestamptz, arrival timestamptz,
        driver_id int, driver_user_id int, conductor_id int, conductor_user_id int, vehicle_id int)
    ),
    -- The stored trips that can matter: the ISO weeks of the proposed days (week totals) and a day on
    -- either side (overlaps and runs across midnight). Wider reads only cost: +/-7 days read twice as many.
    bounds as (
      select least(min(date_trunc('week', service_date)::date), min(service_date) - 1) as lo,
             greatest(max(date_trunc('week', service_date)::date + 6), max(service_date) + 1) as hi
      from p
    ),
    stored as (
      select t.code, t.company_id, t.service_date, t.planned_departure as departure,
             t.planned_arrival as arrival, t.driver_user_id, t.conductor_user_id, t.vehicle_id
      from route_trips t, bounds b
      where t.service_date between b.lo and b.hi
        and t.status not in ('cancelled', 'lost')
        and not exists (select 1 from p where p.id = t.id)
        and (t.driver_user_id in (select driver_user_id from p)
          or t.conductor_user_id in (select conductor_user_id from p)
          or (t.company_id = ${companyId}::int and t.vehicle_id in (select vehicle_id from p)))
    ),
    u as (
      select code, ${companyId}::int as company_id, service_date, departure, arrival,
             driver_user_id, conductor_user_id, vehicle_id
      from p
      union all
      select code, company_id, service_date, departure, arrival, driver_user_id, conductor_user_id, vehicle_id
      from stored
    ),
    -- One equi-join per resource (person or bus) and then the time overlap: a join on the overlap alone
    -- pairs every trip with every trip running at the same time (quadratic on a company-day).
    clashes as (
      select p.code as trip_code,
             case when o.company_id <> ${companyId}::int then 'driver_other_company' else 'driver_overlap' end as code,
             case when o.company_id = ${companyId}::int then o.code end as other_code,
             case when o.company_id = ${companyId}::int then o.departure end as other_departure,
             case when o.company_id = ${companyId}::int then o.arrival end as other_arrival,
             null::numeric as minutes, null::date as day
      from p join u o on o.driver_user_id = p.driver_user_id
                     and o.departure < p.arrival and p.departure < o.arrival
                     and not (o.company_id = ${companyId}::int and o.code = p.code)
      union all
      select p.code, 'conductor_overlap',
             case when o.company_id = ${companyId}::int then o.code end,
             case when o.company_id = ${companyId}::int then o.departure end,
             case when o.company_id = ${companyId}::int then o.arrival end,
             null::numeric, null::date
      from p join u o on o.conductor_user_id = p.conductor_user_id
                     and o.departure < p.arrival and p.departure < o.arrival
                     and not (o.company_id = ${companyId}::int and o.code = p.code)
      union all
      select p.code, 'vehicle_overlap', o.code, o.departure, o.arrival, null::numeric, null::date
      from p join u o on o.company_id = ${companyId}::int and o.vehicle_id = p.vehicle_id
                     and o.departure < p.arrival and p.departure < o.arrival
                     and o.code <> p.code
    ),
    driven as (
      select driver_user_id, service_date, date_trunc('week', service_date)::date as week, departure, arrival,
             extract(epoch from arrival - departure) / 60 as minutes
      from u where driver_user_id is not null
    ),
    day_total as (select driver_user_id, service_date, sum(minutes) as minutes from driven group by 1, 2),
    week_total as (select driver_user_id, week, sum(minutes) as minutes from driven group by 1, 2),
    gaps as (
      select driver_user_id, departure, arrival,
             case when departure - lag(arrival) over w < interval '${sql.raw(String(DRIVING_LIMITS.breakMinutes))} minutes'
                  then 0 else 1 end as starts
      from driven window w as (partition by driver_user_id order by departure, arrival)
    ),
    runs as (
      select driver_user_id, departure, arrival,
             sum(starts) over (partition by driver_user_id order by departure, arrival
                               rows between unbounded preceding and current row) as run
      from gaps
    ),
    run_span as (
      select driver_user_id, run, min(departure) as run_start, max(arrival) as run_end,
             extract(epoch from max(arrival) - min(departure)) / 60 as minutes
      from runs group by 1, 2
    ),
    limits as (
      select p.code as trip_code, 'day_limit' as code, d.minutes
      from p join day_total d on d.driver_user_id = p.driver_user_id and d.service_date = p.service_date
      where d.minutes > ${DRIVING_LIMITS.dayMinutes}::numeric
      union all
      select p.code, 'week_limit', w.minutes
      from p join week_total w on w.driver_user_id = p.driver_user_id
                              and w.week = date_trunc('week', p.service_date)::date
      where w.minutes > ${DRIVING_LIMITS.weekMinutes}::numeric
      union all
      select p.code, 'continuous_limit', r.minutes
      from p join run_span r on r.driver_user_id = p.driver_user_id
                            and p.departure >= r.run_start and p.arrival <= r.run_end
      where r.minutes > ${DRIVING_LIMITS.continuousMinutes}::numeric
    ),
    documents as (
      select p.code as trip_code,
             case when s.licence_expires_on < p.service_date then 'licence_expired' else 'licence_expiring' end as code,
             s.licence_expires_on as day
      from p join bus_staff s on s.id = p.driver_id
      where s.licence_expires_on <= p.service_date + ${DOCUMENT_WARNING_DAYS}::int
      union all
      select p.code,
             case when v.inspection_expires_on < p.service_date then 'inspection_expired' else 'inspection_expiring' end,
             v.inspection_expires_on
      from p join vehicles v on v.id = p.vehicle_id
      where v.inspection_expires_on <= p.service_date + ${DOCUMENT_WARNING_DAYS}::int
      union all
      select p.code,
             case when v.badge_expires_on < p.service_date then 'badge_expired' else 'badge_expiring' end,
             v.badge_expires_on
      from p join vehicles v on v.id = p.vehicle_id
      where v.badge_expires_on <= p.service_date + ${DOCUMENT_WARNING_DAYS}::int
      union all
      select p.code, 'inactive_staff', null::date
      from p join bus_staff s on s.id in (p.driver_id, p.conductor_id)
      where s.status <> 'active'
      union all
      select p.code, 'inactive_vehicle', null::date
      from p join vehicles v on v.id = p.vehicle_id
      where v.status <> 'active'
    )
    select trip_code, code, other_code, other_departure, other_arrival, minutes, day from clashes
    union all
    select trip_code, code, null::text, null::timestamptz, null::timestamptz, minutes, null::date from limits
    union all
    select distinct trip_code, code, null::text, null::timestamptz, null::timestamptz, null::numeric, day
    from documents
  `);
  const seen = new Set<string>();
  const conflicts: TripConflict[] = [];
  for (const raw of (result as unknown as { rows: Array<Record<string, unknown>> }).rows) {
    const finding: Finding = {
      trip_code: String(raw.trip_code),
      code: raw.code as TripConflictCode,
      other_code: (raw.other_code as string | null) ?? null,
      other_departure: raw.other_departure ? new Date(raw.other_departure as string).toISOString() : null,
      other_arrival: raw.other_arrival ? new Date(raw.other_arrival as string).toISOString() : null,
      minutes: raw.minutes === null || raw.minutes === undefined ? null : Number(raw.minutes),
      day: dayText(raw.day),
    };
    const key = `${finding.trip_code}|${finding.code}|${finding.other_code ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    conflicts.push({
      trip_code: finding.trip_code,
      code: finding.code,
      severity: tripConflictSeverity(finding.code),
      message: messageOf(finding),
      other_trip_code: finding.other_code,
    });
  }
  return conflicts.sort((a, b) => a.trip_code.localeCompare(b.trip_code) || a.code.localeCompare(b.code));
}

/** A `date` column as YYYY-MM-DD whichever driver read it (string, or a Date at local midnight). */
function dayText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const y = value.getFullYear();
    const m = String(value.getMonth() + 1).padStart(2, '0');
    const d = String(value.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return String(value).slice(0, 10);
}
