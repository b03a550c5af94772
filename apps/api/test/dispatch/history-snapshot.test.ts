// A new trip's history row is written by PostgreSQL in the statement that inserts the trip
// (tripSnapshotSql); an update's by the API (tripSnapshot). Both must say the same thing the same way,
// or the history drawer would show changes that are not there.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTrips, tripChanges } from '../../src/db/schema/index.ts';
import { tripSnapshot } from '../../src/features/dispatch/trip-snapshot.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { INSIDER, makeRoute, makeStaff, makeTrip, makeVehicle } from './dispatch.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('history snapshots', () => {
  it('the SQL snapshot of a new trip equals the API snapshot of the stored row', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const vehicle = await makeVehicle(t);
    const trip = await makeTrip(t, route.id, route.outbound, '21:40', '23:05', {
      driver_id: driver,
      vehicle_id: vehicle,
      note: 'Chuyến tối',
    });
    const { db } = t.services.database;
    const [row] = await db.select().from(routeTrips).where(eq(routeTrips.id, trip.id));
    const [created] = await db.select().from(tripChanges).where(eq(tripChanges.tripId, trip.id));
    expect(created!.before).toBeNull();
    expect(created!.after).toEqual(tripSnapshot(row!));
    expect(created!.changedByName).toEqual(expect.any(String));

    // An update's row (API snapshot) after it: the drawer diffs the two without false changes.
    const res = await t.call('PUT', `/dispatch/routes/${route.id}/trips/${trip.code}`, {
      as: INSIDER.phone,
      body: { version: trip.version, note: 'Đổi ghi chú' },
    });
    expect(res.status).toBe(200);
    const rows = await db.select().from(tripChanges).where(eq(tripChanges.tripId, trip.id));
    const update = rows.find((r) => r.action !== created!.action)!;
    const changed = Object.keys(update.after ?? {}).filter(
      (k) => JSON.stringify(update.after?.[k]) !== JSON.stringify(update.before?.[k]),
    );
    expect(changed.sort()).toEqual(['note', 'version']);
    expect(update.before).toEqual(created!.after);
  });
});
