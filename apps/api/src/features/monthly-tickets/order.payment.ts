// confirmOrderCashPayment: awaiting payment -> paid, once. The move is one compare-and-set UPDATE
// (status = 1), so of 50 parallel calls exactly one moves the order; the ledger entry's unique
// (order, kind) index is a second lock on the money. With an Idempotency-Key a retry replays the first
// answer; without one, a second confirm is told the order is already paid (409).
import { canMoveOrder, ORDER_STATUS, periodDays, saigonToday } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries, subscriptionOrders, subscriptions } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SuccessOf } from '../../http/operation.ts';
import { idempotentMoneyCall, type MoneyCallContext } from '../../kit/money-call.ts';
import { loadOrder, ORDER_NOT_FOUND } from './order.select.ts';
import { issueCard } from './pass.card.ts';

export const PAYMENT_CONFIRMED = 'Xác nhận thanh toán thành công!';
export const ALREADY_PAID = 'Đơn hàng đã được thanh toán';
export const ALREADY_CANCELLED = 'Đơn hàng đã bị hủy';
type Confirmation = SuccessOf<'confirmOrderCashPayment'>;

/** Why an order that did not move could not: missing, another status, or the caller's role. */
export async function refuseMove(tx: Tx, id: number, move: 'confirm_payment' | 'cancel'): Promise<never> {
  const [order] = await tx
    .select({ status: subscriptionOrders.status })
    .from(subscriptionOrders)
    .where(eq(subscriptionOrders.id, id));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === ORDER_STATUS.cancelled) throw conflict(ALREADY_CANCELLED);
  if (move === 'confirm_payment' && order.status !== ORDER_STATUS.created) throw conflict(ALREADY_PAID);
  if (order.status === ORDER_STATUS.cardIssued) throw conflict('Đơn hàng đã cấp thẻ, không thể hủy');
  throw conflict('Đơn hàng đã được người khác cập nhật, vui lòng tải lại');
}

export function confirmCashPayment(ctx: MoneyCallContext, id: number): Promise<Confirmation> {
  const { principal } = ctx;
  return idempotentMoneyCall<Confirmation>(ctx, 'confirmOrderCashPayment', { id }, async (tx) => {
    if (!canMoveOrder(principal.role ?? 0, 'confirm_payment', ORDER_STATUS.created)) {
      throw forbidden('Vai trò của bạn không được thu tiền vé tháng');
    }
    const now = new Date();
    const [order] = await tx
      .update(subscriptionOrders)
      .set({
        status: ORDER_STATUS.paid,
        paidAt: now,
        paidBy: principal.userId,
        paymentType: 'CASH',
        version: sql`${subscriptionOrders.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(subscriptionOrders.id, id), eq(subscriptionOrders.status, ORDER_STATUS.created)))
      .returning();
    if (!order) return refuseMove(tx, id, 'confirm_payment');
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        companyId: order.companyId,
        kind: 'payment',
        orderId: order.id,
        amount: order.amount,
        paymentType: 'CASH',
        businessDate: saigonToday(now),
        createdBy: principal.userId,
      })
      .returning();
    if (order.periodMonth) {
      // The pass is good to the end of the month bought (never shortened by an earlier month's payment).
      const end = periodDays(order.periodMonth).to;
      await tx
        .update(subscriptions)
        .set({
          paidThrough: sql`greatest(coalesce(${subscriptions.paidThrough}, ${end}::date), ${end}::date)`,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, order.subscriptionId));
    }
    await recordHistory(tx, principal, {
      entity: 'subscription_order',
      entityId: order.id,
      action: 'confirm_payment',
      companyId: order.companyId,
      before: { status: ORDER_STATUS.created },
      after: { status: ORDER_STATUS.paid, ledger_entry_id: entry!.id, amount: order.amount },
    });
    // A registration or a new card that came with a card in stock: the card is handed over now.
    if (order.cardId !== null && (order.orderType === 1 || order.orderType === 3)) {
      await issueCard(
        tx,
        principal,
        order.subscriptionId,
        order.cardId,
        order.orderType === 1 ? 'attach' : 'change',
      );
    }
    return {
      status: 200,
      body: {
        message: PAYMENT_CONFIRMED,
        order: await loadOrder(tx, order.id),
        ledger_entry: {
          id: entry!.id,
          amount: entry!.amount,
          payment_type: entry!.paymentType,
          business_date: entry!.businessDate,
        },
      },
    };
  });
}
