// The dispatch demo as the first start seeds it (issue 10): drivers and conductors for the buses fit
// to run, licences expired and expiring, roster types and crews per route, and the trips
// of yesterday, today and tomorrow from the schedules, run as the clock says, within the rules the
// dispatch checks enforce (ADR 0012): no one on two trips at once, rests, hours at the wheel.
import { addDays, DOCUMENT_WARNING_DAYS, DRIVING_LIMITS, dayTypeOf, saigonToday } from '@busops/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileRouteDayService } from '../../src/features/dispatch/route-day-service.reconcile.ts';
import { reconcileDriverDays } from '../../src/features/reports/driver-day.reconcile.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemoTrips: true });
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.services.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const today = saigonToday();

describe('dispatch demo', () => {
  it('adds drivers and conductors to each member company, all drivers with a licence to watch', async () => {
    const staff = await rows<{ code: string; drivers: number; conductors: number; employees: number }>(sql`
      select c.code,
        count(*) filter (where s.role = 6 and s.staff_code like 'LX-%')::int as drivers,
        count(*) filter (where s.role = 5 and s.staff_code like 'PX-%')::int as conductors,
        count(*)::int as employees
      from companies c join bus_staff s on s.company_id = c.id
      where not c.is_super group by c.code order by c.code`);
    expect(staff).toEqual([
      { code: 'PNB', drivers: 34, conductors: 28, employees: expect.any(Number) },
      { code: 'QTH', drivers: 14, conductors: 11, employees: expect.any(Number) },
    ]);
    // The employees screen's export e2e test reads one page of at most 100.
    for (const s of staff) expect(s.employees).toBeLessThanOrEqual(96);
    const licences = await rows<{ code: string; expired: number; expiring: number; missing: number }>(sql`
      select c.code,
        count(*) filter (where s.licence_expires_on < ${today})::int as expired,
        count(*) filter (where s.licence_expires_on between ${today} and ${addDays(today, DOCUMENT_WARNING_DAYS)})::int as expiring,
        count(*) filter (where s.licence_expires_on is null)::int as missing
      from bus_staff s join companies c on c.id = s.company_id
      where s.role = 6 and not c.is_super group by c.code order by c.code`);
    expect(licences).toEqual([
      { code: 'PNB', expired: 2, expiring: 2, missing: 0 },
      { code: 'QTH', expired: 2, expiring: 2, missing: 0 },
    ]);
  });

  it('has roster types, crews for the buses of each route, spares on the first route', async () => {
    const types = await rows<{ name: string }>(
      sql`select distinct name from driver_setting_types order by name`,
    );
    expect(types.map((x) => x.name)).toEqual(['2 làm 1 nghỉ', 'Ca chiều', 'Ca gãy giờ cao điểm', 'Ca sáng']);
    const crews = await rows<{ type: string; crews: number; buses: number; foreign: number }>(sql`
      select t.name as type, count(*)::int as crews, count(distinct d.vehicle_id)::int as buses,
        count(*) filter (where r.company_id <> d.company_id or s.company_id <> d.company_id
          or t.company_id <> d.company_id)::int as foreign
      from driver_settings d join driver_setting_types t on t.id = d.type_id
      join routes r on r.id = d.route_id join bus_staff s on s.id = d.driver_id
      group by t.name order by t.name`);
    const by = Object.fromEntries(crews.map((c) => [c.type, c]));
    const fit = await rows<{ n: number }>(sql`
      select count(*)::int as n from vehicles where status = 'active'
        and inspection_expires_on >= ${addDays(today, 1)} and badge_expires_on >= ${addDays(today, 1)}`);
    // A morning crew on every bus fit to run, an afternoon crew on some.
    expect(by['Ca sáng']).toMatchObject({ crews: fit[0]!.n, buses: fit[0]!.n });
    expect(by['Ca chiều']!.crews).toBeGreaterThan(10);
    expect(by['Ca chiều']!.crews).toBeLessThan(by['Ca sáng']!.crews);
    expect(by['2 làm 1 nghỉ']!.crews).toBe(8);
    for (const c of crews) expect(c.foreign).toBe(0);
  });

  it('materializes yesterday, today and tomorrow from the schedules of the day type, coded by route, day, time and direction', async () => {
    const days = await rows<{ service_date: string; trips: number; bad_codes: number }>(sql`
      select t.service_date::text, count(*)::int as trips,
        count(*) filter (where t.code <> r.number || '-' || to_char(t.service_date, 'YYMMDD') || '-'
          || to_char(t.planned_departure at time zone 'Asia/Ho_Chi_Minh', 'HH24MI') || '-' || l.direction
          or s.departure_time <> to_char(t.planned_departure at time zone 'Asia/Ho_Chi_Minh', 'HH24:MI')
          or s.line_id <> t.line_id or r.company_id <> t.company_id)::int as bad_codes
      from route_trips t join routes r on r.id = t.route_id join route_lines l on l.id = t.line_id
      join route_schedules s on s.id = t.schedule_id
      group by t.service_date order by t.service_date`);
    const schedules = await rows<{ day_type: string; n: number }>(
      sql`select day_type, count(*)::int as n from route_schedules group by day_type`,
    );
    // The day type is the domain's (a fixed public holiday without a holiday schedule has no trips).
    const expected = [addDays(today, -1), today, addDays(today, 1)]
      .map((date) => [date, schedules.find((s) => s.day_type === dayTypeOf(date))?.n ?? 0])
      .filter(([, n]) => n !== 0);
    expect(days.map((d) => [d.service_date, d.trips])).toEqual(expected);
    for (const d of days) expect(d.bad_codes).toBe(0);
  });

  it('runs yesterday, runs today as the clock says, leaves tomorrow open; lost and cancelled trips say why', async () => {
    const states = await rows<{
      day: string;
      status: string;
      n: number;
      people: number;
      actual: number;
      noted: number;
    }>(sql`
      select case service_date when ${today}::date then 'today' when ${addDays(today, 1)}::date then 'tomorrow'
          else 'yesterday' end as day, status, count(*)::int as n,
        count(*) filter (where vehicle_id is not null and driver_id is not null and conductor_id is not null)::int as people,
        count(actual_departure)::int as actual, count(note)::int as noted
      from route_trips group by 1, 2 order by 1, 2`);
    const of = (day: string, status: string) => states.find((s) => s.day === day && s.status === status);
    expect(states.filter((s) => s.day === 'tomorrow').map((s) => [s.status, s.people])).toEqual([
      ['planned', 0],
    ]);
    expect(of('yesterday', 'done')!.actual).toBe(of('yesterday', 'done')!.n);
    expect(of('yesterday', 'done')!.n).toBeGreaterThan(200);
    for (const day of ['yesterday', 'today']) {
      expect(of(day, 'lost')).toMatchObject({ n: 2, noted: 2 });
      expect(of(day, 'cancelled')).toMatchObject({ n: 2, noted: 2 });
      expect(of(day, 'planned')!.people).toBe(0);
    }
    const todayWithBus = states
      .filter((s) => s.day === 'today' && ['done', 'running', 'assigned'].includes(s.status))
      .reduce((n, s) => n + s.people, 0);
    expect(todayWithBus).toBeGreaterThan(200);
    const history = await rows<{ action: string; n: number }>(sql`
      select action, count(*)::int as n from trip_changes c join route_trips t on t.id = c.trip_id
      where t.service_date = ${today} and t.code = c.trip_code group by action order by action`);
    expect(history).toEqual([
      { action: 'assign', n: 12 },
      { action: 'create', n: 12 },
      { action: 'status', n: 4 },
    ]);
  });

  it('keeps every driver within the legal hours, with rests, and off expired licences', async () => {
    const worst = await rows<{ day_minutes: number; gap: number; expired: number; outside: number }>(sql`
      with driven as (
        select t.driver_user_id, t.service_date, t.planned_departure, t.planned_arrival, s.licence_expires_on,
          t.company_id, s.company_id as staff_company, v.company_id as bus_company,
          lag(t.planned_arrival) over (partition by t.driver_user_id order by t.planned_departure) as previous
        from route_trips t join bus_staff s on s.id = t.driver_id join vehicles v on v.id = t.vehicle_id
        where t.status not in ('cancelled', 'lost'))
      select
        (select max(m)::int from (select sum(extract(epoch from planned_arrival - planned_departure) / 60) as m
          from driven group by driver_user_id, service_date) x) as day_minutes,
        min(extract(epoch from planned_departure - previous) / 60)::int as gap,
        count(*) filter (where licence_expires_on < service_date)::int as expired,
        count(*) filter (where staff_company <> company_id or bus_company <> company_id)::int as outside
      from driven`);
    expect(worst[0]!.day_minutes).toBeLessThanOrEqual(DRIVING_LIMITS.dayMinutes);
    expect(worst[0]!.gap).toBeGreaterThanOrEqual(DRIVING_LIMITS.breakMinutes);
    expect(worst[0]!.expired).toBe(0);
    expect(worst[0]!.outside).toBe(0);
  });

  it('leaves the trips out for tests unless asked (SEED_DEMO_TRIPS)', async () => {
    const plain = await createTestApp();
    try {
      const result = await plain.services.database.db.execute(
        sql`select (select count(*) from route_trips)::int as trips, (select count(*) from driver_settings)::int as crews`,
      );
      const [counts] = (result as unknown as { rows: Array<{ trips: number; crews: number }> }).rows;
      expect(counts).toEqual({ trips: 0, crews: expect.any(Number) });
      expect(counts!.crews).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
  });
});

describe('dispatch demo: km driven', () => {
  it('measures nine in ten done trips with a bus from their trace, near their line length', async () => {
    const [done] = await rows<{ trips: number; measured: number; fixes: number; ratio: number }>(sql`
      select count(*)::int as trips, count(t.km_driven)::int as measured,
             min(t.km_driven_fixes)::int as fixes,
             (sum(t.km_driven) / sum(r.length_km) filter (where t.km_driven is not null))::float8 as ratio
        from route_trips t join routes r on r.id = t.route_id
       where t.status = 'done' and t.vehicle_id is not null and t.actual_arrival is not null`);
    expect(done!.trips).toBeGreaterThan(50);
    // One trip in ten has a 10-minute hole in its trace: not measured, as a real one would not be.
    expect(done!.measured / done!.trips).toBeGreaterThan(0.85);
    expect(done!.measured / done!.trips).toBeLessThan(0.95);
    expect(done!.fixes).toBeGreaterThan(100);
    // The trace follows the line's path, which the route's length approximates.
    expect(done!.ratio).toBeGreaterThan(0.7);
    expect(done!.ratio).toBeLessThan(1.3);
    // The service rollup of yield and revenue followed the seed's inserts and its km updates.
    const { routeDays, differences } = await reconcileRouteDayService(t.services.database.db);
    expect(routeDays).toBeGreaterThan(10);
    expect(differences).toEqual([]);
    // So did statistics by driver hours' rollups, through the trips and the demo's fares.
    const drivers = await reconcileDriverDays(t.services.database.db);
    expect(drivers.keys).toBeGreaterThan(100);
    expect(drivers.differences).toEqual([]);
  });
});
