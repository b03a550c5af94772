// The bus NFC report against ledger rows written here on the demo companies' buses (June 2024, a month
// the demo never writes): card fares, pass boardings, a void, a cash fare and a top-up paid by card (both
// left out) and a card fare on no bus: per month and bus, taps, riders and card revenue equal the rows to
// the dong; a member reads only its own buses.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { companyIdOf } from '../monthly-tickets/orders.fixture.ts';
import {
  expectRefused,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
} from '../reports/ledger.fixture.ts';

const PATH = '/statement/bus-nfc-report';
const PERIOD = { date_from: '2024-06-01', date_to: '2024-07-31' };
const NFC_ACTIONS = ['fare_payment', 'pass_use', 'void', 'adjust'];

let t: TestApp;
let pn: number;
let qt: number;
let rows: LedgerRow[];

beforeAll(async () => {
  t = await createTestApp();
  pn = await companyIdOf(t, 'PNB');
  qt = await companyIdOf(t, 'QTH');
  const db = t.services.database.db;
  const busesOf = (company: number) =>
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, company))
      .orderBy(asc(vehicles.id))
      .limit(2);
  const buses: Array<[number, number]> = [
    ...(await busesOf(pn)).map((b): [number, number] => [pn, b.id]),
    ...(await busesOf(qt)).map((b): [number, number] => [qt, b.id]),
  ];
  rows = [];
  const add = (company: number, vehicleId: number | null, day: string, extra: Partial<LedgerRow>) =>
    rows.push({
      companyId: company,
      transactionId: `nfc-${rows.length}`,
      serviceDate: day,
      eventTimestamp: new Date(`${day}T08:00:00+07:00`),
      amount: 7000,
      fareAction: 'fare_payment',
      paymentType: 'CARD',
      fareMedia: 'bank_card',
      numRiders: 1,
      vehicleId,
      ...extra,
    });
  buses.forEach(([company, bus], b) => {
    for (const day of ['2024-06-03', '2024-07-09']) {
      for (let i = 0; i < 3 + b; i++) add(company, bus, day, { amount: i % 2 === 0 ? 7000 : 3000 });
      add(company, bus, day, {
        amount: 0,
        fareAction: 'pass_use',
        paymentType: 'SUBSCRIPTION',
        fareMedia: 'nfc_card',
      });
      add(company, bus, day, { numRiders: 2, amount: 14000 });
      add(company, bus, day, { paymentType: 'CASH', fareMedia: 'paper_ticket' });
      add(company, bus, day, { amount: 100000, fareAction: 'add', numRiders: 0 });
    }
    add(company, bus, '2024-06-03', {
      amount: -7000,
      fareAction: 'void',
      numRiders: 0,
      correctsTransactionId: 'nfc-0',
    });
  });
  add(pn, null, '2024-06-04', { amount: 6000 });
  // Outside the period.
  add(pn, buses[0]![1], '2024-08-01', { amount: 999 });
  await db.transaction((tx) => appendLedger(tx, rows));
}, 300_000);
afterAll(() => t.close());

const get = async (as: string, query: Parameters<typeof reportUrl>[1] = {}) => {
  const res = await t.call('GET', reportUrl(PATH, { ...PERIOD, ...query }), { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** The rows the report counts: CARD or SUBSCRIPTION, boardings and their corrections, in the period. */
const counted = (companies: number[]) =>
  rows.filter(
    (r) =>
      companies.includes(r.companyId) &&
      r.serviceDate >= PERIOD.date_from &&
      r.serviceDate <= PERIOD.date_to &&
      (r.paymentType === 'CARD' || r.paymentType === 'SUBSCRIPTION') &&
      NFC_ACTIONS.includes(r.fareAction),
  );
const figuresOf = (mine: LedgerRow[]) => ({
  taps: mine.filter((r) => r.fareAction === 'fare_payment' || r.fareAction === 'pass_use').length,
  card_riders: mine
    .filter((r) => r.fareAction === 'fare_payment' && r.paymentType === 'CARD')
    .reduce((s, r) => s + (r.numRiders ?? 1), 0),
  pass_riders: mine.filter((r) => r.fareAction === 'pass_use').reduce((s, r) => s + (r.numRiders ?? 1), 0),
  card_fares: mine.filter((r) => r.fareAction === 'fare_payment').reduce((s, r) => s + r.amount, 0),
  corrections: mine
    .filter((r) => r.fareAction === 'void' || r.fareAction === 'adjust')
    .reduce((s, r) => s + r.amount, 0),
  revenue: mine.filter((r) => r.fareAction !== 'pass_use').reduce((s, r) => s + r.amount, 0),
});

describe('bus NFC report', () => {
  it('gives each month and bus its card taps, riders and revenue, to the dong', async () => {
    const body = await get(SUPER);
    const all = counted([pn, qt]);
    const keys = new Set(all.map((r) => `${r.serviceDate.slice(0, 7)}|${r.companyId}|${r.vehicleId ?? ''}`));
    expect(body.items).toHaveLength(keys.size);
    for (const item of body.items) {
      const mine = all.filter(
        (r) =>
          r.serviceDate.startsWith(item.month) &&
          r.companyId === item.company_id &&
          (r.vehicleId ?? null) === item.vehicle_id,
      );
      expect(item, `${item.month} ${item.plate}`).toMatchObject(figuresOf(mine));
    }
    expect(body.totals).toEqual(figuresOf(all));
    expect(body.items.find((i: { vehicle_id: number | null }) => i.vehicle_id === null)).toMatchObject({
      plate: null,
      revenue: 6000,
    });
  });

  it('reads one company with company_id, a member only its own buses, never a conductor', async () => {
    expect((await get(SUPER, { company_id: qt })).totals).toEqual(figuresOf(counted([qt])));
    expect((await get(PN_CONTROLLER)).totals).toEqual(figuresOf(counted([pn])));
    expect((await get(PN_CONTROLLER, { company_id: qt })).items).toEqual([]);
    expect((await get(QT_CONTROLLER)).totals).toEqual(figuresOf(counted([qt])));
    expect((await t.call('GET', reportUrl(PATH, PERIOD), { as: PN_CONDUCTOR })).status).toBe(403);
  });

  it('refuses an impossible day in Vietnamese and exports the totals row', async () => {
    await expectRefused(
      t,
      PATH,
      { date_from: '2024-02-30', date_to: '2024-06-01' },
      'Từ ngày không phải là một ngày có thật',
    );
    const body = await get(SUPER);
    const res = await t.call('GET', reportUrl(PATH, { ...PERIOD, export: true, format: 'csv' }), {
      as: SUPER,
    });
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(body.items.length + 2);
    expect(Number(lines.at(-1)!.split(',').at(-1))).toBe(body.totals.revenue);
  });
});
