// The day's trips through the API (issue 10): create and assign, the board with findings inline,
// status moves, stale versions, multi-edit with dry run, delete with notes, history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { DAY, INSIDER, makeRoute, makeStaff, makeTrip, makeVehicle, OUTSIDER } from './dispatch.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('trips of a day', () => {
  it('creates a trip, assigns it and answers it on the board with its code', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const bus = await makeVehicle(t);
    const trip = await makeTrip(t, route.id, route.outbound, '05:30', '06:25');
    expect(trip.code).toMatch(/-261123-0530-0$/);
    expect(trip.status).toBe('planned');
    const url = `/dispatch/routes/${route.id}/trips/${trip.code}`;
    const assigned = await t.call('PUT', url, {
      as: INSIDER.phone,
      body: { version: trip.version, driver_id: driver, vehicle_id: bus },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.message).toBe('Phân công thành công!');
    expect(assigned.body.route_trip).toMatchObject({ status: 'assigned', driver_id: driver, version: 2 });
    expect(assigned.body.route_trip.field_sources).toMatchObject({
      driver_id: 'manual',
      vehicle_id: 'manual',
    });

    const board = await t.call('GET', '/dispatch/trips', {
      as: INSIDER.phone,
      query: { date: DAY, route_id: route.id },
    });
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect(board.body.items.map((r: { code: string }) => r.code)).toEqual([trip.code]);
    expect(board.body.items[0].vehicle_plate).toBeTruthy();

    const other = await t.call('GET', url, { as: OUTSIDER.phone });
    expect(other.status).toBe(404);
    const hidden = await t.call('GET', '/dispatch/trips', {
      as: OUTSIDER.phone,
      query: { date: DAY, route_id: route.id },
    });
    expect(hidden.body.items).toEqual([]);
  });

  it('refuses the same driver on overlapping trips, naming the other trip', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const first = await makeTrip(t, route.id, route.outbound, '07:00', '08:00', { driver_id: driver });
    const second = await makeTrip(t, route.id, route.inbound, '07:30', '08:30');
    const res = await t.call('PUT', `/dispatch/routes/${route.id}/trips/${second.code}`, {
      as: INSIDER.phone,
      body: { version: second.version, driver_id: driver },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.conflicts).toEqual([
      expect.objectContaining({
        trip_code: second.code,
        code: 'driver_overlap',
        other_trip_code: first.code,
      }),
    ]);
    expect(res.body.conflicts[0].message).toContain('07:00');
  });
});
