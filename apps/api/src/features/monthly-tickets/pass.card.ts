// Cards on passes: handing a card in stock to a member, and replacing a pass's card. Each step is one
// compare-and-set on the card row (its expected status and owner), and the unique index "one active
// card per member" settles what two counters do at once: the loser gets a 409, nothing half-done.
import { ORDER_STATUS } from '@busops/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export const NO_PAID_CARD_ORDER =
  'Vé tháng chưa có đơn đăng ký hoặc đơn cấp thẻ đã thanh toán: thu tiền đơn trước khi giao thẻ';
export const NO_PAID_CHANGE_ORDER =
  'Vé tháng chưa có đơn cấp thẻ mới đã thanh toán: tạo và thu tiền đơn đổi thẻ trước khi đổi thẻ';

/**
 * A card is handed over only against a paid order of the pass waiting for one (PASS_CARD_MACHINE,
 * 'needs_paid_card_order'): a registration or a new-card order to attach, a new-card order to change.
 * Read under the pass lock, which payments and cancels take too, so the order cannot move meanwhile.
 */
async function assertPaidCardOrder(tx: Tx, passId: number, mode: 'attach' | 'change'): Promise<void> {
  const [waiting] = await tx
    .select({ id: subscriptionOrders.id })
    .from(subscriptionOrders)
    .where(
      and(
        eq(subscriptionOrders.subscriptionId, passId),
        eq(subscriptionOrders.status, ORDER_STATUS.paid),
        inArray(subscriptionOrders.orderType, mode === 'attach' ? [1, 3] : [3]),
      ),
    )
    .limit(1);
  if (!waiting) throw conflict(mode === 'attach' ? NO_PAID_CARD_ORDER : NO_PAID_CHANGE_ORDER);
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
  await assertPaidCardOrder(tx, pass.id, mode);
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
    .set({
      status: ORDER_STATUS.cardIssued,
      cardId,
      version: sql`${subscriptionOrders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptionOrders.subscriptionId, pass.id),
        eq(subscriptionOrders.status, ORDER_STATUS.paid),
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

/**
 * A cancelled registration takes back the pass's card: a pass without a paid registration holds none
 * (a card handed to it before its payment, by the old rules, goes back to stock: active, no member).
 */
export async function takeBackCard(tx: Tx, principal: Principal, passId: number): Promise<void> {
  const [pass] = await tx
    .select({ id: subscriptions.id, companyId: subscriptions.companyId, cardId: subscriptions.cardId })
    .from(subscriptions)
    .where(eq(subscriptions.id, passId))
    .for('update');
  if (!pass || pass.cardId === null) return;
  const [stillPaid] = await tx
    .select({ id: subscriptionOrders.id })
    .from(subscriptionOrders)
    .where(
      and(
        eq(subscriptionOrders.subscriptionId, pass.id),
        eq(subscriptionOrders.orderType, 1),
        inArray(subscriptionOrders.status, [ORDER_STATUS.paid, ORDER_STATUS.cardIssued]),
      ),
    )
    .limit(1);
  if (stillPaid) return;
  await tx
    .update(nfcCards)
    .set({ memberId: null, linkedAt: null, version: sql`${nfcCards.version} + 1`, updatedAt: new Date() })
    .where(eq(nfcCards.id, pass.cardId));
  await tx
    .update(subscriptions)
    .set({ cardId: null, updatedAt: new Date() })
    .where(eq(subscriptions.id, pass.id));
  await recordHistory(tx, principal, {
    entity: 'subscription',
    entityId: pass.id,
    action: 'take_back_card',
    companyId: pass.companyId,
    before: { card_id: pass.cardId },
    after: { card_id: null },
  });
}

/**
 * A change-card order cancelled before its new card was issued ('old_card_restored'): the old card it
 * stopped (blocked or lost, from 'active', in createChangeCard) is the pass's working card again. A
 * compare-and-set: only while the card is still the pass's, still its member's and still stopped; a
 * card the member's other card made redundant meanwhile (one active card per member) stays stopped.
 */
export async function restoreOldCard(
  tx: Tx,
  principal: Principal,
  order: { subscriptionId: number; memberId: number; oldCardId: number | null; companyId: number },
): Promise<void> {
  if (order.oldCardId === null) return;
  const [pass] = await tx
    .select({ cardId: subscriptions.cardId })
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId));
  if (pass?.cardId !== order.oldCardId) return;
  const [before] = await tx
    .select({ status: nfcCards.status })
    .from(nfcCards)
    .where(eq(nfcCards.id, order.oldCardId))
    .for('update');
  let restored: Array<{ id: number }>;
  try {
    restored = await tx
      .update(nfcCards)
      .set({ status: 'active', version: sql`${nfcCards.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(nfcCards.id, order.oldCardId),
          eq(nfcCards.memberId, order.memberId),
          inArray(nfcCards.status, ['blocked', 'lost']),
          sql`not exists (select 1 from nfc_cards other where other.member_id = ${order.memberId}
                and other.status = 'active' and other.id <> ${order.oldCardId})`,
        ),
      )
      .returning({ id: nfcCards.id });
  } catch (error) {
    // Another card went active for the member at this very moment: the cancel is retried by the caller.
    if (isUniqueViolation(error)) throw conflict(MEMBER_HAS_ACTIVE_CARD);
    throw error;
  }
  if (restored.length === 0) return;
  await recordHistory(tx, principal, {
    entity: 'nfc_card',
    entityId: order.oldCardId,
    action: 'status',
    companyId: order.companyId,
    before: { status: before?.status },
    after: { status: 'active', reason: 'change_card_order_cancelled' },
  });
}
