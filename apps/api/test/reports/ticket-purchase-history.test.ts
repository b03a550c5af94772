// Ticket purchase history (listTicketPurchaseHistory) against the ledger fixture's fares and more written
// here on a demo bus by a demo conductor (so the names come from dispatch's tables), of two fare
// products: every single-ticket sale (fare_payment) and nothing else, totals to the dong over every
// page, the conductor, bus and fare product filters, a member reads only its own, bad input in
// Vietnamese, and the drill-down with the same filters answers the same rows.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, vehicles } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  expectRefused,
  getReport,
  inPeriod,
  type LedgerFixture,
  ledgerRow,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

const PATH = '/statistic/orders';

let t: TestApp;
let fx: LedgerFixture;
let rows: LedgerRow[];
let staff: { id: number; name: string };
let bus: { id: number; plate: string };
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  const db = t.services.database.db;
  [staff] = (await db
    .select({ id: busStaff.id, name: busStaff.fullName })
    .from(busStaff)
    .where(eq(busStaff.companyId, fx.pn))
    .orderBy(asc(busStaff.id))
    .limit(1)) as [{ id: number; name: string }];
  [bus] = (await db
    .select({ id: vehicles.id, plate: vehicles.plate })
    .from(vehicles)
    .where(eq(vehicles.companyId, fx.pn))
    .orderBy(asc(vehicles.id))
    .limit(1)) as [{ id: number; plate: string }];
  const extra = [0, 1, 2, 3, 4].map((i) =>
    ledgerRow(fx.pn, '2024-10-22', `tp-${i}`, i, {
      routeId: fx.pnRoutes[0]!.id,
      tripIdPerformed: 'TP-1',
      conductorId: staff.id,
      vehicleId: bus.id,
      fareProduct: i < 3 ? 've_luot' : 've_hoc_sinh',
      amount: i < 3 ? 7000 : 3000,
      paymentType: i % 2 === 0 ? 'CASH' : 'QR',
    }),
  );
  await db.transaction((tx) => appendLedger(tx, extra));
  rows = [...fx.rows, ...extra];
}, 300_000);
afterAll(() => t.close());

const salesOf = (companies: number[]) =>
  inPeriod({ ...fx, rows }, companies).filter((r) => r.fareAction === 'fare_payment');
const amountOf = (list: LedgerRow[]) => list.reduce((s, r) => s + r.amount, 0);
const ridersOf = (list: LedgerRow[]) => list.reduce((s, r) => s + (r.numRiders ?? 1), 0);

describe('ticket purchase history', () => {
  it('lists every ticket sale and nothing else, page by page, with totals of all to the dong', async () => {
    const want = salesOf([fx.pn, fx.qt]);
    const seen: Array<{ transaction_id: string; fare_action: string; amount: number }> = [];
    for (let page = 0; page < 100; page++) {
      const body = await getReport(t, SUPER, PATH, { page, size: 50 });
      expect(body.total).toBe(want.length);
      expect(body.totals).toEqual({
        amount: amountOf(want),
        riders: ridersOf(want),
        transactions: want.length,
      });
      seen.push(...body.items);
      if (body.items.length < 50) break;
    }
    expect(seen.every((r) => r.fare_action === 'fare_payment')).toBe(true);
    expect(seen.map((r) => r.transaction_id).sort()).toEqual(want.map((r) => r.transactionId).sort());
    expect(seen.reduce((s, r) => s + r.amount, 0)).toBe(amountOf(want));
  });

  it('names the conductor and the bus, and filters by conductor, bus, fare product, route and payment', async () => {
    const mine = salesOf([fx.pn]);
    const byStaff = await getReport(t, PN_CONTROLLER, PATH, { conductor_id: staff.id });
    expect(byStaff.totals.amount).toBe(amountOf(mine.filter((r) => r.conductorId === staff.id)));
    expect(byStaff.items[0]).toMatchObject({ conductor_name: staff.name, vehicle_plate: bus.plate });
    const byBus = await getReport(t, PN_CONTROLLER, PATH, { vehicle_id: bus.id, payment_types: ['QR'] });
    expect(byBus.totals.amount).toBe(
      amountOf(mine.filter((r) => r.vehicleId === bus.id && r.paymentType === 'QR')),
    );
    const students = await getReport(t, PN_CONTROLLER, PATH, { fare_product: 've_hoc_sinh' });
    expect(students.totals).toEqual({ amount: 6000, riders: 2, transactions: 2 });
    const route = fx.pnRoutes[1]!.id;
    const onRoute = await getReport(t, PN_CONTROLLER, PATH, { route_ids: [route] });
    expect(onRoute.totals.amount).toBe(amountOf(mine.filter((r) => r.routeId === route)));
  });

  it('drills down to the same rows: the ledger rows with the same filters add up to the figure', async () => {
    const query = { conductor_id: staff.id, vehicle_id: bus.id, fare_product: 've_luot' };
    const report = await getReport(t, PN_CONTROLLER, PATH, query);
    const drill = await getReport(t, PN_CONTROLLER, '/ledger/fare-transactions', {
      ...query,
      fare_actions: ['fare_payment'],
    });
    expect(drill.totals).toEqual(report.totals);
    expect(report.totals.amount).toBe(21000);
  });

  it('keeps a member to its own sales, whatever it asks', async () => {
    const own = await getReport(t, PN_CONTROLLER, PATH, { size: 200 });
    expect(own.totals.amount).toBe(amountOf(salesOf([fx.pn])));
    expect(own.items.every((r: { company_id: number }) => r.company_id === fx.pn)).toBe(true);
    expect((await getReport(t, PN_ADMIN, PATH, { company_id: fx.qt })).items).toEqual([]);
    expect((await getReport(t, PN_ADMIN, PATH, { route_ids: [fx.qtRoutes[0]!.id] })).total).toBe(0);
    expect((await getReport(t, QT_CONTROLLER, PATH, { conductor_id: staff.id })).total).toBe(0);
    expect((await getReport(t, QT_CONTROLLER, PATH)).totals.amount).toBe(amountOf(salesOf([fx.qt])));
    const one = await getReport(t, SUPER, PATH, { company_id: fx.qt });
    expect(one.totals.amount).toBe(amountOf(salesOf([fx.qt])));
  });

  it('refuses bad criteria in Vietnamese and keeps paging within its bounds; not for conductors', async () => {
    await expectRefused(
      t,
      PATH,
      { date_from: '2024-02-30', date_to: '2024-03-01' },
      'Từ ngày không phải là một ngày có thật',
    );
    const bads: Array<Record<string, string | number>> = [
      { fare_product: 'Vé lượt!' },
      { vehicle_id: 0 },
      { size: 100000 },
      { page: -1 },
    ];
    for (const bad of bads) {
      const res = await t.call(
        'GET',
        reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31', ...bad }),
        { as: SUPER },
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
    }
    const past = await getReport(t, SUPER, PATH, { page: 10000, size: 50 });
    expect(past.items).toEqual([]);
    const res = await t.call('GET', reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31' }), {
      as: PN_CONDUCTOR,
    });
    expect(res.status).toBe(403);
  });

  it('exports every sale and the totals row as CSV', async () => {
    const want = salesOf([fx.pn]);
    const res = await t.call(
      'GET',
      reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31', export: true, format: 'csv' }),
      { as: PN_CONTROLLER },
    );
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(want.length + 2);
    expect(lines.at(-1)).toContain(String(amountOf(want)));
  });
});
