// Monthly ticket purchase history (listMonthlyTicketHistory, super company only) against demo orders
// paid and refunded in the fixture's month: every order row and nothing else (the fixture's own pass
// rows name no order), named by order, customer and card; totals to the dong over every page; the
// company, card type, order type and action filters; members refused; bad input refused in Vietnamese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  expectRefused,
  getReport,
  type LedgerFixture,
  PN_ADMIN,
  PN_CONTROLLER,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';
import { type OrderRow, writeMonthlyTicketRows } from './monthly-ticket.fixture.ts';

const PATH = '/statistic/ticket-history';

let t: TestApp;
let fx: LedgerFixture;
let rows: OrderRow[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  rows = await writeMonthlyTicketRows(t, fx);
}, 300_000);
afterAll(() => t.close());

const sum = (list: OrderRow[]) => list.reduce((s, r) => s + r.amount, 0);

describe('monthly ticket purchase history', () => {
  it('lists every order row of every member, page by page, with totals of all to the dong', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const seen: Array<{ transaction_id: string; amount: number; company_id: number }> = [];
    for (let page = 0; page < 10; page++) {
      const body = await getReport(t, SUPER, PATH, { page, size: 3 });
      expect(body.total).toBe(rows.length);
      const sales = rows.filter((r) => r.fareAction === 'pass_purchase');
      const refunds = rows.filter((r) => r.fareAction === 'refund');
      expect(body.totals).toEqual({
        amount: sum(rows),
        sold: sum(sales),
        refunded: sum(refunds),
        sales: sales.length,
        refunds: refunds.length,
        transactions: rows.length,
      });
      seen.push(...body.items);
      if (body.items.length < 3) break;
    }
    expect(seen.map((r) => r.transaction_id).sort()).toEqual(rows.map((r) => r.transactionId).sort());
    expect(seen.reduce((s, r) => s + r.amount, 0)).toBe(sum(rows));
  });

  it('names each row by its order, customer, card and pass', async () => {
    const body = await getReport(t, SUPER, PATH, { size: 100 });
    for (const item of body.items) {
      expect(item.order_code).toEqual(expect.any(String));
      expect(item.member_name).toEqual(expect.any(String));
      expect(item.card_type_name).toEqual(expect.any(String));
      expect([1, 2, 3]).toContain(item.order_type);
      expect(item.company_name).toEqual(expect.any(String));
    }
  });

  it('reads one company with company_id, and filters by action, card type, order type and payment', async () => {
    const pn = await getReport(t, SUPER, PATH, { company_id: fx.pn });
    expect(pn.totals.amount).toBe(sum(rows.filter((r) => r.companyId === fx.pn)));
    expect(pn.items.every((r: { company_id: number }) => r.company_id === fx.pn)).toBe(true);
    const refunds = await getReport(t, SUPER, PATH, { fare_actions: ['refund'] });
    expect(refunds.totals.amount).toBe(sum(rows.filter((r) => r.fareAction === 'refund')));
    const cardType = rows[0]!.cardTypeId;
    const byCard = await getReport(t, SUPER, PATH, { card_type_id: cardType });
    expect(byCard.totals.amount).toBe(sum(rows.filter((r) => r.cardTypeId === cardType)));
    const orderType = rows[0]!.orderType;
    const byType = await getReport(t, SUPER, PATH, { order_type: orderType });
    expect(byType.totals.amount).toBe(sum(rows.filter((r) => r.orderType === orderType)));
    const qr = await getReport(t, SUPER, PATH, { payment_types: ['QR'] });
    expect(qr.totals.amount).toBe(sum(rows.filter((r) => r.paymentType === 'QR')));
  });

  it('is the super company’s only: members are refused, whatever they ask', async () => {
    for (const as of [PN_ADMIN, PN_CONTROLLER]) {
      const res = await t.call(
        'GET',
        reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31', company_id: fx.pn }),
        { as },
      );
      expect(res.status).toBe(403);
    }
  });

  it('refuses bad criteria in Vietnamese, and pages no further than its bounds', async () => {
    await expectRefused(
      t,
      PATH,
      { date_from: '2024-10-31', date_to: '2024-10-01' },
      'Đến ngày phải sau hoặc bằng Từ ngày',
    );
    await expectRefused(
      t,
      PATH,
      { date_from: '2023-01-01', date_to: '2024-10-01' },
      'Khoảng thời gian báo cáo tối đa 366 ngày',
    );
    const bad = await t.call(
      'GET',
      reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31', order_type: 9 }),
      {
        as: SUPER,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
    const tooBig = await t.call(
      'GET',
      reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31', size: 100000 }),
      {
        as: SUPER,
      },
    );
    expect(tooBig.status).toBe(400);
    const past = await getReport(t, SUPER, PATH, { page: 1000, size: 50 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(rows.length);
  });

  it('exports every row and the totals row as CSV', async () => {
    const res = await t.call(
      'GET',
      reportUrl(PATH, { date_from: '2024-10-01', date_to: '2024-10-31', export: true, format: 'csv' }),
      { as: SUPER },
    );
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-1)).toContain(String(sum(rows)));
  });
});
