// Issue 18 findings 5 and 7: a report's time and a feed's size. A position measured far ahead of the
// server's clock (or a week back) is refused on its own, listed with its reason, and neither moves the
// bus nor enters the history; a latest position already stored ahead of the clock gives way. One cap
// on entities for the JSON and the protobuf feed, answered 400 past it with nothing written, and a
// feed at the cap written in batched statements.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclePositionHistory, vehiclePositions } from '../../src/db/schema/index.ts';
import {
  encodeProtobufFeed,
  MAX_FEED_ENTITIES,
  type PositionReport,
} from '../../src/features/bus-management/position.decode.ts';
import { MAX_AGE_MS, MAX_AHEAD_MS } from '../../src/features/bus-management/position.time.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { addBus, companyId, feedOf, INSIDER } from './position.fixtures.ts';

const URL = '/bus-management/vehicle-positions';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The report: 2099-12-31 (Singapore). */
const YEAR_2099 = 4_102_444_000;

let t: TestApp;
let bus: number;
beforeAll(async () => {
  t = await createTestApp();
  bus = await addBus(t, await companyId(t, 'phuongNam'), '51B-555.55', 'DEV-T');
}, 180_000);
afterAll(() => t.close());

const latest = async () => {
  const [row] = await t.services.database.db
    .select()
    .from(vehiclePositions)
    .where(eq(vehiclePositions.vehicleId, bus));
  return row;
};
const historyCount = async () =>
  (
    await t.services.database.db
      .select()
      .from(vehiclePositionHistory)
      .where(eq(vehiclePositionHistory.vehicleId, bus))
  ).length;

const report = (at: Date, over: Partial<PositionReport> = {}): PositionReport => ({
  deviceId: 'DEV-T',
  lat: 10.7,
  lng: 106.6,
  bearing: null,
  speed: null,
  reportedAt: at,
  tripId: null,
  currentStopSequence: null,
  ...over,
});
const postProtobuf = (bytes: Uint8Array) =>
  t.call('POST', URL, {
    as: INSIDER.phone,
    body: Buffer.from(bytes),
    headers: { 'content-type': 'application/x-protobuf' },
  });

describe('the time of a report', () => {
  it('a position from 2099 is refused with its reason; the real one after it moves the bus', async () => {
    const before = await historyCount();
    const future = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-T', lat: 1.35, lng: 103.8, at: YEAR_2099 }),
    });
    expect(future.status, JSON.stringify(future.body)).toBe(200);
    expect(future.body).toMatchObject({ accepted: 0, ignored: 0 });
    expect(future.body.refused).toEqual([
      { index: 0, device_id: 'DEV-T', reason: expect.stringMatching(/sau giờ máy chủ/) },
    ]);
    expect(await latest()).toBeUndefined();
    expect(await historyCount()).toBe(before);

    const real = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-T', lat: 10.77, lng: 106.7, at: nowSeconds() }),
    });
    expect(real.body).toEqual({ accepted: 1, ignored: 0, refused: [] });
    expect(await latest()).toMatchObject({ lat: 10.77, lng: 106.7 });
  });

  it('a mixed feed: the good report is written, the future and the 1970 ones are listed', async () => {
    const before = await historyCount();
    const aheadOk = nowSeconds() + Math.floor(MAX_AHEAD_MS / 1000) - 60;
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf(
        { id: 'DEV-T', lat: 10.78, lng: 106.71, at: aheadOk },
        { id: 'DEV-T', lat: 1, lng: 1, at: nowSeconds() + Math.floor(MAX_AHEAD_MS / 1000) + 120 },
        { id: 'DEV-T', lat: 2, lng: 2, at: 1 },
        { id: 'DEV-T', lat: 3, lng: 3, at: nowSeconds() - Math.floor(MAX_AGE_MS / 1000) - 3600 },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(1);
    expect(res.body.refused.map((r: { index: number }) => r.index)).toEqual([1, 2, 3]);
    expect(res.body.refused[1].reason).toMatch(/cũ hơn 7 ngày/);
    expect(await historyCount()).toBe(before + 1);
    expect(await latest()).toMatchObject({ lat: 10.78, lng: 106.71 });
  });

  it('the protobuf form follows the same rule (also a uint64 time past 2100)', async () => {
    const before = await latest();
    const res = await postProtobuf(
      encodeProtobufFeed([
        report(new Date(YEAR_2099 * 1000), { lat: 1.35, lng: 103.8 }),
        report(new Date(10 ** 13), { lat: 1.36, lng: 103.9 }),
        report(new Date(1000), { lat: 1.37, lng: 103.7 }),
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.accepted).toBe(0);
    expect(res.body.refused.map((r: { index: number }) => r.index)).toEqual([0, 1, 2]);
    expect(await latest()).toMatchObject({ lat: before!.lat, lng: before!.lng });
  });

  it('a latest position stored ahead of the clock (before the rule) gives way to a real report', async () => {
    await t.services.database.db
      .update(vehiclePositions)
      .set({ lat: 1.35, lng: 103.8, reportedAt: new Date(YEAR_2099 * 1000) })
      .where(eq(vehiclePositions.vehicleId, bus));
    const res = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf({ id: 'DEV-T', lat: 10.79, lng: 106.72, at: nowSeconds() }),
    });
    expect(res.body.accepted).toBe(1);
    expect(await latest()).toMatchObject({ lat: 10.79, lng: 106.72 });
  });
});

describe('the size of a feed: one cap for both forms', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      report(new Date(Date.now() - (count - i) * 10), { lat: 10 + i / 1e5 }),
    );

  it('the cap is the contract’s maxItems of the JSON feed', () => {
    expect(MAX_FEED_ENTITIES).toBe(5000);
  });

  it('one past the cap is 400 in either form, nothing written; 20,000 entities is 400, not 500', async () => {
    const before = await t.digest();
    const json = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: feedOf(
        ...Array.from({ length: MAX_FEED_ENTITIES + 1 }, () => ({
          id: 'DEV-T',
          lat: 10,
          lng: 106,
          at: nowSeconds(),
        })),
      ),
    });
    expect(json.status).toBe(400);
    for (const count of [MAX_FEED_ENTITIES + 1, 20_000]) {
      const res = await postProtobuf(encodeProtobufFeed(many(count)));
      expect(res.status, `${count}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.message).toMatch(/tối đa 5\.000 vị trí/);
    }
    expect(await t.digest()).toBe(before);
  });

  it('a protobuf feed at the cap is written whole', async () => {
    const before = await historyCount();
    const res = await postProtobuf(encodeProtobufFeed(many(MAX_FEED_ENTITIES)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ accepted: MAX_FEED_ENTITIES, ignored: 0, refused: [] });
    expect(await historyCount()).toBe(before + MAX_FEED_ENTITIES);
  });
});
