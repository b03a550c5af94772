// Statistics by driver hours' fares under racing writers on PostgreSQL (pooled connections): 8 devices
// send batches of fares onto 4 trips while dispatch changes those trips' drivers through the API, over and
// over. The fare trigger adds a fare to its trip's current driver and a change of driver moves the trip's
// fares already written: whichever commits first, the other must see it (the trips' share and row locks,
// migration 0022). In the end every fare is under the driver each trip has now, the reconciliation finds
// no difference, and no request deadlocks or fails with a 5xx.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileDriverDays } from '../../src/features/reports/driver-day.reconcile.ts';
import { companyId, INSIDER } from '../bus-management/position.fixtures.ts';
import { makeStaff } from '../dispatch/dispatch.fixture.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { addTrips, createDeviceKey, fareOn, postEvents, type Trip } from '../ledger/fare.fixtures.ts';

const DEVICES = 8;
const BATCHES = 3;
const PER_BATCH = 200;
const CHANGES = 24;

let t: TestApp;
let pn: number;
let keys: string[];
let trips: Trip[];
let drivers: number[];
beforeAll(async () => {
  t = await createTestApp({ machineKeyCallsPerMinute: 100_000 });
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  pn = await companyId(t, 'phuongNam');
  keys = [];
  for (let d = 0; d < DEVICES; d++)
    keys.push(await createDeviceKey(t, INSIDER.phone, `Máy lái xe song song ${d}`));
  // Four trips two hours apart (one driver may hold any two of them), planned: their drivers can change.
  trips = [];
  for (let i = 0; i < 4; i++)
    trips.push(...(await addTrips(t, pn, 1, { status: 'planned', minuteOffset: 600 + i * 120 })));
  drivers = [await makeStaff(t, 6), await makeStaff(t, 6), await makeStaff(t, 6)];
}, 180_000);
afterAll(() => t.close());

describe('driver rollup under fares and driver changes at once', () => {
  it('keeps every fare under the driver its trip has now', async () => {
    const batch = (d: number, b: number) =>
      Array.from({ length: PER_BATCH }, (_, i) => {
        const sequence = b * PER_BATCH + i;
        return fareOn(trips[sequence % trips.length]!, `HS-DRV-${d}`, sequence, {
          payment_type: sequence % 3 === 0 ? 'QR' : 'CASH',
          fare_media: sequence % 3 === 0 ? 'qr_code' : 'paper_ticket',
        });
      });
    const sends = Array.from(
      { length: DEVICES * BATCHES },
      (_, n) => () => postEvents(t, keys[n % DEVICES]!, batch(n % DEVICES, Math.floor(n / DEVICES))),
    );
    // Per trip, a dispatcher saves a new driver 6 times in a row (drivers[n % 3], nobody every fourth),
    // each save with the version the last one answered; the 4 trips' dispatchers and the devices at once.
    const versions = (await t.services.database.db.execute(
      sql`select code, version from route_trips where company_id = ${pn} and code in ${sql.raw(
        `(${trips.map((trip) => `'${trip.code}'`).join(',')})`,
      )}`,
    )) as unknown as { rows: Array<{ code: string; version: number }> };
    const dispatcher = async (trip: Trip) => {
      let version = versions.rows.find((r) => r.code === trip.code)!.version;
      const answers = [];
      for (let n = 0; n < CHANGES / trips.length; n++) {
        const res = await t.call('PUT', `/dispatch/routes/${trip.routeId}/trips/${trip.code}`, {
          as: INSIDER.phone,
          body: { version, driver_id: n % 4 === 3 ? null : drivers[(n + trip.code.length) % 3] },
        });
        version = res.body.route_trip?.version ?? version;
        answers.push(res);
      }
      return answers;
    };
    const [fareAnswers, changeAnswers] = await Promise.all([
      Promise.all(sends.map((send) => send())),
      Promise.all(trips.map(dispatcher)),
    ]);
    const answers = [...fareAnswers, ...changeAnswers.flat()];
    expect(changeAnswers.flat()).toHaveLength(CHANGES);
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(fareAnswers.reduce((sum, a) => sum + a.body.accepted, 0)).toBe(DEVICES * BATCHES * PER_BATCH);

    const { db } = t.services.database;
    expect((await reconcileDriverDays(db, { companyId: pn })).differences).toEqual([]);
    // By hand: each trip's fares (7,000 ₫ each) under its driver now.
    const rows = (await db.execute(sql`
      select coalesce(r.driver_id, 0) driver, count(*)::int fares
        from fare_transactions f join route_trips r on r.company_id = f.company_id and r.code = f.trip_id_performed
       where f.company_id = ${pn} and f.device_id like 'HS-DRV-%' group by 1 order by 1`)) as unknown as {
      rows: Array<{ driver: number; fares: number }>;
    };
    const rollup = (await db.execute(sql`
      select driver_id driver, sum(transactions)::int fares, sum(amount)::bigint::text amount from driver_day_fares
       where company_id = ${pn} and service_date = ${trips[0]!.serviceDate}
         and route_id = ${trips[0]!.routeId} group by 1 having sum(transactions) <> 0 order by 1`)) as unknown as {
      rows: Array<{ driver: number; fares: number; amount: string }>;
    };
    expect(rollup.rows.map(({ driver, fares }) => ({ driver, fares }))).toEqual(rows.rows);
    expect(rollup.rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(
      DEVICES * BATCHES * PER_BATCH * 7000,
    );
  });
});
