// Statistics by conductor (getStaffStatistics) and its drill-down (listStaffRouteTickets) against the
// ledger rows the fixture wrote (ledger.fixture.ts) plus two trips of a staff member of the demo (so the
// name comes from bus_staff): every row equals its ledger rows to the dong, the totals equal the rows,
// the drill-down's totals equal the row it opens, and a member reads only its own.
import { PAYMENT_TYPES } from '@busops/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  getReport,
  inPeriod,
  type LedgerFixture,
  MONTH_FROM,
  MONTH_TO,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

let t: TestApp;
let fx: LedgerFixture;
let conductor: { id: number; fullName: string };
let rows: LedgerRow[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  const db = t.services.database.db;
  [conductor] = (await db
    .select({ id: busStaff.id, fullName: busStaff.fullName })
    .from(busStaff)
    .where(eq(busStaff.companyId, fx.pn))
    .orderBy(busStaff.id)
    .limit(1)) as [{ id: number; fullName: string }];
  // Two trips of the demo's conductor on one day: fares, a free rider, an on-board top-up.
  const extra: LedgerRow[] = [0, 1].flatMap((trip) =>
    [7000, 0, 50000].map((amount, i) => ({
      companyId: fx.pn,
      transactionId: `st-${trip}-${i}`,
      serviceDate: '2024-10-20',
      eventTimestamp: new Date(`2024-10-20T08:0${i}:00+07:00`),
      amount,
      fareAction: i === 2 ? ('add' as const) : ('fare_payment' as const),
      paymentType: 'CASH' as const,
      fareMedia: i === 2 ? ('nfc_card' as const) : ('paper_ticket' as const),
      riderCategory: i === 1 ? 'nguoi_cao_tuoi' : 'adult',
      numRiders: i === 2 ? 0 : 1,
      routeId: fx.pnRoutes[1]!.id,
      tripIdPerformed: `ST-${trip}`,
      conductorId: conductor.id,
    })),
  );
  await db.transaction((tx) => appendLedger(tx, extra));
  rows = [...fx.rows, ...extra];
}, 300_000);
afterAll(() => t.close());

const period = { date_from: MONTH_FROM, date_to: MONTH_TO };
const get = (as: string, path: string, query: Parameters<typeof reportUrl>[1] = {}) =>
  getReport(t, as, path, query);

/** The expected rows, computed from the ledger rows themselves: per company, conductor and route. */
function expected(companies: number[]) {
  const all = inPeriod({ ...fx, rows }, companies).filter((r) => r.routeId != null);
  const groups = new Map<string, LedgerRow[]>();
  for (const r of all) {
    const key = `${r.companyId}:${r.conductorId ?? null}:${r.routeId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return new Map(
    [...groups].map(([key, group]) => [
      key,
      {
        trips: new Set(
          group.filter((r) => r.tripIdPerformed).map((r) => `${r.serviceDate}/${r.tripIdPerformed}`),
        ).size,
        riders: group.reduce((s, r) => s + (r.numRiders ?? 1), 0),
        amount: group.reduce((s, r) => s + r.amount, 0),
        transactions: group.length,
      },
    ]),
  );
}

type Item = {
  company_id: number;
  conductor_id: number | null;
  conductor_name: string | null;
  route_id: number;
  trips: number;
  riders: number;
  amount: number;
  transactions: number;
};
const keyOf = (i: Item) => `${i.company_id}:${i.conductor_id}:${i.route_id}`;
const figures = (i: Item) => ({
  trips: i.trips,
  riders: i.riders,
  amount: i.amount,
  transactions: i.transactions,
});

describe('statistics by conductor', () => {
  it('gives each conductor and route the figures of its ledger rows, to the dong', async () => {
    const body = await get(SUPER, '/statistic/staffs');
    const want = expected([fx.pn, fx.qt]);
    expect(body.items).toHaveLength(want.size);
    for (const item of body.items as Item[])
      expect(figures(item), keyOf(item)).toEqual(want.get(keyOf(item)));
    for (const key of ['trips', 'riders', 'amount', 'transactions'] as const) {
      expect(body.totals[key]).toBe((body.items as Item[]).reduce((s, i) => s + i[key], 0));
    }
    // The demo conductor's two trips: 2 riders, 7,000 ₫ of fares and 100,000 ₫ of top-ups.
    const mine = (body.items as Item[]).find((i) => i.conductor_id === conductor.id)!;
    expect(mine).toMatchObject({ conductor_name: conductor.fullName, trips: 2, riders: 4, amount: 114000 });
    // Rows without a conductor (the void and the adjust) are their own row, named by nobody.
    expect((body.items as Item[]).some((i) => i.conductor_id === null && i.conductor_name === null)).toBe(
      true,
    );
  });

  it('keeps a member to its own conductors, whatever company it names', async () => {
    const own = await get(PN_CONTROLLER, '/statistic/staffs');
    expect(new Set((own.items as Item[]).map((i) => i.company_id))).toEqual(new Set([fx.pn]));
    expect(own.items).toHaveLength(expected([fx.pn]).size);
    expect((await get(PN_ADMIN, '/statistic/staffs', { company_id: fx.qt })).items).toEqual([]);
    const qt = await get(QT_CONTROLLER, '/statistic/staffs');
    expect(qt.totals.amount).toBe([...expected([fx.qt]).values()].reduce((s, f) => s + f.amount, 0));
  });

  it('filters by route and payment type', async () => {
    const route = fx.pnRoutes[0]!.id;
    const body = await get(SUPER, '/statistic/staffs', { route_ids: [route], payment_types: ['CASH'] });
    const cash = inPeriod(fx, [fx.pn]).filter((r) => r.routeId === route && r.paymentType === 'CASH');
    expect(body.totals.amount).toBe(cash.reduce((s, r) => s + r.amount, 0));
    expect(body.totals.transactions).toBe(cash.length);
  });

  it('answers the same from both rollups: no payment type chosen (conductor-day), and all of them (per trip)', async () => {
    const all = await get(SUPER, '/statistic/staffs');
    const every = await get(SUPER, '/statistic/staffs', { payment_types: PAYMENT_TYPES.map((p) => p.value) });
    expect(every.items).toEqual(all.items);
    expect(every.totals).toEqual(all.totals);
    // A trip paid in two ways counts once either way: the fixture has cash and QR on one trip.
    expect(all.totals.trips).toBeGreaterThan(0);
  });

  it('is not for conductors, and checks the period', async () => {
    expect((await t.call('GET', reportUrl('/statistic/staffs', period), { as: PN_CONDUCTOR })).status).toBe(
      403,
    );
    const res = await t.call(
      'GET',
      reportUrl('/statistic/staffs', { date_from: '2024-10-31', date_to: '2024-10-01' }),
      {
        as: SUPER,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Đến ngày phải sau hoặc bằng Từ ngày');
  });
});

describe('the file', () => {
  it('exports the rows and the totals row as CSV', async () => {
    const report = await get(SUPER, '/statistic/staffs');
    const res = await t.call(
      'GET',
      reportUrl('/statistic/staffs', { ...period, export: true, format: 'csv' }),
      {
        as: SUPER,
      },
    );
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(report.items.length + 2);
    const totals = lines[lines.length - 1]!.split(',');
    expect(totals[0]).toContain('Tổng cộng');
    expect(Number(totals[totals.length - 1])).toBe(report.totals.amount);
  });
});

describe('tickets of a conductor on a route (the drill-down)', () => {
  const path = (staff: number | null, route: number) =>
    `/statistic/staffs/${staff ?? 0}/routes/${route}/tickets`;

  it('answers exactly the rows behind each row of the report, page by page', async () => {
    const report = await get(SUPER, '/statistic/staffs');
    for (const item of report.items as Item[]) {
      const body = await get(SUPER, path(item.conductor_id, item.route_id), { company_id: item.company_id });
      expect(body.total, keyOf(item)).toBe(item.transactions);
      expect(body.totals).toEqual({
        amount: item.amount,
        riders: item.riders,
        transactions: item.transactions,
      });
    }
    const mine = (report.items as Item[]).find((i) => i.conductor_id === conductor.id)!;
    const seen: string[] = [];
    for (let page = 0; page < 3; page++) {
      const body = await get(PN_CONTROLLER, path(conductor.id, mine.route_id), { page, size: 2 });
      seen.push(...body.items.map((r: { transaction_id: string }) => r.transaction_id));
    }
    expect(seen.sort()).toEqual(['st-0-0', 'st-0-1', 'st-0-2', 'st-1-0', 'st-1-1', 'st-1-2']);
  });

  it('is the same rows as the ledger drill-down narrowed by conductor_id (the console opens that one)', async () => {
    const report = await get(SUPER, '/statistic/staffs');
    for (const item of report.items as Item[]) {
      const body = await get(SUPER, '/ledger/fare-transactions', {
        company_id: item.company_id,
        route_ids: [item.route_id],
        conductor_id: item.conductor_id ?? 0,
      });
      expect(body.totals, keyOf(item)).toEqual({
        amount: item.amount,
        riders: item.riders,
        transactions: item.transactions,
      });
    }
  });

  it('lists another company nothing', async () => {
    const body = await get(QT_CONTROLLER, path(conductor.id, fx.pnRoutes[1]!.id));
    expect(body.items).toEqual([]);
    expect(body.totals.amount).toBe(0);
  });
});
