// The monthly ticket report against ledger rows of the demo's pass orders (pass-sales.fixture.ts): per
// month and pass product, the passes sold, renewed and refunded and the money equal the rows to the dong;
// the totals equal the subscription card statement's (the same rows grouped by card type) and the pass
// revenue of the revenue reports; a member reads only its own; the file ends with the totals row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  expectRefused,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
} from '../reports/ledger.fixture.ts';
import { PASS_PERIOD, type Sale, sumAmount, writePassSales } from './pass-sales.fixture.ts';

const PATH = '/statement/monthly-ticket-report';

let t: TestApp;
let pn: number;
let qt: number;
let sales: Sale[];

beforeAll(async () => {
  t = await createTestApp();
  ({ pn, qt, sales } = await writePassSales(t));
}, 300_000);
afterAll(() => t.close());

const get = async (as: string, query: Parameters<typeof reportUrl>[1] = {}, path = PATH) => {
  const res = await t.call('GET', reportUrl(path, { ...PASS_PERIOD, ...query }), { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const productOf = (i: { product_scope: string; product_route_id: number | null; product_name: string }) =>
  i.product_scope === 'single' ? `single:${i.product_route_id}` : `multi:${i.product_name}`;

describe('monthly ticket report', () => {
  it('gives each month and pass product its passes and money, to the dong', async () => {
    const body = await get(SUPER);
    const keys = new Set(sales.map((s) => `${s.serviceDate.slice(0, 7)}|${s.companyId}|${s.product}`));
    expect(body.items).toHaveLength(keys.size);
    expect(new Set(sales.map((s) => s.product)).size).toBeGreaterThan(1);
    for (const item of body.items) {
      const mine = sales.filter(
        (s) =>
          s.serviceDate.startsWith(item.month) &&
          s.companyId === item.company_id &&
          s.product === productOf(item),
      );
      const paid = mine.filter((s) => s.fareAction === 'pass_purchase');
      const back = mine.filter((s) => s.fareAction === 'refund');
      expect(item, item.product_name).toMatchObject({
        registrations: paid.filter((s) => s.orderType === 1).length,
        extensions: paid.filter((s) => s.orderType === 2).length,
        new_cards: paid.filter((s) => s.orderType === 3).length,
        refunds: back.length,
        sold: sumAmount(paid),
        refunded: sumAmount(back),
        net: sumAmount(mine),
      });
      if (item.product_scope === 'single') expect(item.product_name).toMatch(/^Tuyến /);
    }
    expect(body.totals.net).toBe(sumAmount(sales));
    // The same rows as the subscription card statement and the pass revenue of the revenue reports.
    expect((await get(SUPER, {}, '/statement/subscription-order/card')).totals).toEqual(body.totals);
    expect((await get(SUPER, {}, '/statistic/date')).totals.pass_revenue).toBe(body.totals.net);
  });

  it('reads one company with company_id, a member only its own, never a conductor', async () => {
    const pnMoney = sumAmount(sales.filter((s) => s.companyId === pn));
    expect((await get(SUPER, { company_id: pn })).totals.net).toBe(pnMoney);
    expect((await get(PN_CONTROLLER)).totals.net).toBe(pnMoney);
    expect((await get(PN_CONTROLLER, { company_id: qt })).items).toEqual([]);
    expect((await get(QT_CONTROLLER)).totals.net).toBe(sumAmount(sales.filter((s) => s.companyId === qt)));
    expect((await t.call('GET', reportUrl(PATH, PASS_PERIOD), { as: PN_CONDUCTOR })).status).toBe(403);
  });

  it('refuses a bad period in Vietnamese and exports the totals row', async () => {
    await expectRefused(
      t,
      PATH,
      { date_from: '2024-07-31', date_to: '2024-06-01' },
      'Đến ngày phải sau hoặc bằng Từ ngày',
    );
    await expectRefused(
      t,
      PATH,
      { date_from: '2023-01-01', date_to: '2024-06-01' },
      'Khoảng thời gian báo cáo tối đa 366 ngày',
    );
    const body = await get(SUPER);
    const res = await t.call('GET', reportUrl(PATH, { ...PASS_PERIOD, export: true, format: 'csv' }), {
      as: SUPER,
    });
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(body.items.length + 2);
    expect(Number(lines.at(-1)!.split(',').at(-1))).toBe(body.totals.net);
  });
});
