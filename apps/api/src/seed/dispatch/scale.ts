// The operator-sized dispatch data for benchmarks (issue 10): on top of the scale network
// (network:scale: 150 routes, 3,000 buses at scale 1), drivers and conductors for two shifts of every
// bus in service plus spares, a morning and an afternoon crew per bus, and the trips of a few days,
// ~12,000 a day: the first `fullRoutes` routes run every departure of their schedules (~200 trips a day
// each, the multi-edit and the day board are measured on them), the others every k-th departure, k
// chosen to reach the target. Buses go to routes by need (round trip over headway); the rest of the
// fleet is the reserve. All trips with a crew are 'assigned' (benchmarks run on future days).
import { addDays, dayTypeOf, saigonToday } from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffSearchText } from '../../db/search-text.ts';
import { crewName } from './crew-names.ts';
import { type BusCrew, busesNeeded, planRouteDay, type ScheduleRow } from './plan-day.ts';
import { insertTrips, loadSchedules, ROSTER_SOURCES, type TripRow } from './write-trips.ts';

export interface DispatchScaleOptions {
  companyId: number;
  /** First service day (YYYY-MM-DD), default today in Saigon. */
  from?: string;
  days: number;
  tripsPerDay: number;
  fullRoutes: number;
  /** Spare drivers, as a share of the drivers the crews need. */
  spareShare?: number;
}

/** The first staff code of the scale drivers: its presence means the company already has them. */
export const SCALE_DRIVER_MARKER = 'SLX-00001';

export class DispatchScaleExists extends Error {}

/** Thins the schedules of the routes after the first `fullRoutes` to every `keepEvery`-th departure. */
function thin(schedules: readonly ScheduleRow[], keepEvery: number): ScheduleRow[] {
  const rank = new Map<string, number>();
  return schedules.filter((s) => {
    const key = `${s.lineId}|${s.dayType}`;
    const k = rank.get(key) ?? 0;
    rank.set(key, k + 1);
    return k % keepEvery === 0;
  });
}

async function addPeople(
  db: Executor,
  companyId: number,
  role: 5 | 6,
  count: number,
  today: string,
): Promise<Array<{ staffId: number; userId: number }>> {
  const code = role === 6 ? 'SLX' : 'SPX';
  const people = Array.from({ length: count }, (_, i) => {
    const name = crewName(role === 6 ? 'driver' : 'conductor', i);
    const phone = `+84${role === 6 ? '76' : '79'}${String(1_000_000 + i * 3).padStart(7, '0')}`;
    const staffCode = `${code}-${String(i + 1).padStart(5, '0')}`;
    return {
      name,
      phone,
      code: staffCode,
      search: staffSearchText(name, phone, staffCode),
      licence: role === 6 ? addDays(today, 200 + ((i * 97) % 1400)) : null,
    };
  });
  const result = await db.execute(sql`
    with p as (
      select * from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
        as p(name text, phone text, code text, search text, licence date)),
    u as (
      insert into users (phone_number, full_name, org_id, enabled_bus_companies_id)
      select phone, name, ${companyId}, array[${companyId}]::int[] from p
      returning id, phone_number)
    insert into bus_staff (company_id, user_id, full_name, phone_number, staff_code, role, role_id,
      licence_expires_on, search_text)
    select ${companyId}, u.id, p.name, p.phone, p.code, ${role},
      (select id from roles where system_role = ${role} order by id limit 1), p.licence, p.search
    from p join u on u.phone_number = p.phone
    returning id, user_id, staff_code`);
  const rows = (result as unknown as { rows: Array<{ id: number; user_id: number; staff_code: string }> })
    .rows;
  return rows
    .sort((a, b) => a.staff_code.localeCompare(b.staff_code))
    .map((r) => ({ staffId: Number(r.id), userId: Number(r.user_id) }));
}

export async function buildDispatchAtScale(db: Executor, options: DispatchScaleOptions) {
  const { companyId } = options;
  const from = options.from ?? saigonToday();
  const dates = Array.from({ length: options.days }, (_, i) => addDays(from, i));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4244, ${companyId})`);
    const marker = await tx.execute(
      sql`select 1 from bus_staff where company_id = ${companyId} and staff_code = ${SCALE_DRIVER_MARKER}`,
    );
    if ((marker as unknown as { rows: unknown[] }).rows.length > 0)
      throw new DispatchScaleExists(
        `Công ty #${companyId} đã có dữ liệu điều độ quy mô (lái xe ${SCALE_DRIVER_MARKER}): không tạo lại. Dùng một cơ sở dữ liệu mới.`,
      );
    // Only the scale network's routes (S001...) and buses (GPS SCALE-...): the demo's own stay as they are.
    const routes = (await loadSchedules(tx, companyId))
      .filter((r) => /^S\d+$/.test(r.number))
      .sort((a, b) => a.number.localeCompare(b.number));
    const weekday = (r: { schedules: ScheduleRow[] }) =>
      r.schedules.filter((s) => s.dayType === 'weekday').length;
    const fullTrips = routes.slice(0, options.fullRoutes).reduce((n, r) => n + weekday(r), 0);
    const restTrips = routes.slice(options.fullRoutes).reduce((n, r) => n + weekday(r), 0);
    const keepEvery = Math.max(1, Math.round(restTrips / Math.max(1, options.tripsPerDay - fullTrips)));
    const served = routes.map((r, i) => ({
      ...r,
      schedules: i < options.fullRoutes ? r.schedules : thin(r.schedules, keepEvery),
    }));

    const fleet = (await tx.execute(sql`
      select id from vehicles where company_id = ${companyId} and status = 'active'
        and gps_device_id like 'SCALE-%'
        and coalesce(inspection_expires_on, '9999-12-31') >= ${dates[dates.length - 1]}
        and coalesce(badge_expires_on, '9999-12-31') >= ${dates[dates.length - 1]}
      order by id`)) as unknown as { rows: Array<{ id: number }> };
    const buses = fleet.rows.map((r) => Number(r.id));
    const needs = served.map((r) => busesNeeded(r.schedules, 'weekday'));
    // Every route gets what it needs while the fleet lasts; a smaller fleet is shared by need.
    const totalNeed = needs.reduce((a, b) => a + b, 0);
    const shares = needs.map((n) =>
      totalNeed <= buses.length ? n : Math.floor((n * buses.length) / totalNeed),
    );
    const inService = shares.reduce((a, b) => a + b, 0);
    const today = saigonToday();
    const spares = Math.round(2 * inService * (options.spareShare ?? 0.1));
    const drivers = await addPeople(tx, companyId, 6, 2 * inService + spares, today);
    const conductors = await addPeople(tx, companyId, 5, 2 * inService, today);

    const typeRows = (await tx.execute(sql`
      insert into driver_setting_types (company_id, name, work_days, off_days, shift_start, shift_end)
      values (${companyId}, 'Ca sáng (quy mô)', 1, 0, '04:30', '13:00'),
             (${companyId}, 'Ca chiều (quy mô)', 1, 0, '12:00', '22:30')
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const [morningType, afternoonType] = typeRows.rows.map((r) => Number(r.id));

    let next = 0;
    const crews = served.map((_, r) =>
      Array.from({ length: shares[r]! }, (): BusCrew => {
        const b = next++;
        return {
          vehicleId: buses[b]!,
          morning: { driver: drivers[2 * b]!, conductor: conductors[2 * b]! },
          afternoon: { driver: drivers[2 * b + 1]!, conductor: conductors[2 * b + 1]! },
        };
      }),
    );
    const settings = served.flatMap((route, r) =>
      crews[r]!.flatMap((bus) => [
        [
          route.routeId,
          bus.morning!.driver.staffId,
          bus.morning!.conductor!.staffId,
          bus.vehicleId,
          morningType,
        ],
        [
          route.routeId,
          bus.afternoon!.driver.staffId,
          bus.afternoon!.conductor!.staffId,
          bus.vehicleId,
          afternoonType,
        ],
      ]),
    );
    await tx.execute(sql`
      insert into driver_settings (company_id, route_id, driver_id, conductor_id, vehicle_id, type_id, cycle_start)
      select ${companyId}, (s->>0)::int, (s->>1)::int, (s->>2)::int, (s->>3)::int, (s->>4)::int,
        ${addDays(today, -28)}::date
      from jsonb_array_elements(${JSON.stringify(settings)}::jsonb) s`);

    let trips = 0;
    const perDay: Record<string, number> = {};
    for (const date of dates) {
      const rows: TripRow[] = served.flatMap((route, r) =>
        planRouteDay(route, route.schedules, date, crews[r]!).map(
          (trip): TripRow => ({
            ...trip,
            companyId,
            status: trip.vehicleId === null ? 'planned' : 'assigned',
            note: null,
            actualDeparture: null,
            actualArrival: null,
            fieldSources: trip.vehicleId === null ? {} : ROSTER_SOURCES,
            version: 1,
            createdBy: null,
          }),
        ),
      );
      await insertTrips(tx, rows);
      perDay[`${date} (${dayTypeOf(date)})`] = rows.length;
      trips += rows.length;
    }
    return {
      routes: routes.length,
      fullRoutes: Math.min(options.fullRoutes, routes.length),
      keepEvery,
      buses: buses.length,
      busesInService: inService,
      drivers: drivers.length,
      conductors: conductors.length,
      crews: settings.length,
      trips,
      tripsPerDay: perDay,
    };
  });
}
