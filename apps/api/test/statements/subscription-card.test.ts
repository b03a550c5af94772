// The subscription card statement against ledger rows written with appendLedger for orders the demo
// seeded (June and July 2024, months the demo never writes): per month and card type, the orders paid
// by type, the refunds and the money equal the rows to the dong; the totals are the sum of the rows and
// equal the pass revenue of the revenue reports; a member reads only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { expectRefused, PN_CONTROLLER, QT_CONTROLLER, reportUrl, SUPER } from '../reports/ledger.fixture.ts';
import { PASS_PERIOD as PERIOD, type Sale, sumAmount as sum, writePassSales } from './pass-sales.fixture.ts';

let t: TestApp;
let pn: number;
let qt: number;
let sales: Sale[];

beforeAll(async () => {
  t = await createTestApp();
  ({ pn, qt, sales } = await writePassSales(t));
}, 300_000);
afterAll(() => t.close());

const get = async (as: string, query: Parameters<typeof reportUrl>[1] = {}) => {
  const res = await t.call('GET', reportUrl('/statement/subscription-order/card', { ...PERIOD, ...query }), {
    as,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const KEYS = ['registrations', 'extensions', 'new_cards', 'refunds', 'sold', 'refunded', 'net'] as const;

describe('subscription card statement', () => {
  it('gives each month and card type its orders and money, to the dong', async () => {
    const body = await get(SUPER);
    expect(body.totals.net).toBe(sum(sales));
    for (const key of KEYS)
      expect(body.totals[key]).toBe(
        body.items.reduce((s: number, r: Record<string, number>) => s + r[key]!, 0),
      );
    const keys = new Set(sales.map((s) => `${s.serviceDate.slice(0, 7)}|${s.companyId}|${s.cardTypeId}`));
    expect(body.items).toHaveLength(keys.size);
    for (const item of body.items) {
      const mine = sales.filter(
        (s) =>
          s.serviceDate.startsWith(item.month) &&
          s.companyId === item.company_id &&
          s.cardTypeId === item.card_type_id,
      );
      const paid = mine.filter((s) => s.fareAction === 'pass_purchase');
      const back = mine.filter((s) => s.fareAction === 'refund');
      expect(item.sold).toBe(sum(paid));
      expect(item.refunded).toBe(sum(back));
      expect(item.net).toBe(sum(mine));
      expect(item.refunds).toBe(back.length);
      expect(item.registrations).toBe(paid.filter((s) => s.orderType === 1).length);
      expect(item.extensions).toBe(paid.filter((s) => s.orderType === 2).length);
      expect(item.new_cards).toBe(paid.filter((s) => s.orderType === 3).length);
    }
    // Each row drills down to exactly its ledger rows.
    for (const item of body.items.slice(0, 4)) {
      const [year, month] = item.month.split('-');
      const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
      const drill = await t.call(
        'GET',
        reportUrl('/ledger/fare-transactions', {
          date_from: `${item.month}-01`,
          date_to: `${item.month}-${last}`,
          company_id: item.company_id,
          card_type_id: item.card_type_id,
          fare_actions: ['pass_purchase', 'refund'],
        }),
        { as: SUPER },
      );
      expect(drill.body.totals.amount).toBe(item.net);
      expect(drill.body.totals.transactions).toBe(
        item.registrations + item.extensions + item.new_cards + item.refunds,
      );
    }
    // The same money as the pass revenue of the revenue reports.
    const revenue = await t.call('GET', reportUrl('/statistic/date', PERIOD), { as: SUPER });
    expect(revenue.body.totals.pass_revenue).toBe(body.totals.net);
  });

  it('reads one company with company_id, and a member only its own', async () => {
    const pnMoney = sum(sales.filter((s) => s.companyId === pn));
    expect((await get(SUPER, { company_id: pn })).totals.net).toBe(pnMoney);
    const mine = await get(PN_CONTROLLER);
    expect(mine.totals.net).toBe(pnMoney);
    expect(mine.items.every((i: { company_id: number }) => i.company_id === pn)).toBe(true);
    expect((await get(PN_CONTROLLER, { company_id: qt })).items).toEqual([]);
    expect((await get(QT_CONTROLLER)).totals.net).toBe(sum(sales.filter((s) => s.companyId === qt)));
  });

  it('refuses a backwards period in Vietnamese', async () => {
    await expectRefused(
      t,
      '/statement/subscription-order/card',
      { date_from: '2024-07-31', date_to: '2024-06-01' },
      'Đến ngày phải sau hoặc bằng Từ ngày',
    );
  });
});
