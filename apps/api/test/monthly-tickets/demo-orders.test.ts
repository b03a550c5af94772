// The demo's monthly-ticket orders as a counter meets them (issue 19): every paid order names its
// cashier (the receipt VT-000014 printed with an empty 'Thu ngân'), and each member company has a
// change-card order done (its fee paid, the new card on the pass, the old one replaced) and one
// awaiting payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { SALE } from './orders.fixture.ts';

interface OrderRow {
  code: string;
  status: number;
  amount: number;
  paid_by_name: string | null;
  paid_at: string | null;
  card: unknown;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const orders = async (query: Record<string, string | number>) => {
  const res = await t.call('GET', '/subscription-order', {
    as: SALE,
    query: { page: 0, size: 100, ...query },
  });
  expect(res.status).toBe(200);
  return res.body.items as OrderRow[];
};

describe('demo monthly-ticket orders', () => {
  it('names the cashier of every paid order, VT-000014 included', async () => {
    const paid = [
      ...(await orders({ order_type: 1, status: 3 })),
      ...(await orders({ order_type: 2, status: 2 })),
    ];
    expect(paid.length).toBeGreaterThan(10);
    expect(paid.filter((o) => !o.paid_by_name)).toEqual([]);
    const receipt = await t.call('GET', '/subscription-order', {
      as: SALE,
      query: { keyword: 'VT-000014', page: 0, size: 5 },
    });
    const vt14 = (receipt.body.items as OrderRow[]).find((o) => o.code === 'VT-000014');
    expect(vt14?.paid_by_name).toBe('Bùi Ngọc Giang');
  });

  it('has a change-card order done and one awaiting payment', async () => {
    const changes = await orders({ order_type: 3 });
    const done = changes.find((o) => o.status === 3);
    const waiting = changes.find((o) => o.status === 1);
    expect(done).toMatchObject({ amount: 30_000, paid_by_name: 'Bùi Ngọc Giang' });
    expect(done!.card).not.toBeNull();
    expect(waiting).toMatchObject({ amount: 30_000, paid_at: null });
  });
});
