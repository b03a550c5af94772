// PostgreSQL only (issue 11): 50 counters confirm the cash of one order at once, with and without one
// Idempotency-Key, and 20 extensions of one pass race: exactly one payment, one ledger entry, one order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionOrders } from '../../src/db/schema/index.ts';
import { ledgerOfOrder } from '../../src/features/ledger/ledger.append.ts';
import { statusCounts } from '../auth/limits-app.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { ADMIN, companyIdOf, passesDueThisMonth, SALE } from '../monthly-tickets/orders.fixture.ts';
import { parallel } from './parallel.ts';

let t: TestApp;
let pn: number;
beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  pn = await companyIdOf(t, 'PNB');
}, 180_000);
afterAll(() => t.close());

const ledgerOf = (orderId: number) => ledgerOfOrder(t.services.database.db, orderId);

describe('50 parallel cash confirmations of one order', () => {
  it('without a key: one payment, one ledger entry, 49 refusals with the message', async () => {
    const [pass] = await passesDueThisMonth(t, pn);
    const order = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: pass!.id },
    });
    expect(order.status).toBe(201);
    const answers = await parallel(50, (i) =>
      t.call('POST', `/subscription-order/${order.body.order.id}/confirm-cash-payment`, {
        as: i % 2 ? SALE : ADMIN,
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 49 });
    expect(answers.find((a) => a.status === 200)!.body.message).toBe('Xác nhận thanh toán thành công!');
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe('Đơn hàng đã được thanh toán');
    }
    expect(await ledgerOf(order.body.order.id)).toHaveLength(1);
  });

  it('with one Idempotency-Key: one payment, 50 identical answers, 49 of them replays', async () => {
    const [, pass] = await passesDueThisMonth(t, pn);
    const order = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: pass!.id },
    });
    const answers = await parallel(50, () =>
      t.call('POST', `/subscription-order/${order.body.order.id}/confirm-cash-payment`, {
        as: SALE,
        headers: { 'idempotency-key': `counter-burst-${order.body.order.id}` },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 50 });
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    for (const a of answers) expect(a.body.message).toBe('Xác nhận thanh toán thành công!');
    expect(new Set(answers.map((a) => a.body.ledger_entry.id)).size).toBe(1);
    expect(await ledgerOf(order.body.order.id)).toHaveLength(1);
  });
});

describe('20 parallel extensions of one pass', () => {
  it('make one order; the others are told which order is waiting', async () => {
    const [, , pass] = await passesDueThisMonth(t, pn);
    const answers = await parallel(20, () =>
      t.call('POST', '/subscription-order/extend', { as: SALE, body: { subscription_id: pass!.id } }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 19 });
    const code = answers.find((a) => a.status === 201)!.body.order.code;
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toContain(code);
    const orders = await t.services.database.db
      .select()
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.subscriptionId, pass!.id));
    expect(orders.filter((o) => o.status === 1)).toHaveLength(1);
  });
});
