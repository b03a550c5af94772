// The board's saves through the API: status moves with notes, stale versions (who and what), multi-edit
// with its dry run (all or nothing), delete one or many by code with a note, trips from the schedules
// (idempotent), actual times, no return, lost proposals, the history per trip and per day, the live
// `trips` event, and deletions of what trips use refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripsEvent } from '../../src/features/notifications/bus.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  at,
  DAY,
  INSIDER,
  makeRoute,
  makeStaff,
  makeTrip,
  makeVehicle,
  OUTSIDER,
} from './dispatch.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const tripUrl = (routeId: number, code: string) => `/dispatch/routes/${routeId}/trips/${code}`;
const SECOND = '0901000009'; // another dispatcher (role 9) of the same company

describe('status, notes and versions', () => {
  it('moves along the domain transitions only; lost needs a note', async () => {
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '05:00', '06:00');
    const url = tripUrl(route.id, trip.code);
    const done = await t.call('PUT', url, { as: INSIDER.phone, body: { version: 1, status: 'done' } });
    expect(done.status).toBe(409);
    expect(done.body.message).toMatch(/không thể chuyển từ "Chưa phân công" sang "Hoàn thành"/);
    const silent = await t.call('PUT', url, { as: INSIDER.phone, body: { version: 1, status: 'lost' } });
    expect(silent.status).toBe(400);
    expect(silent.body.message).toMatch(/ghi chú/);
    const cancelled = await t.call('PUT', url, {
      as: INSIDER.phone,
      body: { version: 1, status: 'cancelled', note: 'Tắc đường' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: 'Cập nhật thành công!',
      route_trip: { status: 'cancelled', note: 'Tắc đường', version: 2 },
    });
    const again = await t.call('PUT', url, { as: INSIDER.phone, body: { version: 2, status: 'planned' } });
    expect(again.body.route_trip.status).toBe('planned');
    const lost = await t.call('PUT', url, {
      as: INSIDER.phone,
      body: { version: 3, status: 'lost', note: 'Xe hỏng' },
    });
    expect(lost.body.route_trip).toMatchObject({ status: 'lost', note: 'Xe hỏng' });
  });

  it('a save on a stale version is refused with who changed it, when and what', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const trip = await makeTrip(t, route.id, route.outbound, '06:00', '07:00');
    const url = tripUrl(route.id, trip.code);
    const first = await t.call('PUT', url, { as: SECOND, body: { version: 1, driver_id: driver } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await t.digest();
    const stale = await t.call('PUT', url, { as: INSIDER.phone, body: { version: 1, note: 'Của tôi' } });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('STALE_VERSION');
    expect(stale.body.stale).toMatchObject({
      trip_code: trip.code,
      version: 2,
      changed_by_name: expect.any(String),
      changes: [{ field: 'driver_id', before: null, after: driver }],
    });
    expect(stale.body.message).toMatch(
      new RegExp(`Chuyến ${trip.code} vừa được .+ sửa lúc \\d\\d:\\d\\d: lái xe`),
    );
    expect(await t.digest()).toBe(before);
  });
});

describe('multi-edit', () => {
  it('swaps the drivers and buses of two trips at the same hours in one save (checked per statement)', async () => {
    const route = await makeRoute(t);
    const drivers = [await makeStaff(t, 6), await makeStaff(t, 6)];
    const buses = [await makeVehicle(t), await makeVehicle(t)];
    const a = await makeTrip(t, route.id, route.outbound, '10:00', '11:00', {
      driver_id: drivers[0],
      vehicle_id: buses[0],
    });
    const b = await makeTrip(t, route.id, route.inbound, '10:30', '11:30', {
      driver_id: drivers[1],
      vehicle_id: buses[1],
    });
    const swap = {
      route_trips: [
        { code: a.code, version: a.version, driver_id: drivers[1], vehicle_id: buses[1] },
        { code: b.code, version: b.version, driver_id: drivers[0], vehicle_id: buses[0] },
      ],
    };
    // Before migration 0023 the first row met the second's old driver: 409 "vừa được phân công trùng giờ".
    const swapped = await t.call('PUT', `/dispatch/routes/${route.id}/multi-trips`, {
      as: INSIDER.phone,
      body: swap,
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(
      swapped.body.route_trips.map((r: { driver_id: number; vehicle_id: number }) => [
        r.driver_id,
        r.vehicle_id,
      ]),
    ).toEqual([
      [drivers[1], buses[1]],
      [drivers[0], buses[0]],
    ]);
    // Half a swap still breaks the rule at the end of its statement: refused, nothing written.
    const before = await t.digest();
    const half = await t.call('PUT', `/dispatch/routes/${route.id}/multi-trips`, {
      as: INSIDER.phone,
      body: { route_trips: [{ code: a.code, version: a.version + 1, driver_id: drivers[0] }] },
    });
    expect(half.status).toBe(409);
    expect(await t.digest()).toBe(before);
  });

  it('previews with dry_run (nothing written), refuses all on one conflict, then saves all', async () => {
    const route = await makeRoute(t);
    const drivers = [await makeStaff(t, 6), await makeStaff(t, 6)];
    const buses = [await makeVehicle(t), await makeVehicle(t)];
    const a = await makeTrip(t, route.id, route.outbound, '08:00', '09:00');
    const b = await makeTrip(t, route.id, route.inbound, '08:30', '09:30');
    const url = `/dispatch/routes/${route.id}/multi-trips`;
    const clash = {
      route_trips: [
        { code: a.code, version: 1, driver_id: drivers[0], vehicle_id: buses[0] },
        { code: b.code, version: 1, driver_id: drivers[0], vehicle_id: buses[1] },
      ],
    };
    const before = await t.digest();
    const preview = await t.call('PUT', url, { as: INSIDER.phone, body: { ...clash, dry_run: true } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.written).toBe(false);
    expect(
      preview.body.conflicts.map((c: { trip_code: string; code: string }) => [c.trip_code, c.code]),
    ).toEqual([
      [a.code, 'driver_overlap'],
      [b.code, 'driver_overlap'],
    ]);
    expect(preview.body.route_trips.map((r: { version: number }) => r.version)).toEqual([1, 1]);
    const refused = await t.call('PUT', url, { as: INSIDER.phone, body: clash });
    expect(refused.status).toBe(409);
    expect(await t.digest()).toBe(before);

    const ok = await t.call('PUT', url, {
      as: INSIDER.phone,
      body: {
        route_trips: [
          { code: a.code, version: 1, driver_id: drivers[0], vehicle_id: buses[0] },
          { code: b.code, version: 1, driver_id: drivers[1], vehicle_id: buses[1], note: 'Đổi xe' },
        ],
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Phân công thành công!', written: true });
    expect(
      ok.body.route_trips.map((r: { status: string; version: number }) => [r.status, r.version]),
    ).toEqual([
      ['assigned', 2],
      ['assigned', 2],
    ]);
    const unknown = await t.call('PUT', url, {
      as: INSIDER.phone,
      body: { route_trips: [{ code: 'KHONG-CO', version: 1 }] },
    });
    expect(unknown.status).toBe(404);
    const other = await t.call('PUT', url, {
      as: OUTSIDER.phone,
      body: { route_trips: [{ code: a.code, version: 2 }] },
    });
    expect(other.status).toBe(404);
  });
});

describe('delete, generate, confirm', () => {
  it('deletes one or many by code with a note; a blank note or an unknown code changes nothing', async () => {
    const route = await makeRoute(t);
    const trips = [
      await makeTrip(t, route.id, route.outbound, '10:00', '10:30'),
      await makeTrip(t, route.id, route.outbound, '10:40', '11:10'),
      await makeTrip(t, route.id, route.outbound, '11:20', '11:50'),
    ];
    const before = await t.digest();
    const noNote = await t.call('DELETE', tripUrl(route.id, trips[0]!.code), {
      as: INSIDER.phone,
      body: { note: '  ' },
    });
    expect(noNote.status).toBe(400);
    const unknown = await t.call('PUT', `/dispatch/routes/${route.id}/trips`, {
      as: INSIDER.phone,
      body: { trip_codes: [trips[1]!.code, 'KHONG-CO'], note: 'Thừa' },
    });
    expect(unknown.status).toBe(404);
    expect(await t.digest()).toBe(before);
    const one = await t.call('DELETE', tripUrl(route.id, trips[0]!.code), {
      as: INSIDER.phone,
      body: { note: 'Trùng' },
    });
    expect(one.body).toEqual({ message: 'Xoá thành công!', deleted: 1 });
    const many = await t.call('PUT', `/dispatch/routes/${route.id}/trips`, {
      as: INSIDER.phone,
      body: { trip_codes: [trips[1]!.code, trips[2]!.code], note: 'Bỏ chuyến trưa' },
    });
    expect(many.body).toEqual({ message: 'Xoá thành công!', deleted: 2 });
    const history = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { trip_code: trips[2]!.code },
    });
    expect(history.body.items[0]).toMatchObject({ action: 'delete', note: 'Bỏ chuyến trưa', after: null });
  });

  it('refuses to delete a trip with a ticket set handed, alone or among others; nothing changes', async () => {
    const route = await makeRoute(t);
    const plain = await makeTrip(t, route.id, route.outbound, '12:00', '12:30');
    const withSet = await makeTrip(t, route.id, route.outbound, '12:40', '13:10');
    const handed = await t.call('POST', `/dispatch/routes/${route.id}/trips/${withSet.code}/ticket-sets`, {
      as: INSIDER.phone,
      body: { series: 'XOA/26', serial_from: 1, serial_to: 50, denomination: 7000 },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(201);
    const before = await t.digest();
    const one = await t.call('DELETE', tripUrl(route.id, withSet.code), {
      as: INSIDER.phone,
      body: { note: 'Trùng' },
    });
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(`Không thể xoá chuyến đã giao vé quyển: ${withSet.code}`);
    const many = await t.call('PUT', `/dispatch/routes/${route.id}/trips`, {
      as: INSIDER.phone,
      body: { trip_codes: [plain.code, withSet.code], note: 'Bỏ chuyến trưa' },
    });
    expect(many.status).toBe(409);
    expect(await t.digest()).toBe(before);
  });

  it("makes the day's trips from the schedules of its day type, and a re-run keeps them", async () => {
    const route = await makeRoute(t);
    const schedules = `/bus-management/routes/${route.id}/schedules`;
    for (const [line, time, day] of [
      [route.outbound, '05:00', 'weekday'],
      [route.inbound, '05:30', 'weekday'],
      [route.outbound, '06:00', 'saturday'],
    ] as const) {
      const res = await t.call('POST', schedules, {
        as: INSIDER.phone,
        body: { line_id: line, day_type: day, departure_time: time, running_minutes: 45 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const url = `/dispatch/routes/${route.id}/trips/generate`;
    const first = await t.call('POST', url, { as: INSIDER.phone, body: { service_date: DAY } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ day_type: 'weekday', created: 2, kept: 0 });
    const again = await t.call('POST', url, { as: INSIDER.phone, body: { service_date: DAY } });
    expect(again.body).toMatchObject({ created: 0, kept: 2 });
    const saturday = await t.call('POST', url, { as: INSIDER.phone, body: { service_date: '2026-11-28' } });
    expect(saturday.body).toMatchObject({ day_type: 'saturday', created: 1 });
    const holiday = await t.call('POST', url, { as: INSIDER.phone, body: { service_date: '2026-09-02' } });
    expect(holiday.body).toMatchObject({ day_type: 'holiday', created: 0 });
    const board = await t.call('GET', '/dispatch/trips', {
      as: INSIDER.phone,
      query: { date: DAY, route_id: route.id },
    });
    expect(
      board.body.items.map((r: { code: string; planned_arrival: string }) => [
        r.code.slice(-11),
        r.planned_arrival,
      ]),
    ).toEqual([
      ['261123-0500-0'.slice(-11), new Date(at('05:45')).toISOString()],
      ['261123-0530-1'.slice(-11), new Date(at('06:15')).toISOString()],
    ]);
    const bad = await t.call('POST', url, { as: INSIDER.phone, body: { service_date: '2026-02-30' } });
    expect(bad.status).toBe(400);
  });

  it('confirms actual times (running, then done), no return and a lost proposal', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const bus = await makeVehicle(t);
    const trip = await makeTrip(t, route.id, route.outbound, '12:00', '13:00', {
      driver_id: driver,
      vehicle_id: bus,
    });
    const planned = await makeTrip(t, route.id, route.inbound, '12:00', '13:00');
    const confirm = (body: Record<string, unknown>) =>
      t.call('POST', '/dispatch/route-trip/confirm-time', {
        as: INSIDER.phone,
        body: { route_id: route.id, ...body },
      });
    const notAssigned = await confirm({ trip_code: planned.code, actual_departure: at('12:02') });
    expect(notAssigned.status).toBe(409);
    const left = await confirm({ trip_code: trip.code, actual_departure: at('12:03') });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body).toMatchObject({ message: 'Xác nhận thành công', route_trip: { status: 'running' } });
    const early = await confirm({ trip_code: trip.code, actual_arrival: at('12:01') });
    expect(early.status).toBe(400);
    const arrived = await confirm({ trip_code: trip.code, actual_arrival: at('13:05') });
    expect(arrived.body.route_trip).toMatchObject({
      status: 'done',
      actual_arrival: new Date(at('13:05')).toISOString(),
    });
    const noReturn = await t.call('POST', '/dispatch/route-trip/confirm-no-returned', {
      as: INSIDER.phone,
      body: { route_id: route.id, trip_code: trip.code, note: 'Về thẳng bãi' },
    });
    expect(noReturn.body).toMatchObject({ message: 'Xác nhận thành công', route_trip: { no_return: true } });
    const lostUrl = '/dispatch/route-trip/lost-proposal';
    expect(
      (
        await t.call('POST', lostUrl, {
          as: INSIDER.phone,
          body: { route_id: route.id, trip_code: planned.code },
        })
      ).status,
    ).toBe(400);
    const proposed = await t.call('POST', lostUrl, {
      as: INSIDER.phone,
      body: { route_id: route.id, trip_code: planned.code, note: 'Không có lái xe' },
    });
    expect(proposed.body.route_trip).toMatchObject({
      status: 'planned',
      lost_proposal_note: 'Không có lái xe',
    });
    expect(proposed.body.route_trip.lost_proposed_at).toBeTruthy();
    const doneLost = await t.call('POST', lostUrl, {
      as: INSIDER.phone,
      body: { route_id: route.id, trip_code: trip.code, note: 'Muộn' },
    });
    expect(doneLost.status).toBe(409);
    const outsider = await t.call('POST', lostUrl, {
      as: OUTSIDER.phone,
      body: { route_id: route.id, trip_code: planned.code, note: 'Thử' },
    });
    expect(outsider.status).toBe(404);
  });
});

describe('history and live events', () => {
  it('pages the history per trip and per day, newest first', async () => {
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '14:00', '15:00');
    for (const [version, note] of [
      [1, 'một'],
      [2, 'hai'],
      [3, 'ba'],
    ] as const)
      expect(
        (await t.call('PUT', tripUrl(route.id, trip.code), { as: INSIDER.phone, body: { version, note } }))
          .status,
      ).toBe(200);
    const page = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { trip_code: trip.code, size: 2, page: 0 },
    });
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((c: { after: { note: string } }) => c.after.note)).toEqual(['ba', 'hai']);
    expect(page.body.items[0]).toMatchObject({
      action: 'update',
      before: { note: 'hai' },
      changed_by_name: expect.any(String),
    });
    const next = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { trip_code: trip.code, size: 2, page: 1 },
    });
    expect(next.body.items.map((c: { action: string }) => c.action)).toEqual(['update', 'create']);
    const day = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { date: DAY, route_id: route.id },
    });
    expect(day.body.total).toBe(4);
    const other = await t.call('GET', '/dispatch/trip-changes', {
      as: OUTSIDER.phone,
      query: { date: DAY, route_id: route.id },
    });
    expect(other.body).toEqual({ items: [], total: 0 });
    const bad = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { date: '2026-02-30' },
    });
    expect(bad.status).toBe(400);
  });

  it("tells the company's streams which trips changed, by whom, at which version", async () => {
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '16:00', '17:00');
    const events: TripsEvent[] = [];
    const companyId = (await t.call('GET', '/staff/me', { as: INSIDER.phone })).body.current_company.id;
    const stop = t.services.notifications.subscribeTrips(companyId, (event) => events.push(event));
    try {
      const res = await t.call('PUT', tripUrl(route.id, trip.code), {
        as: SECOND,
        body: { version: 1, note: 'Sửa' },
      });
      expect(res.status).toBe(200);
      await expect.poll(() => events.length).toBe(1);
      expect(events[0]).toMatchObject({
        companyId,
        dates: [DAY],
        routeIds: [route.id],
        codes: [trip.code],
        versions: { [trip.code]: 2 },
      });
    } finally {
      stop();
    }
  });
});

describe('what trips use', () => {
  it('refuses deleting a route, bus or employee that trips name (409 naming them)', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const bus = await makeVehicle(t);
    const trip = await makeTrip(t, route.id, route.outbound, '18:00', '19:00', {
      driver_id: driver,
      vehicle_id: bus,
    });
    for (const url of [
      `/bus-management/routes/${route.id}`,
      `/bus-management/vehicles/${bus}`,
      `/bus/staff/${driver}`,
    ]) {
      const res = await t.call('DELETE', url, { as: INSIDER.phone });
      expect(res.status, url).toBe(409);
      expect(res.body.message, url).toContain(trip.code);
    }
  });
});
