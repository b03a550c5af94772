// The payment statements against the ledger rows the report fixture wrote (October 2024, two member
// companies) plus rows named for a real cashier and a real conductor (August 2024): every total equals
// the rows to the dong, both statements add up to the same money as the revenue reports (revenue +
// top-ups), the super company reads across companies while a member reads only its own, and the print
// flag and the file answer the same figures.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, users } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  expectRefused,
  inPeriod,
  type LedgerFixture,
  ledgerRow,
  MONTH_FROM,
  MONTH_TO,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportGetter,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from '../reports/ledger.fixture.ts';

const AUGUST = { date_from: '2024-08-01', date_to: '2024-08-31' };

let t: TestApp;
let fx: LedgerFixture;
let cashier: { id: number; fullName: string };
let conductor: { id: number; fullName: string };
let august: LedgerRow[];

beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  const db = t.services.database.db;
  [cashier = { id: 0, fullName: '' }] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(sql`right(${users.phoneNumber}, 9) = '901000008'`);
  [conductor = { id: 0, fullName: '' }] = await db
    .select({ id: busStaff.id, fullName: busStaff.fullName })
    .from(busStaff)
    .where(and(eq(busStaff.companyId, fx.pn), eq(busStaff.role, 5)))
    .limit(1);
  const route = fx.pnRoutes[0]!.id;
  let n = 0;
  const row = (day: string, extra: Partial<LedgerRow>): LedgerRow =>
    ledgerRow(fx.pn, day, `st-${++n}`, n, extra);
  const counter = {
    fareAction: 'pass_purchase',
    fareMedia: 'counter',
    numRiders: 0,
    createdBy: cashier!.id,
  } as const;
  august = [
    row('2024-08-05', { ...counter, amount: 250000 }),
    row('2024-08-06', { ...counter, amount: 180000, paymentType: 'QR' }),
    row('2024-08-07', { ...counter, amount: -180000, paymentType: 'QR', fareAction: 'refund' }),
    row('2024-08-05', { routeId: route, tripIdPerformed: 'ST-1', conductorId: conductor!.id }),
    row('2024-08-05', {
      routeId: route,
      tripIdPerformed: 'ST-1',
      conductorId: conductor!.id,
      paymentType: 'CARD',
      amount: 6000,
    }),
    row('2024-08-09', {
      routeId: route,
      tripIdPerformed: 'ST-2',
      conductorId: conductor!.id,
      fareAction: 'add',
      amount: 50000,
      numRiders: 0,
    }),
  ];
  await db.transaction((tx) => appendLedger(tx, august));
}, 300_000);
afterAll(() => t.close());

const period = { date_from: MONTH_FROM, date_to: MONTH_TO };
const get = reportGetter(() => t, period);
const money = (rows: LedgerRow[]) => rows.reduce((s, r) => s + r.amount, 0);
const MONEY_KEYS = ['cash', 'card', 'qr', 'wallet', 'other', 'total', 'transactions'] as const;
const sumOf = (items: Array<Record<string, number>>, key: string) => items.reduce((s, r) => s + r[key]!, 0);

describe('staff payment statement', () => {
  it('gives every person their money, to the dong, and adds up to the whole ledger of the period', async () => {
    const rows = inPeriod(fx, [fx.pn, fx.qt]);
    const body = await get(SUPER, '/statement/staff');
    expect(body.rep_payment_from_staff.total).toBe(money(rows));
    expect(body.totals.total).toBe(money(rows));
    expect(body.totals.transactions).toBe(rows.length);
    expect(body.rep_payment_from_staff.collectors).toBe(body.items.length);
    for (const key of MONEY_KEYS) expect(body.totals[key]).toBe(sumOf(body.items, key));
    // The same money as the revenue reports: revenue + top-ups.
    const revenue = await get(SUPER, '/statistic/date');
    expect(body.totals.total).toBe(revenue.totals.revenue + revenue.totals.top_ups);
    for (const item of body.items) {
      const mine = rows.filter(
        (r) =>
          r.companyId === item.company_id &&
          (item.place === 'on_board'
            ? r.routeId != null && (r.conductorId ?? null) === item.collector_id
            : r.routeId == null && (r.createdBy ?? null) === item.collector_id),
      );
      expect(item.total, item.collector_name).toBe(money(mine));
      expect(item.cash).toBe(money(mine.filter((r) => r.paymentType === 'CASH')));
      expect(item.qr).toBe(money(mine.filter((r) => r.paymentType === 'QR')));
      expect(item.transactions).toBe(mine.length);
      expect(item.days).toBe(new Set(mine.map((r) => r.serviceDate)).size);
    }
    const totals = body.items.map((i: { total: number }) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('names the cashier at the counter and the conductor on board', async () => {
    const body = await get(PN_CONTROLLER, '/statement/staff', AUGUST);
    const counter = body.items.find((i: { place: string }) => i.place === 'counter');
    expect(counter).toMatchObject({
      collector_id: cashier.id,
      collector_name: cashier.fullName,
      total: 250000,
      cash: 250000,
      qr: 0,
      transactions: 3,
      days: 3,
    });
    const onBoard = body.items.find((i: { place: string }) => i.place === 'on_board');
    expect(onBoard).toMatchObject({
      collector_id: conductor.id,
      collector_name: conductor.fullName,
      total: 63000,
      cash: 57000,
      card: 6000,
      days: 2,
    });
    expect(body.rep_payment_from_staff.total).toBe(money(august));
  });

  it('drills down from each row to exactly the ledger rows it adds up', async () => {
    const body = await get(SUPER, '/statement/staff', AUGUST);
    const oct = await get(SUPER, '/statement/staff');
    for (const item of [...body.items, ...oct.items]) {
      const who: Record<string, number> =
        item.place === 'counter'
          ? { cashier_id: item.collector_id ?? 0 }
          : { conductor_id: item.collector_id ?? 0 };
      const range = body.items.includes(item) ? AUGUST : period;
      const rows = await get(SUPER, '/ledger/fare-transactions', {
        ...range,
        ...who,
        company_id: item.company_id,
        size: 200,
      });
      expect(rows.totals.amount, item.collector_name).toBe(item.total);
      expect(rows.totals.transactions).toBe(item.transactions);
    }
  });

  it('reads one company with company_id, and a member only its own whatever it asks', async () => {
    const pn = money(inPeriod(fx, [fx.pn]));
    expect((await get(SUPER, '/statement/staff', { company_id: fx.pn })).rep_payment_from_staff.total).toBe(
      pn,
    );
    const mine = await get(PN_CONTROLLER, '/statement/staff');
    expect(mine.rep_payment_from_staff.total).toBe(pn);
    expect(mine.items.every((i: { company_id: number }) => i.company_id === fx.pn)).toBe(true);
    const other = await get(PN_ADMIN, '/statement/staff', { company_id: fx.qt });
    expect(other.items).toEqual([]);
    expect(other.rep_payment_from_staff.total).toBe(0);
    expect((await get(QT_CONTROLLER, '/statement/staff')).rep_payment_from_staff.total).toBe(
      money(inPeriod(fx, [fx.qt])),
    );
  });

  it('filters by payment type, and answers the same data flagged for print', async () => {
    const cash = await get(SUPER, '/statement/staff', { payment_types: ['CASH'] });
    expect(cash.totals.total).toBe(
      money(inPeriod(fx, [fx.pn, fx.qt]).filter((r) => r.paymentType === 'CASH')),
    );
    expect(cash.totals.card).toBe(0);
    const screen = await get(SUPER, '/statement/staff');
    const print = await get(SUPER, '/statement/staff', { is_print: true });
    expect(screen.is_print).toBe(false);
    expect(print.is_print).toBe(true);
    expect({ ...print, is_print: false }).toEqual(screen);
  });

  it('answers its file with the same totals row', async () => {
    const res = await t.call(
      'GET',
      reportUrl('/statement/staff', { ...period, export: true, format: 'csv' }),
      {
        as: SUPER,
      },
    );
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines.at(-1)).toContain('Tổng cộng');
    expect(lines.at(-1)).toContain(String(money(inPeriod(fx, [fx.pn, fx.qt]))));
  });

  it('refuses a period longer than 366 days in Vietnamese, and conductors', async () => {
    await expectRefused(
      t,
      '/statement/staff',
      { date_from: '2024-01-01', date_to: '2025-01-01' },
      'Khoảng thời gian báo cáo tối đa 366 ngày',
    );
    expect((await t.call('GET', reportUrl('/statement/staff', period), { as: PN_CONDUCTOR })).status).toBe(
      403,
    );
  });
});

describe('aggregate payment statement', () => {
  it('gives each company-day its money, at the counter and on board, with the staff total', async () => {
    const rows = inPeriod(fx, [fx.pn, fx.qt]);
    const body = await get(SUPER, '/statement/employee');
    expect(body.rep_payment_from_employee.total).toBe(money(rows));
    expect(body.rep_payment_from_employee.days).toBe(body.items.length);
    for (const key of [...MONEY_KEYS, 'counter', 'on_board'])
      expect(body.totals[key]).toBe(sumOf(body.items, key));
    expect(body.totals.counter).toBe(money(rows.filter((r) => r.routeId == null)));
    expect(body.totals.on_board).toBe(money(rows.filter((r) => r.routeId != null)));
    for (const item of body.items) {
      const mine = rows.filter((r) => r.companyId === item.company_id && r.serviceDate === item.service_date);
      expect(item.total).toBe(money(mine));
      expect(item.counter + item.on_board).toBe(item.total);
      expect(item.transactions).toBe(mine.length);
    }
    const staff = await get(SUPER, '/statement/staff');
    expect(body.rep_payment_from_employee.total).toBe(staff.rep_payment_from_staff.total);
  });

  it('counts who took money each day, and keeps members apart', async () => {
    const body = await get(PN_ADMIN, '/statement/employee', AUGUST);
    const day5 = body.items.find((i: { service_date: string }) => i.service_date === '2024-08-05');
    expect(day5).toMatchObject({ counter: 250000, on_board: 13000, collectors: 2, total: 263000 });
    expect((await get(QT_CONTROLLER, '/statement/employee', AUGUST)).items).toEqual([]);
    expect((await get(PN_ADMIN, '/statement/employee', { company_id: fx.qt })).items).toEqual([]);
  });
});
