// PostgreSQL only: linking races. 50 parallel links of one stock card to 50 members, and 50 parallel
// links of 50 stock cards to one member: exactly one wins each time (compare-and-set on the card, the
// unique index nfc_cards_one_active_per_member), the others answer 409, one history row per win.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, nfcCards } from '../../src/db/schema/index.ts';
import { statusCounts } from '../auth/limits-app.ts';
import { parallel } from '../concurrency/parallel.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const SALE = '0901000008';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
}, 180_000);
afterAll(() => t.close());

const card = async (n: number) =>
  (
    await t.call('POST', '/nfc/cards', {
      as: SALE,
      body: { uid: `04C0FFEE00${String(n).padStart(4, '0')}`, card_number: `RACE-${n}` },
    })
  ).body.id as number;
const member = async (n: number) =>
  (
    await t.call('POST', '/members', {
      as: SALE,
      body: { phone_number: `09440${String(n).padStart(5, '0')}`, full_name: `Khách đua ${n}` },
    })
  ).body.id as number;

describe('linking a card, 50 at once', () => {
  it('one card to 50 members: one link, 49 refusals', async () => {
    const cardId = await card(1);
    const memberIds: number[] = [];
    for (let i = 0; i < 50; i++) memberIds.push(await member(i));
    const answers = await parallel(50, (i) =>
      t.call('POST', '/nfc/card-user', { as: SALE, body: { card_id: cardId, member_id: memberIds[i] } }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 49 });
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(
        and(eq(history.entity, 'nfc_card'), eq(history.entityId, String(cardId)), eq(history.action, 'link')),
      );
    expect(rows).toHaveLength(1);
  });

  it('50 cards to one member: one active card', async () => {
    const memberId = await member(99);
    const cardIds: number[] = [];
    for (let i = 0; i < 50; i++) cardIds.push(await card(100 + i));
    const answers = await parallel(50, (i) =>
      t.call('POST', '/nfc/card-user', { as: SALE, body: { card_id: cardIds[i], member_id: memberId } }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 49 });
    const held = await t.services.database.db.select().from(nfcCards).where(eq(nfcCards.memberId, memberId));
    expect(held).toHaveLength(1);
  });
});
