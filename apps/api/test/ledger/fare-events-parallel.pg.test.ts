// PostgreSQL only (issue 20): 8 devices send their batches at once onto the same trips (the rollups'
// hot keys), each batch twice, while 8 voids of one fare race: every event is written once, the void
// once, no deadlock, no 5xx, and the reconciliation (ledger = daily rollup = trip rollup, per company
// and day) finds no difference, with the totals the events add up to.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fareTransactions } from '../../src/db/schema/index.ts';
import type { FareEvent } from '../../src/features/ledger/fare-event.check.ts';
import { reconcileLedger } from '../../src/features/ledger/ledger.reconcile.ts';
import { companyId, INSIDER } from '../bus-management/position.fixtures.ts';
import { parallel } from '../concurrency/parallel.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { addTrips, createDeviceKey, fareOn, postEvents, type Trip } from './fare.fixtures.ts';

const DEVICES = 8;
const BATCHES = 4;
const PER_BATCH = 500;
const CATEGORIES = ['adult', 'hoc_sinh_sinh_vien', 'nguoi_cao_tuoi'] as const;
const PRICE = { adult: 7_000, hoc_sinh_sinh_vien: 3_000, nguoi_cao_tuoi: 0 } as const;

let t: TestApp;
let pn: number;
let keys: string[];
let trips: Trip[];
beforeAll(async () => {
  t = await createTestApp({ machineKeyCallsPerMinute: 100_000 });
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  pn = await companyId(t, 'phuongNam');
  keys = [];
  for (let d = 0; d < DEVICES; d++)
    keys.push(await createDeviceKey(t, INSIDER.phone, `Máy bán vé song song ${d}`));
  trips = await addTrips(t, pn, 3);
}, 180_000);
afterAll(() => t.close());

/** Device d's batch b: fares spread over the same 3 trips, payment types and categories (hot keys). */
function batchOf(d: number, b: number): FareEvent[] {
  return Array.from({ length: PER_BATCH }, (_, i) => {
    const sequence = b * PER_BATCH + i;
    const category = CATEGORIES[sequence % CATEGORIES.length]!;
    return fareOn(trips[sequence % trips.length]!, `HS-PAR-${d}`, sequence, {
      rider_category: category,
      amount: PRICE[category],
      payment_type: sequence % 5 === 0 ? 'QR' : 'CASH',
      fare_media: sequence % 5 === 0 ? 'qr_code' : 'paper_ticket',
    });
  });
}

describe('parallel ingestion on PostgreSQL', () => {
  it('8 devices, each batch sent twice at once: every event once, rollups exact to the dong', async () => {
    const sends = Array.from({ length: DEVICES * BATCHES * 2 }, (_, n) => ({
      d: n % DEVICES,
      b: Math.floor(n / DEVICES) % BATCHES,
    }));
    const answers = await parallel(sends.length, (n) =>
      postEvents(t, keys[sends[n]!.d]!, batchOf(sends[n]!.d, sends[n]!.b)),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const accepted = answers.reduce((sum, a) => sum + a.body.accepted, 0);
    const duplicates = answers.reduce((sum, a) => sum + a.body.duplicates, 0);
    const total = DEVICES * BATCHES * PER_BATCH;
    expect(accepted).toBe(total);
    expect(duplicates).toBe(total);
    expect(answers.flatMap((a) => a.body.refused)).toEqual([]);

    const expected = { amount: 0, riders: 0, transactions: 0 };
    for (let d = 0; d < DEVICES; d++)
      for (let b = 0; b < BATCHES; b++)
        for (const e of batchOf(d, b)) {
          expected.amount += e.amount;
          expected.riders += 1;
          expected.transactions += 1;
        }
    const { db } = t.services.database;
    const [written] = await db
      .select({
        amount: sql<string>`sum(${fareTransactions.amount})`,
        rows: sql<string>`count(*)`,
        distinct: sql<string>`count(distinct ${fareTransactions.transactionId})`,
      })
      .from(fareTransactions)
      .where(and(eq(fareTransactions.companyId, pn), isNotNull(fareTransactions.deviceId)));
    expect(Number(written!.rows)).toBe(total);
    expect(Number(written!.distinct)).toBe(total);
    expect(Number(written!.amount)).toBe(expected.amount);

    const reconciled = await reconcileLedger(db);
    expect(reconciled.filter((r) => !r.ok)).toEqual([]);
    const day = reconciled.find((r) => r.companyId === pn && r.serviceDate === trips[0]!.serviceDate)!;
    // The seed's monthly-ticket sales of today (no route) are in the day too: the trip rollup holds
    // exactly the devices' fares.
    expect(day.trips).toEqual(expected);
    expect(day.ledgerWithRoute).toEqual(expected);
  });

  it('8 devices void one fare at once: one void, the others refused, still reconciled', async () => {
    const original = batchOf(0, 0)[0]!;
    const originalId = `${original.device_id}:${original.sequence}`;
    const answers = await parallel(DEVICES, (d) =>
      postEvents(t, keys[d]!, [
        fareOn(trips[0]!, `HS-VOID-${d}`, 1, {
          fare_action: 'void',
          amount: -original.amount,
          corrects_transaction_id: originalId,
        }),
      ]),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.accepted === 1)).toHaveLength(1);
    const refused = answers.flatMap((a) => a.body.refused.map((r: { message: string }) => r.message));
    expect(refused).toEqual(Array(DEVICES - 1).fill(`Giao dịch ${originalId} đã bị huỷ`));
    const voids = await t.services.database.db
      .select({ id: fareTransactions.transactionId })
      .from(fareTransactions)
      .where(and(eq(fareTransactions.companyId, pn), eq(fareTransactions.correctsTransactionId, originalId)));
    expect(voids).toHaveLength(1);
    expect((await reconcileLedger(t.services.database.db)).filter((r) => !r.ok)).toEqual([]);
  });
});
