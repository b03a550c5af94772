// Issue 18: a change-card order stops the pass's old card when it is taken (blocked or lost). Cancelled
// before the new card is issued, the change never happened: the old card is the pass's working card
// again, as it was before the order (ORDER_MACHINE's cancel rows name 'old_card_restored').
import { ORDER_MACHINE, transitionOf } from '@busops/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, nfcCards } from '../../src/db/schema/index.ts';
import { ledgerOfOrder } from '../../src/features/ledger/ledger.append.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { CONTROLLER, companyIdOf, freeCard, passesDueThisMonth, passOf, SALE } from './orders.fixture.ts';

let t: TestApp;
let pn: number;
let passes: Array<{ id: number; card_id: number | null }>;
beforeAll(async () => {
  t = await createTestApp();
  pn = await companyIdOf(t, 'PNB');
  passes = (await passesDueThisMonth(t, pn)).filter((p) => p.card_id !== null);
}, 180_000);
afterAll(() => t.close());

const cardOf = async (id: number) =>
  (await t.services.database.db.select().from(nfcCards).where(eq(nfcCards.id, id)))[0]!;

async function changeOrder(passId: number, oldStatus: 'blocked' | 'lost', cardId?: number) {
  const created = await t.call('POST', '/subscription-order/change-card', {
    as: SALE,
    body: {
      subscription_id: passId,
      kind: 'replacement',
      old_card_status: oldStatus,
      ...(cardId ? { card_id: cardId } : {}),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.order as { id: number; old_card: { id: number; status: string } };
}

describe('cancelling a change-card order gives the pass its old card back', () => {
  it('the table says so: both cancel rows restore the old card', () => {
    expect(transitionOf(ORDER_MACHINE, 'cancel', 1)?.effects).toContain('old_card_restored');
    expect(transitionOf(ORDER_MACHINE, 'cancel', 2)?.effects).toContain('old_card_restored');
  });

  for (const oldStatus of ['blocked', 'lost'] as const)
    it(`unpaid, old card ${oldStatus}: cancelled by the counter, the old card works again`, async () => {
      const pass = passes.shift()!;
      const before = await cardOf(pass.card_id!);
      expect(before.status).toBe('active');
      const order = await changeOrder(pass.id, oldStatus, (await freeCard(t, pn)).id);
      expect((await cardOf(pass.card_id!)).status).toBe(oldStatus);

      const cancelled = await t.call('POST', `/subscription-order/${order.id}/cancel`, {
        as: SALE,
        body: { reason: 'Khách tìm lại được thẻ' },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.order).toMatchObject({
        status: 4,
        old_card: { id: pass.card_id, status: 'active' },
      });
      const after = await cardOf(pass.card_id!);
      expect(after).toMatchObject({ status: 'active', memberId: before.memberId, replacedById: null });
      expect((await passOf(t, pass.id)).cardId).toBe(pass.card_id);
      expect(await ledgerOfOrder(t.services.database.db, order.id)).toEqual([]);
      const rows = await t.services.database.db
        .select()
        .from(history)
        .where(and(eq(history.entity, 'nfc_card'), eq(history.entityId, String(pass.card_id))));
      expect(rows.map((h) => [h.action, (h.after as { status?: string }).status])).toContainEqual([
        'status',
        'active',
      ]);
      // Usable as before the order: the counter can take a new change-card order on it.
      const again = await changeOrder(pass.id, 'blocked');
      expect(again.old_card).toMatchObject({ id: pass.card_id, status: 'blocked' });
    });

  it('paid then refunded: the refund is written and the old card works again', async () => {
    const pass = passes.shift()!;
    const order = await changeOrder(pass.id, 'blocked');
    const paid = await t.call('POST', `/subscription-order/${order.id}/confirm-cash-payment`, { as: SALE });
    expect(paid.body.order.status).toBe(2);
    const refunded = await t.call('POST', `/subscription-order/${order.id}/cancel`, {
      as: CONTROLLER,
      body: { reason: 'Hoàn phí thẻ' },
    });
    expect(refunded.status).toBe(200);
    expect((await cardOf(pass.card_id!)).status).toBe('active');
    const ledger = await ledgerOfOrder(t.services.database.db, order.id);
    expect(ledger.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(0);
  });

  it('a card blocked again by hand after the cancel stays as the staff left it; a stale cancel changes nothing', async () => {
    const pass = passes.shift()!;
    const order = await changeOrder(pass.id, 'lost');
    await t.call('POST', `/subscription-order/${order.id}/cancel`, { as: SALE, body: { reason: 'x' } });
    const blocked = await t.call('PUT', '/nfc/card-user', {
      as: SALE,
      body: { card_id: pass.card_id, action: 'blocked' },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    await failsCleanly(t, 409, () =>
      t.call('POST', `/subscription-order/${order.id}/cancel`, { as: SALE, body: { reason: 'lần hai' } }),
    );
    expect((await cardOf(pass.card_id!)).status).toBe('blocked');
  });
});
