// Dispatch demo (issue 10): every dispatch screen has something to show on first start. Per member
// company: drivers (role 6) and conductors (role 5) added to the demo's own crew, for a morning shift on
// every bus fit to run and an afternoon shift on some (licences with a couple expired and a couple
// expiring within 7 days of the seeding day), roster types, the
// crews of each route, and the trips of yesterday, today and tomorrow (Asia/Ho_Chi_Minh) from the
// routes' schedules: yesterday's run (done, with actual times), today's as the clock says (done,
// running, assigned, open, one lost and one cancelled with their notes), tomorrow's open, plus the
// history of a few of today's changes.
//
// The demo timetable is denser than the demo fleet (Phương Nam's 8 routes would need ~90 buses at their
// headways, it has 28): the first route of each company gets all but one of the buses it needs (at
// most half the fleet), the others share the rest, so about a fifth of all trips have a bus and the rest stay open (to assign).
// Set-based: a handful of statements whatever the number of trips. Tests leave the trips out
// (SEED_DEMO_TRIPS, testConfig): ~4,800 rows cost most of a second on PGlite.
import { addDays, saigonToday } from '@busops/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { busStaff, driverSettings, driverSettingTypes, users } from '../db/schema/index.ts';
import { staffSearchText } from '../db/search-text.ts';
import { DEMO_ACCOUNTS, type DemoCompanyKey } from './demo-accounts.ts';
import { seedDemoKmDriven } from './demo-km-driven.ts';
import { crewName } from './dispatch/crew-names.ts';
import {
  type BusCrew,
  busesNeeded,
  type CrewMember,
  type PlannedTrip,
  planRouteDay,
  saigonInstant,
} from './dispatch/plan-day.ts';
import { insertTrips, loadSchedules, ROSTER_SOURCES, type TripRow } from './dispatch/write-trips.ts';

type MemberKey = Exclude<DemoCompanyKey, 'super'>;

/** Staff code prefixes per company. */
const PREFIX = { phuongNam: 'PN', quyetThang: 'QT' } as const;
/**
 * Drivers and conductors added per company, on top of the demo's crew: about 1.25 drivers and one
 * conductor per bus. Enough for a morning crew on every bus fit to run and an afternoon crew on some
 * (the first route's first); the employees screen stays within one page of 100 (its export e2e test).
 */
const ADDED_CREW = {
  phuongNam: { drivers: 34, conductors: 28 },
  quyetThang: { drivers: 14, conductors: 11 },
} as const;
/** Spare drivers per company, on the '2 làm 1 nghỉ' roster without a bus (the roster fill uses them). */
const SPARE_DRIVERS = 4;

export const DEMO_ROSTER_TYPES = [
  {
    name: 'Ca sáng',
    workDays: 1,
    offDays: 0,
    shiftStart: '04:30',
    shiftEnd: '13:00',
    note: 'Chạy các chuyến xuất bến trước 12:00',
  },
  {
    name: 'Ca chiều',
    workDays: 1,
    offDays: 0,
    shiftStart: '12:00',
    shiftEnd: '22:30',
    note: 'Nhận xe giữa ngày, chạy tới chuyến cuối',
  },
  {
    name: '2 làm 1 nghỉ',
    workDays: 2,
    offDays: 1,
    shiftStart: '05:00',
    shiftEnd: '13:00',
    note: 'Lái xe dự phòng, làm 2 ngày nghỉ 1 ngày',
  },
  {
    name: 'Ca gãy giờ cao điểm',
    workDays: 1,
    offDays: 0,
    shiftStart: '06:00',
    shiftEnd: '19:00',
    note: 'Cao điểm sáng 06:00-09:00 và chiều 16:00-19:00',
  },
] as const;

/** A small stable hash, so the jitter of actual times is the same at every seed. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The minute of the Saigon day `now` falls in. */
function saigonMinute(now: Date): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * The company's drivers and conductors: those it already has (the demo's crew and accounts, oldest
 * first) and `add` more of each. Every driver gets a licence: the first and fourth end within 7 days
 * (a warning on today's trips), the last two (spares) have expired, the others run 1-5 years.
 */
async function crewOf(
  tx: Tx,
  companyId: number,
  key: MemberKey,
  add: { drivers: number; conductors: number },
  positionByRole: ReadonlyMap<number, number>,
  today: string,
): Promise<{ drivers: CrewMember[]; conductors: CrewMember[] }> {
  const prefix = PREFIX[key];
  // Phones +8477 + the company's block (no other demo person uses 077): unique per company id.
  const phoneBlock = (companyId % 100) * 100_000;
  const people = [
    ...Array.from({ length: add.drivers }, (_, i) => ({
      role: 6,
      i,
      name: crewName('driver', i + companyId * 7),
    })),
    ...Array.from({ length: add.conductors }, (_, i) => ({
      role: 5,
      i,
      name: crewName('conductor', i + companyId * 7),
    })),
  ].map((p, n) => ({
    ...p,
    phone: `+8477${String(phoneBlock + n * 37).padStart(7, '0')}`,
    code: `${p.role === 6 ? 'LX' : 'PX'}-${prefix}-${String(p.i + 1).padStart(3, '0')}`,
  }));
  const userRows = await tx
    .insert(users)
    .values(
      people.map((p) => ({
        phoneNumber: p.phone,
        fullName: p.name,
        orgId: companyId,
        enabledBusCompaniesId: [companyId],
      })),
    )
    .returning({ id: users.id });
  await tx.insert(busStaff).values(
    people.map((p, n) => ({
      companyId,
      userId: userRows[n]!.id,
      fullName: p.name,
      phoneNumber: p.phone,
      role: p.role,
      roleId: positionByRole.get(p.role) ?? null,
      staffCode: p.code,
      searchText: staffSearchText(p.name, p.phone, p.code),
    })),
  );
  const all = await tx
    .select({ staffId: busStaff.id, userId: busStaff.userId, role: busStaff.role })
    .from(busStaff)
    .where(
      sql`${busStaff.companyId} = ${companyId} and ${busStaff.role} in (5, 6) and ${busStaff.status} = 'active'`,
    )
    .orderBy(busStaff.id);
  const drivers = all.filter((p) => p.role === 6);
  const licence = (i: number) => {
    if (i === drivers.length - 1) return addDays(today, -12);
    if (i === drivers.length - 2) return addDays(today, -1);
    if (i === 0) return addDays(today, 3);
    if (i === 3) return addDays(today, 6);
    return addDays(today, 365 + ((i * 97) % 1460));
  };
  await tx.execute(sql`
    update bus_staff s set licence_expires_on = l.day
    from jsonb_to_recordset(${JSON.stringify(drivers.map((d, i) => ({ id: d.staffId, day: licence(i) })))}::jsonb)
      as l(id int, day date)
    where s.id = l.id`);
  const member = ({ staffId, userId }: CrewMember) => ({ staffId, userId });
  return { drivers: drivers.map(member), conductors: all.filter((p) => p.role === 5).map(member) };
}

/** Buses per route: the first route all but one of what it needs, the others the rest by need... */
function shareBuses(needs: number[], buses: number): number[] {
  const share = needs.map(() => 0);
  if (needs.length === 0) return share;
  // ...but at most half the fleet, so the company's other routes run too.
  share[0] = Math.min(Math.ceil(buses / 2), Math.max(1, needs[0]! - 1));
  let left = buses - share[0];
  const restNeed = needs.slice(1).reduce((a, b) => a + b, 0);
  for (let r = 1; r < needs.length && restNeed > 0; r++) {
    share[r] = Math.min(left, Math.floor(((buses - share[0]) * needs[r]!) / restNeed));
    left -= share[r]!;
  }
  for (let r = 1; left > 0 && needs.length > 1; r = (r % (needs.length - 1)) + 1, left--) share[r]!++;
  return share;
}

/** The status and actual times of a trip with a bus, from where the clock stands. */
function runState(trip: PlannedTrip, day: 'yesterday' | 'today', nowMinute: number) {
  const late = (hash(trip.code) % 6) - 1;
  const slower = (hash(`${trip.code}a`) % 10) - 3;
  const actualDeparture = saigonInstant(trip.serviceDate, trip.departureMinute + late);
  const actualArrival = saigonInstant(trip.serviceDate, trip.arrivalMinute + late + slower);
  if (day === 'yesterday' || trip.arrivalMinute + late + slower <= nowMinute)
    return { status: 'done' as const, actualDeparture, actualArrival };
  if (trip.departureMinute + late <= nowMinute)
    return { status: 'running' as const, actualDeparture, actualArrival: null };
  return { status: 'assigned' as const, actualDeparture: null, actualArrival: null };
}

export async function seedDispatch(
  tx: Tx,
  companyIds: Record<DemoCompanyKey, number>,
  positionByRole: ReadonlyMap<number, number>,
  options: { trips?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const today = saigonToday(now);
  const nowMinute = saigonMinute(now);
  const days = [
    ['yesterday', addDays(today, -1)],
    ['today', today],
    ['tomorrow', addDays(today, 1)],
  ] as const;
  const dispatcherPhones = new Map<MemberKey, string>();
  for (const key of ['phuongNam', 'quyetThang'] as const) {
    const account =
      DEMO_ACCOUNTS.find((a) => a.company === key && a.role === 10) ??
      DEMO_ACCOUNTS.find((a) => a.company === key && a.role === 2)!;
    dispatcherPhones.set(key, `+84${account.phone.slice(1)}`);
  }
  const dispatchers = await tx
    .select({ id: users.id, fullName: users.fullName, phone: users.phoneNumber })
    .from(users)
    .where(inArray(users.phoneNumber, [...dispatcherPhones.values()]));

  const trips: TripRow[] = [];
  const changes: Array<Record<string, unknown>> = [];
  for (const key of ['phuongNam', 'quyetThang'] as const) {
    const companyId = companyIds[key];
    const dispatcher = dispatchers.find((u) => u.phone === dispatcherPhones.get(key))!;
    // Buses fit to run on all three days: in service, inspection and badge valid through tomorrow.
    const fleet = (await tx.execute(sql`
      select id from vehicles where company_id = ${companyId} and status = 'active'
        and coalesce(inspection_expires_on, '9999-12-31') >= ${days[2][1]}
        and coalesce(badge_expires_on, '9999-12-31') >= ${days[2][1]}
      order by id`)) as unknown as { rows: Array<{ id: number }> };
    const buses = fleet.rows.map((r) => Number(r.id));
    const crew = await crewOf(tx, companyId, key, ADDED_CREW[key], positionByRole, today);
    // Morning crews first (driver b, conductor b), then afternoon crews (driver B + b) while drivers
    // last; the last SPARE_DRIVERS drivers stand by.
    const onDuty = crew.drivers.length - SPARE_DRIVERS;
    const shift = (index: number) =>
      index < onDuty ? { driver: crew.drivers[index]!, conductor: crew.conductors[index] ?? null } : null;
    const types = await tx
      .insert(driverSettingTypes)
      .values(DEMO_ROSTER_TYPES.map((t) => ({ ...t, companyId })))
      .returning({ id: driverSettingTypes.id, name: driverSettingTypes.name });
    const typeId = (name: string) => types.find((t) => t.name === name)!.id;

    const routes = await loadSchedules(tx, companyId);
    const shares = shareBuses(
      routes.map((r) => busesNeeded(r.schedules, 'weekday')),
      buses.length,
    );
    let next = 0;
    const crewsByRoute = routes.map((_, r) =>
      Array.from({ length: shares[r]! }, (): BusCrew => {
        const b = next++;
        return {
          vehicleId: buses[b]!,
          morning: shift(b),
          afternoon: shift(buses.length + b),
        };
      }),
    );
    const cycleStart = addDays(today, -28);
    // Without the demo network (SEED_DEMO_NETWORK=false) there are no routes: staff and roster types only.
    if (routes.length === 0) continue;
    await tx.insert(driverSettings).values([
      ...routes.flatMap((route, r) =>
        crewsByRoute[r]!.flatMap((bus) =>
          (['morning', 'afternoon'] as const).flatMap((half) => {
            const shiftCrew = bus[half];
            if (!shiftCrew) return [];
            return [
              {
                companyId,
                routeId: route.routeId,
                driverId: shiftCrew.driver.staffId,
                conductorId: shiftCrew.conductor?.staffId ?? null,
                vehicleId: bus.vehicleId,
                typeId: typeId(half === 'morning' ? 'Ca sáng' : 'Ca chiều'),
                cycleStart,
                note: null,
              },
            ];
          }),
        ),
      ),
      // The spares stand by on the first route (two of them with an expired licence).
      ...crew.drivers.slice(onDuty).map((driver, i) => ({
        companyId,
        routeId: routes[0]!.routeId,
        driverId: driver.staffId,
        conductorId: null,
        vehicleId: null,
        typeId: typeId('2 làm 1 nghỉ'),
        cycleStart: addDays(cycleStart, i % 3),
        note: 'Lái xe dự phòng',
      })),
    ]);

    for (const [day, date] of options.trips === false ? [] : days) {
      routes.forEach((route, r) => {
        const planned = planRouteDay(
          route,
          route.schedules,
          date,
          day === 'tomorrow' ? [] : crewsByRoute[r]!,
        );
        let withBus = 0;
        for (const trip of planned) {
          const row: TripRow = {
            ...trip,
            companyId,
            status: 'planned',
            note: null,
            actualDeparture: null,
            actualArrival: null,
            fieldSources: {},
            version: 1,
            createdBy: dispatcher.id,
          };
          if (trip.vehicleId !== null && day !== 'tomorrow') {
            withBus++;
            Object.assign(row, runState(trip, day, nowMinute), { fieldSources: ROSTER_SOURCES, version: 2 });
            // On the first route: one trip lost and one cancelled each day, with the reason.
            if (r === 0 && withBus === 3) {
              row.status = 'lost';
              row.note = 'Xe hỏng giữa tuyến (nổ lốp), khách chuyển sang chuyến sau';
              row.actualArrival = null;
              row.version = 3;
            } else if (r === 0 && withBus === 6) {
              row.status = 'cancelled';
              row.note = 'Huỷ do ngập nước, đường không lưu thông được';
              row.actualDeparture = null;
              row.actualArrival = null;
              row.version = 3;
            }
            if (day === 'today' && r === 0 && withBus <= 6)
              changes.push(...historyOf(row, companyId, dispatcher, now));
          }
          trips.push(row);
        }
      });
    }
  }
  if (options.trips === false || trips.length === 0) return;
  await insertTrips(tx, trips);
  // The history rows name their trip by code: its id is known only now.
  await tx.execute(sql`
    insert into trip_changes (company_id, trip_id, trip_code, route_id, service_date, action, before,
      after, note, changed_by, changed_by_name, changed_at)
    select c.company_id, t.id, t.code, t.route_id, t.service_date, c.action, c.before, c.after, c.note,
      c.changed_by, c.changed_by_name, c.changed_at
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as c(company_id int, code text, action text,
      before jsonb, after jsonb, note text, changed_by int, changed_by_name text, changed_at timestamptz)
    join route_trips t on t.company_id = c.company_id and t.code = c.code`);
  // Their km driven, measured from a made-up GPS trace (yield and revenue: km driven against planned).
  await seedDemoKmDriven(tx, [companyIds.phuongNam, companyIds.quyetThang]);
}

/** A trip's history: made from the schedule, its crew assigned, and its status when it changed. */
function historyOf(
  row: TripRow,
  companyId: number,
  by: { id: number; fullName: string },
  now: Date,
): Array<Record<string, unknown>> {
  const at = (minutesBefore: number) => new Date(now.getTime() - minutesBefore * 60_000).toISOString();
  const base = { company_id: companyId, code: row.code, changed_by: by.id, changed_by_name: by.fullName };
  const people = {
    vehicle_id: row.vehicleId,
    driver_id: row.driver?.staffId ?? null,
    conductor_id: row.conductor?.staffId ?? null,
  };
  const rows: Array<Record<string, unknown>> = [
    {
      ...base,
      action: 'create',
      before: null,
      after: { status: 'planned' },
      note: 'Tạo từ biểu đồ giờ',
      changed_at: at(26 * 60),
    },
    {
      ...base,
      action: 'assign',
      before: { status: 'planned', vehicle_id: null, driver_id: null, conductor_id: null },
      after: { status: 'assigned', ...people },
      note: null,
      changed_at: at(14 * 60),
    },
  ];
  if (row.status === 'lost' || row.status === 'cancelled')
    rows.push({
      ...base,
      action: 'status',
      before: { status: 'assigned' },
      after: { status: row.status },
      note: row.note,
      changed_at: at(20),
    });
  return rows;
}
