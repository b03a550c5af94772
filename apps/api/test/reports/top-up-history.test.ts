// Top-up history (listTopUpHistory) against the ledger fixture's top-ups and more written here (on a route
// and at the counter, by cash and QR, on two cards): every `add` row and nothing else, totals to the dong
// over every page, one card with token_id, and a member reads only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  getReport,
  inPeriod,
  type LedgerFixture,
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
let rows: LedgerRow[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  const topUps: LedgerRow[] = [];
  for (const [company, route] of [
    [fx.pn, fx.pnRoutes[0]!.id],
    [fx.qt, fx.qtRoutes[0]!.id],
  ] as const) {
    for (const [n, day] of ['2024-10-03', '2024-10-09', '2024-10-21', '2024-10-30'].entries()) {
      topUps.push({
        companyId: company,
        transactionId: `tu-${company}-${n}`,
        serviceDate: day,
        eventTimestamp: new Date(`${day}T10:00:00+07:00`),
        amount: 50000 * (n + 1),
        fareAction: 'add',
        paymentType: n % 2 === 0 ? 'CASH' : 'QR',
        fareMedia: 'nfc_card',
        numRiders: 0,
        tokenId: `CARD-${company}-${n % 2}`,
        routeId: n < 2 ? route : null,
      });
    }
  }
  await t.services.database.db.transaction((tx) => appendLedger(tx, topUps));
  rows = [...fx.rows, ...topUps];
}, 300_000);
afterAll(() => t.close());

const addsOf = (companies: number[]) =>
  inPeriod({ ...fx, rows }, companies).filter((r) => r.fareAction === 'add');
const amountOf = (list: LedgerRow[]) => list.reduce((s, r) => s + r.amount, 0);

describe('top-up history', () => {
  it('lists every add row and nothing else, page by page, with totals of all to the dong', async () => {
    const want = addsOf([fx.pn, fx.qt]);
    const seen: Array<{ transaction_id: string; fare_action: string; amount: number }> = [];
    for (let page = 0; page < 10; page++) {
      const body = await getReport(t, SUPER, '/statistic/transactions', { page, size: 3 });
      expect(body.total).toBe(want.length);
      expect(body.totals).toEqual({ amount: amountOf(want), riders: 0, transactions: want.length });
      seen.push(...body.items);
      if (body.items.length < 3) break;
    }
    expect(seen.every((r) => r.fare_action === 'add')).toBe(true);
    expect(seen.map((r) => r.transaction_id).sort()).toEqual(want.map((r) => r.transactionId).sort());
    expect(seen.reduce((s, r) => s + r.amount, 0)).toBe(amountOf(want));
  });

  it('narrows to one card, a payment type, and the counter (route 0)', async () => {
    const card = `CARD-${fx.pn}-1`;
    const one = await getReport(t, PN_CONTROLLER, '/statistic/transactions', { token_id: card });
    expect(one.totals.amount).toBe(amountOf(addsOf([fx.pn]).filter((r) => r.tokenId === card)));
    const qr = await getReport(t, PN_CONTROLLER, '/statistic/transactions', { payment_types: ['QR'] });
    expect(qr.totals.amount).toBe(amountOf(addsOf([fx.pn]).filter((r) => r.paymentType === 'QR')));
    const counter = await getReport(t, PN_CONTROLLER, '/statistic/transactions', { route_ids: [0] });
    expect(counter.totals.amount).toBe(amountOf(addsOf([fx.pn]).filter((r) => r.routeId == null)));
  });

  it('keeps a member to its own top-ups, whatever it asks', async () => {
    const own = await getReport(t, PN_CONTROLLER, '/statistic/transactions');
    expect(own.totals.amount).toBe(amountOf(addsOf([fx.pn])));
    expect(own.items.every((r: { company_id: number }) => r.company_id === fx.pn)).toBe(true);
    expect((await getReport(t, PN_ADMIN, '/statistic/transactions', { company_id: fx.qt })).items).toEqual(
      [],
    );
    expect(
      (await getReport(t, PN_ADMIN, '/statistic/transactions', { token_id: `CARD-${fx.qt}-0` })).total,
    ).toBe(0);
    expect((await getReport(t, QT_CONTROLLER, '/statistic/transactions')).totals.amount).toBe(
      amountOf(addsOf([fx.qt])),
    );
  });

  it('exports every top-up and the totals row as CSV; not for conductors', async () => {
    const period = { date_from: '2024-10-01', date_to: '2024-10-31' };
    const want = addsOf([fx.pn]);
    const res = await t.call(
      'GET',
      reportUrl('/statistic/transactions', { ...period, export: true, format: 'csv' }),
      {
        as: PN_CONTROLLER,
      },
    );
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(want.length + 2);
    expect(lines.at(-1)).toContain(String(amountOf(want)));
    expect(
      (await t.call('GET', reportUrl('/statistic/transactions', period), { as: PN_CONDUCTOR })).status,
    ).toBe(403);
  });
});
