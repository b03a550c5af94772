// Driver rosters through the API (/routes/driver-setting): crews saved, listed, exported and deleted;
// refusals in Vietnamese that change nothing; another company's route and crews answer 404; and
// "assign trips from the roster": fair, within the legal limits, saying why a trip stays open, a dry
// run that writes nothing, and the fill written through the trips' write path (history 'roster').
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, history, routeTrips, tripChanges } from '../../src/db/schema/index.ts';
import { expectRefused } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  crewsUrl,
  fillUrl,
  insertTrip,
  makeBus,
  makeRosterRoute,
  makeStaff,
  makeType,
  PN_ADMIN,
  QT_ADMIN,
  TYPES_URL,
} from './roster.fixture.ts';

const DAY = '2026-12-01'; // a Tuesday
const NEXT = '2026-12-02';

let t: TestApp;
let route: { id: number; companyId: number };
let dailyType: number;
let an: number;
let binh: number;
let cuong: number;
let conductor: number;
let bus1: { id: number; plate: string };
let bus2: { id: number; plate: string };

beforeAll(async () => {
  t = await createTestApp();
  route = await makeRosterRoute(t, PN_ADMIN);
  dailyType = await makeType(t, PN_ADMIN, {
    work_days: 1,
    off_days: 0,
    shift_start: '05:00',
    shift_end: '22:00',
  });
  an = await makeStaff(t, 'Lái An', 6);
  binh = await makeStaff(t, 'Lái Bình', 6);
  cuong = await makeStaff(t, 'Lái Cường', 6);
  conductor = await makeStaff(t, 'Phụ Dung', 5);
  bus1 = await makeBus(t, PN_ADMIN);
  bus2 = await makeBus(t, PN_ADMIN);
  const saved = await t.call('PUT', crewsUrl(route.id), {
    as: PN_ADMIN,
    body: {
      items: [
        { driver_id: an, conductor_id: conductor, vehicle_id: bus1.id, type_id: dailyType, cycle_start: DAY },
        { driver_id: binh, vehicle_id: bus2.id, type_id: dailyType, cycle_start: DAY },
        { driver_id: cuong, type_id: dailyType, cycle_start: DAY, note: 'Dự phòng' },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 180_000);
afterAll(() => t.close());

const crewOf = async (routeId: number, driverId: number) => {
  const list = await t.call('GET', crewsUrl(routeId), { as: PN_ADMIN, query: { on_date: DAY } });
  return list.body.items.find((c: { driver_id: number }) => c.driver_id === driverId);
};

describe('crews of a route', () => {
  it('lists the crews with names, bus, type and whether they are on duty, and the company-wide list', async () => {
    const list = await t.call('GET', crewsUrl(route.id), { as: PN_ADMIN, query: { on_date: DAY } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((c: { driver_name: string }) => c.driver_name)).toEqual([
      'Lái An',
      'Lái Bình',
      'Lái Cường',
    ]);
    expect(list.body.items[0]).toMatchObject({
      conductor_name: 'Phụ Dung',
      vehicle_plate: bus1.plate,
      work_days: 1,
      shift_start: '05:00',
      on_duty: true,
    });
    const before = await t.call('GET', crewsUrl(route.id), {
      as: PN_ADMIN,
      query: { on_date: '2026-11-30' },
    });
    expect(before.body.items.every((c: { on_duty: boolean }) => !c.on_duty)).toBe(true);
    const all = await t.call('GET', '/dispatch/driver/setting', {
      as: PN_ADMIN,
      query: { route_id: route.id },
    });
    expect(all.body.total).toBe(3);
  });

  it('saves one crew (create, update), deletes one and many, each with its history row', async () => {
    const extra = await makeStaff(t, 'Lái Em', 6);
    const created = await t.call('POST', '/dispatch/driver/setting', {
      as: PN_ADMIN,
      body: { route_id: route.id, driver_id: extra, type_id: dailyType, cycle_start: '2026-12-10' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id;
    const updated = await t.call('POST', '/dispatch/driver/setting', {
      as: PN_ADMIN,
      body: {
        route_id: route.id,
        id,
        driver_id: extra,
        type_id: dailyType,
        cycle_start: '2026-12-11',
        note: 'Đổi',
      },
    });
    expect(updated.body).toMatchObject({ id, cycle_start: '2026-12-11', note: 'Đổi' });
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'driver_setting'), eq(history.entityId, String(id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
    // The same rows through listRecordHistory, newest first; another company does not see them.
    const read = await t.call('GET', '/history', {
      as: PN_ADMIN,
      query: { entity: 'driver_setting', record_id: id, page: 0, size: 10 },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.items.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    await expectRefused(t, 'GET', '/history', 404, {
      as: QT_ADMIN,
      query: { entity: 'driver_setting', record_id: id, page: 0, size: 10 },
    });
    expect(
      (await t.call('DELETE', `/dispatch/driver/setting/${route.id}/${id}`, { as: PN_ADMIN })).status,
    ).toBe(200);
    await expectRefused(t, 'DELETE', `/dispatch/driver/setting/${route.id}/${id}`, 404, { as: PN_ADMIN });

    const again = await t.call('POST', '/dispatch/driver/setting', {
      as: PN_ADMIN,
      body: { route_id: route.id, driver_id: extra, type_id: dailyType, cycle_start: DAY },
    });
    await expectRefused(t, 'DELETE', crewsUrl(route.id), 404, {
      as: PN_ADMIN,
      body: { ids: [again.body.id, 999_999] },
    });
    expect(
      (await t.call('DELETE', crewsUrl(route.id), { as: PN_ADMIN, body: { ids: [again.body.id] } })).status,
    ).toBe(200);
  });

  it('refuses crews that are not the company’s own active driver, conductor, bus and type, changing nothing', async () => {
    const someone = await makeStaff(t, 'Lái Giang', 6);
    const theirType = await makeType(t, QT_ADMIN);
    const theirBus = await makeBus(t, QT_ADMIN);
    const base = { driver_id: someone, type_id: dailyType, cycle_start: DAY };
    for (const bad of [
      { driver_id: conductor },
      { conductor_id: an },
      { vehicle_id: theirBus.id },
      { type_id: theirType },
      { cycle_start: '2026-02-30' },
      { cycle_start: null },
    ])
      await expectRefused(t, 'PUT', crewsUrl(route.id), 400, {
        as: PN_ADMIN,
        body: { items: [{ ...base, ...bad }] },
      });
    // The same driver twice on a route.
    await expectRefused(t, 'PUT', crewsUrl(route.id), 409, {
      as: PN_ADMIN,
      body: { items: [{ ...base, driver_id: an }] },
    });
    // An inactive driver.
    await t.services.database.db.update(busStaff).set({ status: 'inactive' }).where(eq(busStaff.id, someone));
    await expectRefused(t, 'PUT', crewsUrl(route.id), 400, { as: PN_ADMIN, body: { items: [base] } });
  });

  it('refuses to delete a roster type crews use, in Vietnamese', async () => {
    const res = await expectRefused(t, 'DELETE', `${TYPES_URL}/${dailyType}`, 409, { as: PN_ADMIN });
    expect(res.body.message).toBe('Không thể xoá loại thiết lập đang được tổ lái sử dụng');
  });

  it('another company’s route and crews answer 404 and change nothing', async () => {
    const crew = await crewOf(route.id, an);
    await expectRefused(t, 'GET', crewsUrl(route.id), 404, { as: QT_ADMIN });
    await expectRefused(t, 'PUT', crewsUrl(route.id), 404, {
      as: QT_ADMIN,
      body: { items: [{ driver_id: an, type_id: dailyType, cycle_start: DAY }] },
    });
    await expectRefused(t, 'DELETE', crewsUrl(route.id), 404, { as: QT_ADMIN, body: { ids: [crew.id] } });
    await expectRefused(t, 'DELETE', `/dispatch/driver/setting/${route.id}/${crew.id}`, 404, {
      as: QT_ADMIN,
    });
    await expectRefused(t, 'POST', fillUrl(route.id), 404, { as: QT_ADMIN, body: { service_date: DAY } });
    const theirs = await t.call('GET', '/dispatch/driver/setting', {
      as: QT_ADMIN,
      query: { route_id: route.id },
    });
    expect(theirs.body).toEqual({ items: [], total: 0 });
  });

  it('exports the route’s crews as .xlsx', async () => {
    const res = await t.call('GET', crewsUrl(route.id), {
      as: PN_ADMIN,
      query: { export: true, on_date: DAY },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(res.raw));
    const drivers: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => n > 1 && drivers.push(row.getCell(2).value));
    expect(drivers).toEqual(['Lái An', 'Lái Bình', 'Lái Cường']);
  });
});

describe('assign trips from the roster', () => {
  it('spreads a day fairly, keeps each crew’s bus, says why a trip stays open; a dry run writes nothing', async () => {
    const hours = [
      ['06:00', '07:00'],
      ['07:30', '08:30'],
      ['09:00', '10:00'],
      ['10:30', '11:30'],
      ['12:00', '13:00'],
      ['13:30', '14:30'],
      ['22:30', '23:30'], // after every shift
    ] as const;
    const trips = [];
    for (const [from, to] of hours) trips.push(await insertTrip(t, route, DAY, from, to));

    const before = await t.digest();
    const preview = await t.call('POST', fillUrl(route.id), {
      as: PN_ADMIN,
      body: { service_date: DAY, dry_run: true },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(await t.digest()).toBe(before);
    expect(preview.body).toMatchObject({ dry_run: true, written: false, message: null });
    const who = preview.body.filled.map((f: { driver_name: string }) => f.driver_name);
    // Least driving first, ties by name: each driver gets two of the six.
    expect(who).toEqual(['Lái An', 'Lái Bình', 'Lái Cường', 'Lái An', 'Lái Bình', 'Lái Cường']);
    expect(preview.body.filled[0]).toMatchObject({ vehicle_id: bus1.id, conductor_id: conductor });
    expect(preview.body.filled[1]).toMatchObject({ vehicle_id: bus2.id, conductor_id: null });
    expect(preview.body.unfilled).toEqual([
      expect.objectContaining({
        trip_id: trips[6]!.id,
        reason: 'outside_shift',
        message: expect.stringMatching(/ca/),
      }),
    ]);

    const applied = await t.call('POST', fillUrl(route.id), { as: PN_ADMIN, body: { service_date: DAY } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ written: true, message: 'Phân công thành công!' });
    const stored = await t.services.database.db
      .select()
      .from(routeTrips)
      .where(eq(routeTrips.id, trips[0]!.id));
    expect(stored[0]).toMatchObject({
      driverId: an,
      vehicleId: bus1.id,
      conductorId: conductor,
      status: 'assigned',
    });
    expect(stored[0]!.fieldSources).toMatchObject({ driver_id: 'roster' });
    const changes = await t.services.database.db
      .select()
      .from(tripChanges)
      .where(and(eq(tripChanges.routeId, route.id), eq(tripChanges.serviceDate, DAY)));
    expect(changes).toHaveLength(6);
    expect(changes.every((c) => c.action === 'roster')).toBe(true);

    // Filled trips are no longer open: a second fill has nothing to do but the late trip.
    const second = await t.call('POST', fillUrl(route.id), { as: PN_ADMIN, body: { service_date: DAY } });
    expect(second.body.filled).toEqual([]);
    expect(second.body.unfilled).toHaveLength(1);
  });

  it('respects the day limit, expired licences and overlaps, and names the reason per trip', async () => {
    // An has driven 9 h 20 min today, Bình's licence ran out yesterday, Cường is on another trip.
    for (const [from, to] of [
      ['04:00', '07:00'],
      ['07:30', '10:30'],
      ['11:00', '14:20'],
    ] as const)
      await insertTrip(t, route, NEXT, from, to, an);
    await insertTrip(t, route, NEXT, '15:00', '16:30', cuong);
    await t.services.database.db
      .update(busStaff)
      .set({ licenceExpiresOn: '2026-12-01' })
      .where(eq(busStaff.id, binh));
    const open = await insertTrip(t, route, NEXT, '15:30', '16:30');
    const res = await t.call('POST', fillUrl(route.id), {
      as: PN_ADMIN,
      body: { service_date: NEXT, dry_run: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.filled).toEqual([]);
    expect(res.body.unfilled).toEqual([expect.objectContaining({ trip_id: open.id, reason: 'day_limit' })]);
    const message: string = res.body.unfilled[0].message;
    expect(message).toContain('Lái An (vượt quá 10 giờ lái trong ngày)');
    expect(message).toContain('Lái Bình (giấy phép lái xe đã hết hạn)');
    expect(message).toContain('Lái Cường (tất cả tổ lái đều bận giờ này)');
    await t.services.database.db
      .update(busStaff)
      .set({ licenceExpiresOn: null })
      .where(eq(busStaff.id, binh));
  });

  it('a day no crew works leaves every trip open with that reason', async () => {
    const other = await makeRosterRoute(t, PN_ADMIN);
    const alternate = await makeType(t, PN_ADMIN, {
      work_days: 1,
      off_days: 1,
      shift_start: '05:00',
      shift_end: '22:00',
    });
    const driver = await makeStaff(t, 'Lái Hùng', 6);
    await t.call('PUT', crewsUrl(other.id), {
      as: PN_ADMIN,
      body: { items: [{ driver_id: driver, type_id: alternate, cycle_start: DAY }] },
    });
    const trip = await insertTrip(t, other, NEXT, '08:00', '09:00');
    const res = await t.call('POST', fillUrl(other.id), { as: PN_ADMIN, body: { service_date: NEXT } });
    expect(res.body).toMatchObject({
      written: false,
      filled: [],
      unfilled: [
        { trip_id: trip.id, reason: 'no_crew_on_duty', message: 'Không có tổ lái nào trực ngày này' },
      ],
    });
  });
});
