// The dispatch checks through the API (ADR 0012): each conflict code, errors refused with nothing
// written, warnings refused until accepted and then recorded with who accepted them, on the trip and
// in its history; another company's trip of the same person is named only 'ở đơn vị khác'.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, routeTrips } from '../../src/db/schema/index.ts';
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

const put = (routeId: number, code: string, body: Record<string, unknown>, as = INSIDER.phone) =>
  t.call('PUT', `/dispatch/routes/${routeId}/trips/${code}`, { as, body });

async function refusedWith(
  routeId: number,
  trip: { code: string; version: number },
  body: Record<string, unknown>,
  code: string,
) {
  const before = await t.digest();
  const res = await put(routeId, trip.code, { version: trip.version, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.conflicts.map((c: { code: string }) => c.code)).toContain(code);
  expect(await t.digest()).toBe(before);
  return res.body;
}

describe('dispatch checks', () => {
  it('vehicle and conductor overlaps are errors naming the other trip', async () => {
    const route = await makeRoute(t);
    const bus = await makeVehicle(t);
    const conductor = await makeStaff(t, 5);
    const first = await makeTrip(t, route.id, route.outbound, '06:00', '07:00', {
      vehicle_id: bus,
      conductor_id: conductor,
    });
    const second = await makeTrip(t, route.id, route.inbound, '06:30', '07:30');
    const vehicle = await refusedWith(route.id, second, { vehicle_id: bus }, 'vehicle_overlap');
    expect(vehicle.conflicts[0]).toMatchObject({ severity: 'error', other_trip_code: first.code });
    expect(vehicle.errorCode).toBe('TRIP_CONFLICT');
    await refusedWith(route.id, second, { conductor_id: conductor }, 'conductor_overlap');
    // Back to back (arrival = next departure) is not an overlap.
    const third = await makeTrip(t, route.id, route.inbound, '07:00', '08:00');
    expect((await put(route.id, third.code, { version: third.version, vehicle_id: bus })).status).toBe(200);
  });

  it('expired documents and inactive staff or buses are errors; documents ending soon are warnings', async () => {
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '09:00', '10:00');
    const expiredDriver = await makeStaff(t, 6, { licence_expires_on: '2026-11-22' });
    await refusedWith(route.id, trip, { driver_id: expiredDriver }, 'licence_expired');
    const oldBus = await makeVehicle(t, {
      inspection_expires_on: '2026-11-01',
      badge_expires_on: '2026-01-01',
    });
    const body = await refusedWith(route.id, trip, { vehicle_id: oldBus }, 'inspection_expired');
    expect(body.conflicts.map((c: { code: string }) => c.code)).toContain('badge_expired');
    const inactive = await makeStaff(t, 6, { status: 'inactive' });
    await refusedWith(route.id, trip, { driver_id: inactive }, 'inactive_staff');
    const parked = await makeVehicle(t, { status: 'inactive' });
    await refusedWith(route.id, trip, { vehicle_id: parked }, 'inactive_vehicle');

    const soon = await makeStaff(t, 6, { licence_expires_on: '2026-11-26' });
    const warned = await refusedWith(route.id, trip, { driver_id: soon }, 'licence_expiring');
    expect(warned.conflicts[0]).toMatchObject({ severity: 'warning', trip_code: trip.code });
    expect(warned.message).toMatch(/cảnh báo/);
    const accepted = await put(route.id, trip.code, {
      version: trip.version,
      driver_id: soon,
      accept_warnings: true,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { userId } = await t.signIn(INSIDER.phone);
    expect(accepted.body.route_trip.accepted_warnings).toEqual([
      expect.objectContaining({ code: 'licence_expiring', accepted_by: userId }),
    ]);
    expect(accepted.body.route_trip.conflicts).toEqual([
      expect.objectContaining({ code: 'licence_expiring', severity: 'warning' }),
    ]);
    const history = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { trip_code: trip.code },
    });
    expect(history.body.items[0]).toMatchObject({ action: 'assign' });
    expect(history.body.items[0].accepted_warnings[0]).toMatchObject({
      code: 'licence_expiring',
      accepted_by: userId,
    });
  });

  it("another company's employee, bus or line answers 404 and nothing is saved", async () => {
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '10:00', '10:30');
    const theirDriver = await makeStaff(t, 6, {}, OUTSIDER.phone);
    const theirConductor = await makeStaff(t, 5, {}, OUTSIDER.phone);
    const theirBus = await makeVehicle(t, {}, OUTSIDER.phone);
    const theirRoute = await makeRoute(t, OUTSIDER.phone);
    const before = await t.digest();
    for (const body of [
      { driver_id: theirDriver },
      { conductor_id: theirConductor },
      { vehicle_id: theirBus },
    ]) {
      expect((await put(route.id, trip.code, { version: 1, ...body })).status).toBe(404);
      const created = await t.call('POST', `/dispatch/routes/${route.id}/trips`, {
        as: INSIDER.phone,
        body: {
          line_id: route.outbound,
          planned_departure: at('20:00'),
          planned_arrival: at('20:30'),
          ...body,
        },
      });
      expect(created.status).toBe(404);
    }
    const otherLine = await t.call('POST', `/dispatch/routes/${route.id}/trips`, {
      as: INSIDER.phone,
      body: { line_id: theirRoute.outbound, planned_departure: at('20:00'), planned_arrival: at('20:30') },
    });
    expect(otherLine.status).toBe(404);
    expect(await t.digest()).toBe(before);
  });

  it('a conductor is not a driver, nor a driver a conductor (409 in Vietnamese)', async () => {
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '11:00', '12:00');
    const conductor = await makeStaff(t, 5);
    const driver = await makeStaff(t, 6);
    const a = await put(route.id, trip.code, { version: 1, driver_id: conductor });
    expect(a.status).toBe(409);
    expect(a.body.message).toMatch(/không phải lái xe/);
    const b = await put(route.id, trip.code, { version: 1, conductor_id: driver });
    expect(b.body.message).toMatch(/không phải phụ xe/);
  });

  it('day and continuous driving limits; the week limit counts other days', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    // 05:00-09:05 without a break: more than 4 hours (a warning).
    const long = await makeTrip(t, route.id, route.outbound, '05:00', '09:05');
    await refusedWith(route.id, long, { driver_id: driver }, 'continuous_limit');
    expect(
      (await put(route.id, long.code, { version: 1, driver_id: driver, accept_warnings: true })).status,
    ).toBe(200);
    await makeTrip(t, route.id, route.inbound, '09:30', '13:30', {
      driver_id: driver,
      accept_warnings: true,
    });
    // 245 + 240 + 125 = 610 minutes > 600: an error, even with warnings accepted.
    const third = await makeTrip(t, route.id, route.outbound, '14:00', '16:05');
    const res = await put(route.id, third.code, { version: 1, driver_id: driver, accept_warnings: true });
    expect(res.status).toBe(409);
    expect(res.body.conflicts).toEqual([expect.objectContaining({ code: 'day_limit', severity: 'error' })]);
    expect(res.body.conflicts[0].message).toMatch(/10 giờ 10 phút/);

    // The week: five earlier days of 9.5 hours (2,850 minutes) stored for another driver, then 31 more.
    const weekly = await makeStaff(t, 6);
    const [staff] = await t.services.database.db.select().from(busStaff).where(eq(busStaff.id, weekly));
    const [stored] = await t.services.database.db
      .select()
      .from(routeTrips)
      .where(eq(routeTrips.code, long.code));
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      await t.services.database.db.insert(routeTrips).values({
        companyId: stored!.companyId,
        routeId: route.id,
        code: `WEEK-${weekly}-${day}`,
        serviceDate: day,
        plannedDeparture: new Date(at('05:00', day)),
        plannedArrival: new Date(at('14:30', day)),
        driverId: weekly,
        driverUserId: staff!.userId,
        status: 'assigned',
      });
    const sunday = await t.call('POST', `/dispatch/routes/${route.id}/trips`, {
      as: INSIDER.phone,
      body: {
        line_id: route.outbound,
        planned_departure: at('05:00', '2026-11-29'),
        planned_arrival: at('05:31', '2026-11-29'),
      },
    });
    const week = await put(route.id, sunday.body.route_trip.code, { version: 1, driver_id: weekly });
    expect(week.status).toBe(409);
    expect(week.body.conflicts.map((c: { code: string }) => c.code)).toEqual(['week_limit']);
  });

  it("the same person on another company's overlapping trip: refused, that trip never named", async () => {
    const driverPhone = '0987654321';
    const mine = await t.call('POST', '/bus/staff', {
      as: INSIDER.phone,
      body: { phone_number: driverPhone, full_name: 'Lái xe hai nơi', role: 6 },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const theirs = await t.call('POST', '/bus/staff', {
      as: OUTSIDER.phone,
      body: { phone_number: driverPhone, full_name: 'Lái xe hai nơi', role: 6 },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const theirRoute = await makeRoute(t, OUTSIDER.phone);
    const theirTrip = await makeTrip(
      t,
      theirRoute.id,
      theirRoute.outbound,
      '17:00',
      '18:00',
      { driver_id: theirs.body.id },
      OUTSIDER.phone,
    );
    const route = await makeRoute(t);
    const trip = await makeTrip(t, route.id, route.outbound, '17:30', '18:30');
    const res = await put(route.id, trip.code, { version: 1, driver_id: mine.body.id });
    expect(res.status).toBe(409);
    expect(res.body.conflicts).toEqual([
      {
        trip_code: trip.code,
        code: 'driver_other_company',
        severity: 'error',
        message: expect.stringContaining('ở đơn vị khác'),
        other_trip_code: null,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(theirTrip.code);
    expect(JSON.stringify(res.body)).not.toContain(`${DAY.replace(/-/g, '').slice(2)}-1700`);
  });
});
