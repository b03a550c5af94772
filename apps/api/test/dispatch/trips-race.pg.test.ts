// Parallel assignments on PostgreSQL (pooled connections): 20 dispatchers put the same driver on 20
// overlapping trips at once. The checks of each save cannot see the others' uncommitted rows; the
// exclusion constraint decides: exactly one wins, the other 19 get a Vietnamese 409, never a 500.
// Two different moves at once: a ticket set handed to a trip while the trip is deleted; one of them
// wins, and no set is ever left without its trip.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTrips, ticketSets } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { INSIDER, makeRoute, makeStaff, makeTrip } from './dispatch.fixture.ts';

const RACERS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('parallel assigns on PostgreSQL', () => {
  it('lets exactly one of 20 overlapping assignments of one driver win', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const trips = [];
    for (let i = 0; i < RACERS; i++) {
      const minute = String(i).padStart(2, '0');
      trips.push(await makeTrip(t, route.id, route.outbound, `07:${minute}`, `08:${minute}`));
    }
    const answers = await Promise.all(
      trips.map((trip) =>
        t.call('PUT', `/dispatch/routes/${route.id}/trips/${trip.code}`, {
          as: INSIDER.phone,
          body: { version: trip.version, driver_id: driver },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toMatch(/trùng giờ/);
    const held = await t.services.database.db
      .select()
      .from(routeTrips)
      .where(eq(routeTrips.driverId, driver));
    expect(held).toHaveLength(1);
  });

  it('a set handed while its trip is deleted: one wins, never a set without its trip', async () => {
    const route = await makeRoute(t);
    const trips = [];
    for (let i = 0; i < 10; i++) {
      const minute = String(i).padStart(2, '0');
      trips.push(
        await makeTrip(t, route.id, route.outbound, `09:${minute}`, `09:${minute}`.replace('09:', '10:')),
      );
    }
    const answers = await Promise.all(
      trips.flatMap((trip, i) => [
        t.call('POST', `/dispatch/routes/${route.id}/trips/${trip.code}/ticket-sets`, {
          as: INSIDER.phone,
          body: { series: 'RACE/26', serial_from: i * 100 + 1, serial_to: i * 100 + 50, denomination: 7000 },
        }),
        t.call('DELETE', `/dispatch/routes/${route.id}/trips/${trip.code}`, {
          as: INSIDER.phone,
          body: { note: 'Huỷ lịch' },
        }),
      ]),
    );
    for (let i = 0; i < trips.length; i++) {
      const [hand, remove] = [answers[2 * i]!, answers[2 * i + 1]!];
      // Either the set came first (201) and the delete is refused (409), or the delete came first (200)
      // and the trip is gone for the set (404).
      expect(`${hand.status}/${remove.status}`).toMatch(/^(201\/409|404\/200)$/);
    }
    const db = t.services.database.db;
    const codes = trips.map((trip) => trip.code);
    const sets = await db
      .select({ code: ticketSets.tripCode })
      .from(ticketSets)
      .where(and(eq(ticketSets.routeId, route.id), inArray(ticketSets.tripCode, codes)));
    const left = await db
      .select({ code: routeTrips.code })
      .from(routeTrips)
      .where(and(eq(routeTrips.routeId, route.id), inArray(routeTrips.code, codes)));
    expect(sets.map((s) => s.code).sort()).toEqual(left.map((r) => r.code).sort());
  });
});
