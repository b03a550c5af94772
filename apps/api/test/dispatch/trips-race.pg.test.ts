// Parallel assignments on PostgreSQL (pooled connections): 20 dispatchers put the same driver on 20
// overlapping trips at once. The checks of each save cannot see the others' uncommitted rows; the
// exclusion constraint decides: exactly one wins, the other 19 get a Vietnamese 409, never a 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTrips } from '../../src/db/schema/index.ts';
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
});
