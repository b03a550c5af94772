// A route with crews for the roster tests: drivers, a conductor and buses created through the API of
// their own screens, roster types through ours, and the day's trips inserted directly (the trips'
// own API is the board's work; here they only need to exist, open, at known times).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { busStaff, routeTrips } from '../../src/db/schema/index.ts';
import { makeRoute } from '../bus-management/route-fares.fixture.ts';
import { sampleVehicleInput } from '../bus-management/vehicle.sample.ts';
import { PN_ADMIN, QT_ADMIN } from '../employees/fixtures.ts';
import type { TestApp } from '../harness.ts';
import { sampleDriverSettingTypeInput } from './driver-setting-type.sample.ts';

export const TYPES_URL = '/dispatch/driver-setting-types';
export const crewsUrl = (routeId: number) => `/dispatch/routes/${routeId}/driver-setting`;
export const fillUrl = (routeId: number) => `/dispatch/routes/${routeId}/driver-setting/trips`;

let phoneSerial = 0;

/** An active staff member of the admin's company, by the employees API. */
export async function makeStaff(t: TestApp, fullName: string, role: 5 | 6, admin = PN_ADMIN) {
  phoneSerial += 1;
  const phone = `09187${String(Date.now() % 10_000).padStart(4, '0')}${phoneSerial % 10}`.slice(0, 10);
  const res = await t.call('POST', '/bus/staff', {
    as: admin,
    body: { phone_number: phone, full_name: fullName, role, password: 'matkhau123' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

export async function makeBus(t: TestApp, as: string) {
  const res = await t.call('POST', '/bus-management/vehicles', { as, body: sampleVehicleInput() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as number, plate: res.body.plate as string };
}

export async function makeType(
  t: TestApp,
  as: string,
  extra: Parameters<typeof sampleDriverSettingTypeInput>[0] = {},
) {
  const res = await t.call('POST', TYPES_URL, { as, body: sampleDriverSettingTypeInput(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** A trip of the route at Vietnam times 'HH:mm' of `day`; open unless a driver is given. */
export async function insertTrip(
  t: TestApp,
  route: { id: number; companyId: number },
  day: string,
  from: string,
  to: string,
  driverId: number | null = null,
) {
  let driverUserId: number | null = null;
  if (driverId !== null) {
    const [row] = await t.services.database.db
      .select({ userId: busStaff.userId })
      .from(busStaff)
      .where(eq(busStaff.id, driverId));
    driverUserId = row!.userId;
  }
  const [trip] = await t.services.database.db
    .insert(routeTrips)
    .values({
      companyId: route.companyId,
      routeId: route.id,
      code: `R${route.id}-${day}-${from}-${driverId ?? 'o'}`,
      serviceDate: day,
      plannedDeparture: new Date(`${day}T${from}:00+07:00`),
      plannedArrival: new Date(`${day}T${to}:00+07:00`),
      driverId,
      driverUserId,
      status: driverId === null ? 'planned' : 'assigned',
    })
    .returning({ id: routeTrips.id, code: routeTrips.code });
  return trip!;
}

/** A route of the admin's company (its lines inserted directly, as the fares tests do). */
export async function makeRosterRoute(t: TestApp, as: string) {
  const route = await makeRoute(t, as);
  const read = await t.call('GET', `/bus-management/routes/${route.id}`, { as });
  return { id: route.id, companyId: read.body.company_id as number };
}

export { PN_ADMIN, QT_ADMIN };
