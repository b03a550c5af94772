// Cards on passes: handing a card in stock to a member, and replacing a pass's card. Each step is one
// compare-and-set on the card row (its expected status and owner), and the unique index "one active
// card per member" settles what two counters do at once: the loser gets a 409, nothing half-done.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Tx } from '../../db/client.ts';
import { nfcCards, subscriptionOrders, subscriptions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../unique-violation.ts';

export const CARD_NOT_FOUND = 'Không tìm thấy thẻ';
export const CARD_NOT_FREE = 'Thẻ không còn trống (đã gắn cho khách hàng khác, bị khóa hoặc hết hạn)';
export const MEMBER_HAS_ACTIVE_CARD = 'Khách hàng đã có một thẻ đang hoạt động: đổi thẻ thay vì gắn thêm';

/** A card of the caller's companies that is active and has no member, or 404 / 409. */
export async function assertFreeCard(tx: Tx, cardId: number): Promise<void> {
  const [card] = await tx
    .select({ status: nfcCards.status, memberId: nfcCards.memberId })
    .from(nfcCards)
    .where(eq(nfcCards.id, cardId));
  if (!card) throw notFound(CARD_NOT_FOUND);
  if (card.status !== 'active' || card.memberId !== null) throw conflict(CARD_NOT_FREE);
}

/** Links a free card to a member (compare-and-set: active, no member). */
export async function linkCard(
  tx: Tx,
  principal: Principal,
  card: { id: number; memberId: number; companyId: number },
): Promise<void> {
  let linked: Array<{ id: number }>;
  try {
    linked = await tx
      .update(nfcCards)
      .set({
        memberId: card.memberId,
        linkedAt: new Date(),
        version: sql`${nfcCards.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(nfcCards.id, card.id), eq(nfcCards.status, 'active'), isNull(nfcCards.memberId)))
      .returning({ id: nfcCards.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MEMBER_HAS_ACTIVE_CARD);
    throw error;
  }
  if (linked.length === 0) {
    await assertFreeCard(tx, card.id);
    throw conflict(CARD_NOT_FREE);
  }
  await recordHistory(tx, principal, {
    entity: 'nfc_card',
    entityId: card.id,
    action: 'link',
    companyId: card.companyId,
    after: { member_id: card.memberId, status: 'active' },
  });
}

/** The old card of a pass becomes 'replaced' by the new one (from active, blocked or lost). */
export async function retireCard(
  tx: Tx,
  principal: Principal,
  old: { id: number; companyId: number },
  newCardId: number,
): Promise<void> {
  const [done] = await tx
    .update(nfcCards)
    .set({
      status: 'replaced',
      replacedById: newCardId,
      version: sql`${nfcCards.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(nfcCards.id, old.id), sql`${nfcCards.status} in ('active', 'blocked', 'lost')`))
    .returning({ id: nfcCards.id });
  if (!done) throw conflict('Thẻ cũ không thể thay thế (đã thay thế hoặc hết hạn)');
  await recordHistory(tx, principal, {
    entity: 'nfc_card',
    entityId: old.id,
    action: 'replace',
    companyId: old.companyId,
    after: { status: 'replaced', replaced_by_id: newCardId },
  });
}

/**
 * Puts `cardId` on the pass (replacing its card when it has one), and marks the pass's paid order
 * that waited for a card as 'card issued'. The pass row is locked first: one card change at a time.
 */
export async function issueCard(
  tx: Tx,
  principal: Principal,
  passId: number,
  cardId: number,
  mode: 'attach' | 'change',
): Promise<void> {
  const [pass] = await tx
    .select({
      id: subscriptions.id,
      companyId: subscriptions.companyId,
      memberId: subscriptions.memberId,
      cardId: subscriptions.cardId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, passId))
    .for('update');
  if (!pass) throw notFound('Không tìm thấy vé tháng');
  await assertFreeCard(tx, cardId);
  if (mode === 'attach' && pass.cardId !== null) {
    const [current] = await tx
      .select({ status: nfcCards.status })
      .from(nfcCards)
      .where(eq(nfcCards.id, pass.cardId));
    // A pass whose card was blocked or lost by a change-card order takes the new card as a change.
    if (current?.status === 'active') throw conflict('Vé tháng đã có thẻ: dùng "Đổi thẻ"');
  }
  if (mode === 'change' && pass.cardId === null) throw conflict('Vé tháng chưa có thẻ: dùng "Gắn thẻ"');
  if (pass.cardId !== null)
    await retireCard(tx, principal, { id: pass.cardId, companyId: pass.companyId }, cardId);
  await linkCard(tx, principal, { id: cardId, memberId: pass.memberId, companyId: pass.companyId });
  await tx.update(subscriptions).set({ cardId, updatedAt: new Date() }).where(eq(subscriptions.id, pass.id));
  // The paid orders of the pass that waited for a card (a registration, a change of card) are done.
  const issued = await tx
    .update(subscriptionOrders)
    .set({ status: 3, cardId, version: sql`${subscriptionOrders.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptionOrders.subscriptionId, pass.id),
        eq(subscriptionOrders.status, 2),
        sql`${subscriptionOrders.orderType} in (1, 3)`,
      ),
    )
    .returning({ id: subscriptionOrders.id });
  await recordHistory(tx, principal, {
    entity: 'subscription',
    entityId: pass.id,
    action: mode === 'attach' ? 'attach_card' : 'change_card',
    companyId: pass.companyId,
    before: { card_id: pass.cardId },
    after: { card_id: cardId, issued_order_ids: issued.map((o) => o.id) },
  });
}
