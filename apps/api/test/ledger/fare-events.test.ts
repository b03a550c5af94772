// Fare events from devices (issue 20, ingestFareEvents): a device key of the company writes ledger rows
// from its trips (route, bus, conductor and driver taken from the trip); the same batch twice writes one
// set of rows; late events within 62 days are taken, older or future ones refused one by one in
// Vietnamese; another company's trip, route, stop or bus is refused; a key of another company writes
// nothing of this one; a void takes back its original once, an adjust carries the difference; the
// rollups equal the ledger throughout (reconcileLedger).
import { addDays, saigonToday } from '@busops/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fareTransactions } from '../../src/db/schema/index.ts';
import { reconcileLedger } from '../../src/features/ledger/ledger.reconcile.ts';
import { companyId, INSIDER, OUTSIDER } from '../bus-management/position.fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  addTrips,
  createDeviceKey,
  daysAgo,
  FARE_EVENTS,
  fareOn,
  postEvents,
  type Trip,
} from './fare.fixtures.ts';

let t: TestApp;
let pn: number;
let qt: number;
let key: string;
let outsiderKey: string;
let trips: Trip[];
let outsiderTrips: Trip[];

beforeAll(async () => {
  t = await createTestApp({ machineKeyCallsPerMinute: 100_000 });
  pn = await companyId(t, 'phuongNam');
  qt = await companyId(t, 'quyetThang');
  key = await createDeviceKey(t, INSIDER.phone, 'Máy bán vé PN-01');
  outsiderKey = await createDeviceKey(t, OUTSIDER.phone, 'Máy bán vé QT-01');
  trips = await addTrips(t, pn, 3);
  outsiderTrips = await addTrips(t, qt, 1);
}, 180_000);
afterAll(() => t.close());

/** The company's rows from devices (the seed's monthly-ticket orders wrote others). */
const rowsOf = (company: number) =>
  t.services.database.db
    .select()
    .from(fareTransactions)
    .where(and(eq(fareTransactions.companyId, company), isNotNull(fareTransactions.deviceId)))
    .orderBy(fareTransactions.id);

/** The ledger, its id registry and rollups: what a refused or replayed batch must leave as it was. */
async function ledgerDigest(): Promise<string> {
  const parts: string[] = [];
  for (const table of [
    'fare_transactions',
    'fare_transaction_ids',
    'fare_daily_totals',
    'fare_trip_totals',
  ]) {
    const result = (await t.services.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${table} x`),
    )) as unknown as { rows: Array<{ d: string }> };
    parts.push(`${table}:${result.rows[0]!.d}`);
  }
  return parts.join('\n');
}

async function expectReconciled() {
  const rows = await reconcileLedger(t.services.database.db);
  expect(rows.filter((r) => !r.ok)).toEqual([]);
  return rows;
}

describe('ingestFareEvents', () => {
  it('writes a batch from the trip, and the same batch again writes nothing more', async () => {
    const trip = trips[0]!;
    const batch = [
      fareOn(trip, 'HS-PN-01', 1),
      fareOn(trip, 'HS-PN-01', 2, { rider_category: 'hoc_sinh_sinh_vien', amount: 3_000 }),
      fareOn(trip, 'HS-PN-01', 3, { rider_category: 'nguoi_cao_tuoi', amount: 0 }),
      fareOn(trip, 'HS-PN-01', 4, {
        fare_action: 'pass_use',
        amount: 0,
        payment_type: 'SUBSCRIPTION',
        fare_media: 'nfc_card',
        token_id: '04A1B2C3D4E5F6',
      }),
      // Out of order, and the same event twice in one batch: written once.
      fareOn(trip, 'HS-PN-01', 6, { payment_type: 'QR', fare_media: 'qr_code' }),
      fareOn(trip, 'HS-PN-01', 5),
      fareOn(trip, 'HS-PN-01', 5),
    ];
    const first = await postEvents(t, key, batch);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ accepted: 6, duplicates: 1, refused: [] });
    const rows = await rowsOf(pn);
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.transactionId === 'HS-PN-01:1')).toMatchObject({
      serviceDate: trip.serviceDate,
      amount: 7_000,
      routeId: trip.routeId,
      tripIdPerformed: trip.code,
      vehicleId: trip.vehicleId,
      conductorId: trip.conductorId,
      driverId: trip.driverId,
      deviceId: 'HS-PN-01',
      deviceSequence: 1,
      numRiders: 1,
      ticketSerial: 'AA0000001',
    });
    expect(rows.every((r) => r.apiKeyId !== null && r.createdBy === null)).toBe(true);

    const digest = await ledgerDigest();
    const again = await postEvents(t, key, batch);
    expect(again.body).toEqual({ accepted: 0, duplicates: 7, refused: [] });
    expect(await ledgerDigest()).toBe(digest);
    const totals = await expectReconciled();
    expect(totals.find((r) => r.companyId === pn && r.serviceDate === trip.serviceDate)?.ledger).toEqual({
      amount: 7_000 + 3_000 + 7_000 + 7_000,
      riders: 6,
      transactions: 6,
    });
  });

  it('takes a late event within 62 days and refuses older, future and wrong ones one by one', async () => {
    const today = saigonToday();
    const [late] = await addTrips(t, pn, 1, { day: daysAgo(62), minuteOffset: 600 });
    const trip = trips[1]!;
    const old = daysAgo(63);
    const batch = [
      fareOn(late!, 'HS-PN-02', 1),
      fareOn(trip, 'HS-PN-02', 2, {
        service_date: old,
        event_timestamp: `${old}T08:00:00+07:00`,
        trip_code: undefined,
      }),
      fareOn(trip, 'HS-PN-02', 3, {
        service_date: addDays(today, 2),
        event_timestamp: new Date().toISOString(),
        trip_code: undefined,
      }),
      fareOn(trip, 'HS-PN-02', 4, { event_timestamp: new Date(Date.now() + 3_600_000).toISOString() }),
      fareOn(trip, 'HS-PN-02', 5, { amount: 0 }),
      fareOn(trip, 'HS-PN-02', 6, { rider_category: 'tre_em_duoi_6' }),
      fareOn(trip, 'HS-PN-02', 7, { fare_action: 'pass_purchase' }),
      fareOn(trip, 'HS-PN-02', 8, { trip_code: 'ZZ-010101-0000-0' }),
      fareOn(trip, 'HS-PN-02', 9, { fare_action: 'refund', amount: 5_000 }),
      fareOn(trip, 'HS-PN-02', 10, { fare_action: 'void', amount: -7_000 }),
      fareOn(trip, 'HS-PN-02', 11, { service_date: '2026-02-30' }),
      fareOn(late!, 'HS-PN-02', 12, {
        service_date: trip.serviceDate,
        event_timestamp: fareOn(trip, 'x', 0).event_timestamp,
      }),
    ];
    const digestBefore = await rowsOf(pn);
    const res = await postEvents(t, key, batch);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.accepted).toBe(1);
    expect(res.body.duplicates).toBe(0);
    expect(res.body.refused.map((r: { index: number }) => r.index)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(res.body.refused.map((r: { sequence: number }) => r.sequence)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const messages = res.body.refused.map((r: { message: string }) => r.message);
    expect(messages[0]).toMatch(/đã quá 62 ngày/);
    expect(messages[1]).toMatch(/ở tương lai/);
    expect(messages[2]).toMatch(/sau giờ máy chủ hơn 5 phút/);
    expect(messages[3]).toBe('Vé lượt phải có số tiền lớn hơn 0 ₫');
    expect(messages[4]).toMatch(/Trẻ em dưới 6 tuổi được miễn vé/);
    expect(messages[5]).toMatch(/Vé tháng chỉ bán qua đơn vé tháng/);
    expect(messages[6]).toBe('Không tìm thấy chuyến ZZ-010101-0000-0 của công ty');
    expect(messages[7]).toMatch(/Hoàn tiền ghi số tiền âm/);
    expect(messages[8]).toMatch(/phải ghi mã giao dịch được sửa/);
    expect(messages[9]).toBe('Ngày phục vụ không phải là một ngày có thật');
    expect(messages[10]).toMatch(/^Chuyến .* chạy ngày \d\d\/\d\d\/\d{4}, không phải ngày/);
    const after = await rowsOf(pn);
    expect(after.length - digestBefore.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ transactionId: 'HS-PN-02:1', serviceDate: late!.serviceDate });
    await expectReconciled();
  });

  it("refuses another company's trip, route, stop and bus per event, and a cancelled trip", async () => {
    const trip = trips[2]!;
    const { db } = t.services.database;
    const foreign = (await db.execute(sql`
      select (select id from routes where company_id = ${qt} limit 1) as route,
             (select id from stops where company_id = ${qt} limit 1) as stop,
             (select id from vehicles where company_id = ${qt} limit 1) as vehicle`)) as unknown as {
      rows: Array<{ route: number; stop: number; vehicle: number }>;
    };
    const other = foreign.rows[0]!;
    const [cancelled] = await addTrips(t, pn, 1, { status: 'cancelled', minuteOffset: 900 });
    const res = await postEvents(t, key, [
      fareOn(outsiderTrips[0]!, 'HS-PN-03', 1),
      fareOn(trip, 'HS-PN-03', 2, { trip_code: undefined, route_id: Number(other.route) }),
      fareOn(trip, 'HS-PN-03', 3, { stop_id: Number(other.stop) }),
      fareOn(trip, 'HS-PN-03', 4, { vehicle_id: Number(other.vehicle) }),
      fareOn(cancelled!, 'HS-PN-03', 5),
      fareOn(trip, 'HS-PN-03', 6),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(1);
    expect(res.body.refused.map((r: { message: string }) => r.message)).toEqual([
      `Không tìm thấy chuyến ${outsiderTrips[0]!.code} của công ty`,
      `Không tìm thấy tuyến ${other.route} của công ty`,
      `Không tìm thấy điểm dừng ${other.stop} của công ty`,
      `Không tìm thấy xe ${other.vehicle} của công ty`,
      `Chuyến ${cancelled!.code} đã huỷ, không thu vé được`,
    ]);
  });

  it("a key of another company writes into its own company only, never this one's", async () => {
    const before = await rowsOf(pn);
    const res = await postEvents(t, outsiderKey, [
      fareOn(trips[0]!, 'HS-PN-01', 1),
      fareOn(trips[0]!, 'HS-QT-01', 1),
    ]);
    expect(res.status).toBe(200);
    // The same device id and sequence in another company is another transaction, and the trip is not its.
    expect(res.body).toMatchObject({ accepted: 0, duplicates: 0 });
    expect(res.body.refused).toHaveLength(2);
    expect(await rowsOf(pn)).toEqual(before);
    const own = await postEvents(t, outsiderKey, [fareOn(outsiderTrips[0]!, 'HS-PN-01', 1)]);
    expect(own.body).toEqual({ accepted: 1, duplicates: 0, refused: [] });
    const rows = await rowsOf(qt);
    expect(rows.map((r) => [r.transactionId, r.companyId])).toEqual([['HS-PN-01:1', qt]]);
    expect(await rowsOf(pn)).toEqual(before);
  });

  it('a void takes its original back once, an adjust carries the difference, rollups stay exact', async () => {
    const trip = trips[0]!;
    const res = await postEvents(t, key, [
      fareOn(trip, 'HS-PN-04', 1, { amount: 7_000 }),
      fareOn(trip, 'HS-PN-04', 2, { amount: 6_000, payment_type: 'CARD', fare_media: 'bank_card' }),
      // Corrections in the same batch as their originals, and of an earlier batch's row.
      fareOn(trip, 'HS-PN-04', 3, {
        fare_action: 'void',
        amount: -7_000,
        corrects_transaction_id: 'HS-PN-04:1',
      }),
      fareOn(trip, 'HS-PN-04', 4, {
        fare_action: 'adjust',
        amount: -1_000,
        corrects_transaction_id: 'HS-PN-04:2',
      }),
      fareOn(trip, 'HS-PN-04', 5, {
        fare_action: 'void',
        amount: -7_000,
        corrects_transaction_id: 'HS-PN-04:1',
      }),
      fareOn(trip, 'HS-PN-04', 6, {
        fare_action: 'void',
        amount: -5_000,
        corrects_transaction_id: 'HS-PN-01:1',
      }),
      fareOn(trip, 'HS-PN-04', 7, { fare_action: 'void', amount: 0, corrects_transaction_id: 'HS-PN-04:4' }),
      fareOn(trip, 'HS-PN-04', 8, {
        fare_action: 'adjust',
        amount: 500,
        corrects_transaction_id: 'HS-QT-01:1',
      }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.accepted).toBe(4);
    expect(res.body.refused.map((r: { message: string }) => r.message)).toEqual([
      'Giao dịch HS-PN-04:1 đã bị huỷ',
      'Huỷ giao dịch HS-PN-01:1 phải ghi số tiền -7.000 ₫ (âm số tiền gốc)',
      'Giao dịch HS-PN-04:4 là một bút toán sửa: sửa giao dịch gốc của nó',
      'Không tìm thấy giao dịch HS-QT-01:1 của công ty để sửa',
    ]);
    const rows = (await rowsOf(pn)).filter((r) => r.deviceId === 'HS-PN-04');
    const void_ = rows.find((r) => r.transactionId === 'HS-PN-04:3')!;
    expect(void_).toMatchObject({
      amount: -7_000,
      numRiders: 0,
      correctsTransactionId: 'HS-PN-04:1',
      routeId: trip.routeId,
      tripIdPerformed: trip.code,
      conductorId: trip.conductorId,
      paymentType: 'CASH',
    });
    expect(rows.find((r) => r.transactionId === 'HS-PN-04:4')).toMatchObject({
      amount: -1_000,
      paymentType: 'CARD',
      fareMedia: 'bank_card',
    });
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(5_000);
    await expectReconciled();
  });

  it('a whole batch past the limits is 400 and writes nothing; a signed-in admin may send one', async () => {
    const digest = await ledgerDigest();
    const tooMany = Array.from({ length: 5_001 }, (_, i) => fareOn(trips[0]!, 'HS-PN-09', i));
    expect((await postEvents(t, key, tooMany)).status).toBe(400);
    expect(
      (await postEvents(t, key, [{ ...fareOn(trips[0]!, 'HS-PN-09', 1), amount: 7_000.5 }])).status,
    ).toBe(400);
    expect((await postEvents(t, key, [])).status).toBe(400);
    expect(await ledgerDigest()).toBe(digest);
    const byAdmin = await t.call('POST', FARE_EVENTS, {
      as: INSIDER.phone,
      body: { events: [fareOn(trips[0]!, 'HS-PN-10', 1)] },
    });
    expect(byAdmin.body).toEqual({ accepted: 1, duplicates: 0, refused: [] });
    const [row] = (await rowsOf(pn)).filter((r) => r.deviceId === 'HS-PN-10');
    expect(row).toMatchObject({ apiKeyId: null });
    expect(row!.createdBy).toBeGreaterThan(0);
  });
});
