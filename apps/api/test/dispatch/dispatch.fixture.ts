// A route with its two lines, drivers, conductors and buses made through the API, and trips on a
// fixed service day, for the dispatch tests. Times are Vietnam time (UTC+7).
import { expect } from 'vitest';
import { INSIDER, makeRoute, OUTSIDER } from '../bus-management/route-fares.fixture.ts';
import { sampleVehicleInput } from '../bus-management/vehicle.sample.ts';
import type { TestApp } from '../harness.ts';

export { INSIDER, makeRoute, OUTSIDER };
export const DAY = '2026-11-23';
export const at = (hhmm: string, day = DAY) => `${day}T${hhmm}:00+07:00`;

let phone = 0;
/** A new employee of the caller's company: role 6 driver, 5 conductor. */
export async function makeStaff(
  t: TestApp,
  role: 5 | 6,
  extra: Record<string, unknown> = {},
  as = INSIDER.phone,
): Promise<number> {
  phone += 1;
  const res = await t.call('POST', '/bus/staff', {
    as,
    body: {
      phone_number: `09${String(process.pid % 100).padStart(2, '0')}${String(700_000 + phone).padStart(6, '0')}`,
      full_name: `${role === 6 ? 'Lái xe' : 'Phụ xe'} thử ${phone}`,
      role,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

export async function makeVehicle(t: TestApp, extra: Record<string, unknown> = {}, as = INSIDER.phone) {
  const res = await t.call('POST', '/bus-management/vehicles', { as, body: sampleVehicleInput(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

export async function makeTrip(
  t: TestApp,
  routeId: number,
  lineId: number,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
  as = INSIDER.phone,
) {
  const res = await t.call('POST', `/dispatch/routes/${routeId}/trips`, {
    as,
    body: { line_id: lineId, planned_departure: at(from), planned_arrival: at(to), ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.route_trip as { id: number; code: string; version: number; status: string };
}
