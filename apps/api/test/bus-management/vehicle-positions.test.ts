// Live positions through the API: GTFS-RT protobuf and JSON feeds, unknown and other companies'
// devices ignored, out-of-order reports not moving a bus back, out-of-range coordinates refused with
// nothing written, the stale flag, a batch on the SSE stream after a feed, the history prune.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclePositionHistory, vehiclePositions } from '../../src/db/schema/index.ts';
import { encodeProtobufFeed } from '../../src/features/bus-management/position.decode.ts';
import { pruneHistory } from '../../src/features/bus-management/position.prune.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { openSse } from '../notifications/sse.ts';
import { addBus, companyId, feedOf, INSIDER, OUTSIDER } from './position.fixtures.ts';

const URL = '/bus-management/vehicle-positions';
const nowSeconds = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let busA: number;
let busB: number;
let outsiderBus: number;
beforeAll(async () => {
  t = await createTestApp();
  const pn = await companyId(t, 'phuongNam');
  const qt = await companyId(t, 'quyetThang');
  busA = await addBus(t, pn, '51B-111.11', 'DEV-A');
  busB = await addBus(t, pn, '51B-222.22', 'DEV-B');
  outsiderBus = await addBus(t, qt, '51B-333.33', 'DEV-Q');
}, 180_000);
afterAll(() => t.close());

const latest = async (vehicleId: number) => {
  const [row] = await t.services.database.db
    .select()
    .from(vehiclePositions)
    .where(eq(vehiclePositions.vehicleId, vehicleId));
  return row;
};

describe('vehicle positions', () => {
  it('records a JSON feed, ignoring unknown devices, and lists it fresh', async () => {
    const at = nowSeconds();
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf(
        { id: 'DEV-A', lat: 10.77, lng: 106.7, at, trip: 'L999999-0600' },
        { id: 'NOPE', lat: 10, lng: 106, at },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ accepted: 1, ignored: 1, refused: [] });

    const list = await t.call('GET', URL, { as: INSIDER.phone });
    expect(list.status).toBe(200);
    const a = list.body.items.find((i: { vehicle_id: number }) => i.vehicle_id === busA);
    expect(a).toMatchObject({
      lat: 10.77,
      lng: 106.7,
      plate: '51B-111.11',
      trip_id: 'L999999-0600',
      stale: false,
    });
    expect(a.line_id).toBeNull(); // no such line in the company
    const b = list.body.items.find((i: { vehicle_id: number }) => i.vehicle_id === busB);
    expect(b).toMatchObject({ lat: null, reported_at: null, stale: true });
    expect(list.body.items.some((i: { vehicle_id: number }) => i.vehicle_id === outsiderBus)).toBe(false);
  });

  it('records a GTFS-Realtime protobuf FeedMessage', async () => {
    const bytes = encodeProtobufFeed([
      {
        deviceId: 'DEV-B',
        lat: 10.8,
        lng: 106.65,
        bearing: 180,
        speed: 6,
        reportedAt: new Date((nowSeconds() + 3) * 1000),
        tripId: 'T-1',
        currentStopSequence: 4,
      },
    ]);
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: Buffer.from(bytes),
      headers: { 'content-type': 'application/x-protobuf' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ accepted: 1, ignored: 0, refused: [] });
    expect(await latest(busB)).toMatchObject({
      lat: 10.8,
      lng: 106.65,
      tripId: 'T-1',
      currentStopSequence: 4,
    });
  });

  it('refuses unreadable protobuf with 400', async () => {
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: Buffer.from([0xff, 0xff, 0xff, 0x01]),
      headers: { 'content-type': 'application/x-protobuf' },
    });
    expect(res.status).toBe(400);
  });

  it("cannot write another company's bus: its device id is unknown here", async () => {
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-Q', lat: 11, lng: 107, at: nowSeconds() }),
    });
    expect(res.body).toEqual({ accepted: 0, ignored: 1, refused: [] });
    expect(await latest(outsiderBus)).toBeUndefined();
    const own = await t.call('POST', URL, {
      as: OUTSIDER.phone,
      body: feedOf({ id: 'DEV-Q', lat: 11, lng: 107, at: nowSeconds() }),
    });
    expect(own.body).toEqual({ accepted: 1, ignored: 0, refused: [] });
  });

  it('does not move a bus back to an older report, but keeps it in the history', async () => {
    const at = nowSeconds() + 5;
    await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-A', lat: 10.5, lng: 106.5, at }),
    });
    const late = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-A', lat: 1, lng: 1, at: at - 30 }),
    });
    expect(late.body).toEqual({ accepted: 1, ignored: 0, refused: [] });
    expect(await latest(busA)).toMatchObject({ lat: 10.5, lng: 106.5 });
    const history = await t.services.database.db
      .select()
      .from(vehiclePositionHistory)
      .where(eq(vehiclePositionHistory.vehicleId, busA));
    expect(history.some((h) => h.lat === 1)).toBe(true);
  });

  it('refuses out-of-range coordinates with 400 and writes nothing', async () => {
    const before = await t.digest();
    for (const [lat, lng] of [
      [91, 106],
      [10, 181],
    ] as const) {
      const res = await t.call('POST', URL, {
        as: INSIDER.phone,
        body: feedOf(
          { id: 'DEV-A', lat: 10, lng: 106, at: nowSeconds() },
          { id: 'DEV-B', lat, lng, at: nowSeconds() },
        ),
      });
      expect(res.status).toBe(400);
    }
    const bad = encodeProtobufFeed([
      {
        deviceId: 'DEV-A',
        lat: -95,
        lng: 0,
        bearing: null,
        speed: null,
        reportedAt: new Date(),
        tripId: null,
        currentStopSequence: null,
      },
    ]);
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: Buffer.from(bad),
      headers: { 'content-type': 'application/x-protobuf' },
    });
    expect(res.status).toBe(400);
    expect(await t.digest()).toBe(before);
  });

  it('flags a position older than 60 s as stale', async () => {
    const at = nowSeconds() - 120;
    const pn = await companyId(t, 'phuongNam');
    const old = await addBus(t, pn, '51B-444.44', 'DEV-OLD');
    await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-OLD', lat: 10.7, lng: 106.6, at }),
    });
    const list = await t.call('GET', URL, { as: INSIDER.phone });
    expect(list.body.items.find((i: { vehicle_id: number }) => i.vehicle_id === old)).toMatchObject({
      lat: 10.7,
      stale: true,
    });
  });

  it('sends a batch on the SSE stream after a feed', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openSse(`${base}${URL}/stream`, {
      'x-access-token': 'busops-admin',
      ...(await t.as(INSIDER.phone)),
    });
    try {
      expect(stream.status).toBe(200);
      await t.call('POST', URL, {
        as: INSIDER.phone,
        body: feedOf({ id: 'DEV-B', lat: 10.81, lng: 106.61, at: nowSeconds() + 10 }),
      });
      for (;;) {
        const event = await stream.next(10_000);
        expect(event.event).toBe('positions');
        const batch = JSON.parse(event.data) as Array<{ vehicle_id: number; lat: number }>;
        const b = batch.find((p) => p.vehicle_id === busB);
        if (b?.lat === 10.81) break;
      }
      const outsider = await t.call('POST', URL, {
        as: OUTSIDER.phone,
        body: feedOf({ id: 'DEV-Q', lat: 11.1, lng: 107, at: nowSeconds() + 10 }),
      });
      expect(outsider.body.accepted).toBe(1);
      await new Promise((r) => setTimeout(r, 2_500));
      // Only this company's buses: the other company's report never reaches this stream.
      while (stream.pending() > 0) {
        const batch = JSON.parse((await stream.next()).data) as Array<{ vehicle_id: number }>;
        expect(batch.some((p) => p.vehicle_id === outsiderBus)).toBe(false);
      }
    } finally {
      stream.close();
    }
  });

  it('prunes history older than the cut-off', async () => {
    const pn = await companyId(t, 'phuongNam');
    const deleted = await pruneHistory(t.services.database.db, pn, new Date(Date.now() + 60_000));
    expect(deleted).toBeGreaterThan(0);
    const left = await t.services.database.db
      .select()
      .from(vehiclePositionHistory)
      .where(eq(vehiclePositionHistory.companyId, pn));
    expect(left).toEqual([]);
  });
});
