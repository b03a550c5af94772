// The service rollup under racing writers on PostgreSQL (pooled connections): 12 running trips of one
// route and day (one hot rollup row), each confirmed arrived and marked lost at the same moment (two
// different moves of the same trip), and a note written over all of them at once. One move wins per trip
// (the trip's row lock and version); the rollup counts exactly the trips that ended done, with their
// minutes, and no statement deadlocks or fails with a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileRouteDayService } from '../../src/features/dispatch/route-day-service.reconcile.ts';
import { INSIDER, makeRoute, makeStaff, makeTrip, makeVehicle } from '../dispatch/dispatch.fixture.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const TRIPS = 12;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('route_day_service under racing moves', () => {
  it('counts exactly the trips that ended done when arrival and loss race', async () => {
    const route = await makeRoute(t);
    const trips = [];
    for (let i = 0; i < TRIPS; i++) {
      const hh = String(5 + i).padStart(2, '0');
      const driver = await makeStaff(t, 6);
      const bus = await makeVehicle(t);
      const trip = await makeTrip(t, route.id, route.outbound, `${hh}:00`, `${hh}:50`, {
        driver_id: driver,
        vehicle_id: bus,
      });
      const started = await t.call('POST', '/dispatch/route-trip/confirm-time', {
        as: INSIDER.phone,
        body: { route_id: route.id, trip_code: trip.code, actual_departure: `2026-11-23T${hh}:02:00+07:00` },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      trips.push({ ...trip, hh, version: started.body.route_trip.version as number });
    }
    const answers = await Promise.all(
      trips.flatMap((trip) => [
        t.call('POST', '/dispatch/route-trip/confirm-time', {
          as: INSIDER.phone,
          body: {
            route_id: route.id,
            trip_code: trip.code,
            version: trip.version,
            actual_arrival: `2026-11-23T${trip.hh}:49:00+07:00`,
          },
        }),
        t.call('PUT', `/dispatch/routes/${route.id}/trips/${trip.code}`, {
          as: INSIDER.phone,
          body: { version: trip.version, status: 'lost', note: 'Xe hỏng giữa đường' },
        }),
      ]),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    // Per trip exactly one of its two moves won.
    for (let i = 0; i < TRIPS; i++)
      expect(answers.slice(2 * i, 2 * i + 2).filter((a) => a.status === 200)).toHaveLength(1);
    const done = answers.filter((a, i) => i % 2 === 0 && a.status === 200).length;
    // The rollup: the trips that ended done, 47 minutes each; equal to the trips themselves.
    const db = t.services.database.db;
    const { differences } = await reconcileRouteDayService(db);
    expect(differences).toEqual([]);
    const report = await t.call(
      'GET',
      `/reports/yield-and-revenue?date_from=2026-11-23&date_to=2026-11-23&route_ids=${route.id}`,
      { as: INSIDER.phone },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.totals).toMatchObject({
      timed_trips: done,
      revenue_hours: Math.round(((done * 47) / 60) * 100) / 100,
    });
  });
});
