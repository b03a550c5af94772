// confirmOrderCashPayment: awaiting payment -> paid, once (ORDER_MACHINE). The move locks the pass
// and the order and is one compare-and-set UPDATE (status = 1), so of 50 parallel calls exactly one moves the order; the ledger's transaction id
// (order-<id>-payment, unique per company) is a second lock on the money. With an Idempotency-Key a retry replays the first
// answer; without one, a second confirm is told the order is already paid (409).
import { ORDER_STATUS, saigonToday } from '@busops/domain';
import { recordHistory } from '../../access/history.ts';
import type { SuccessOf } from '../../http/operation.ts';
import { idempotentMoneyCall, type MoneyCallContext } from '../../kit/money-call.ts';
import { appendLedger, orderTransactionId } from '../ledger/ledger.append.ts';
import { moveOrder, refreshPaidThrough } from './order.move.ts';
import { loadOrder } from './order.select.ts';
import { issueCard } from './pass.card.ts';

export const PAYMENT_CONFIRMED = 'Xác nhận thanh toán thành công!';
type Confirmation = SuccessOf<'confirmOrderCashPayment'>;

export function confirmCashPayment(ctx: MoneyCallContext, id: number): Promise<Confirmation> {
  const { principal } = ctx;
  return idempotentMoneyCall<Confirmation>(ctx, 'confirmOrderCashPayment', { id }, async (tx) => {
    const now = new Date();
    const { order } = await moveOrder(
      tx,
      principal,
      id,
      'confirm_payment',
      { paidAt: now, paidBy: principal.userId, paymentType: 'CASH' },
      { roleRefused: 'Vai trò của bạn không được thu tiền vé tháng' },
    );
    const [entry] = await appendLedger(tx, [
      {
        companyId: order.companyId,
        transactionId: orderTransactionId(order.id, 'payment'),
        serviceDate: saigonToday(now),
        eventTimestamp: now,
        amount: order.amount,
        fareAction: 'pass_purchase',
        paymentType: 'CASH',
        fareMedia: 'counter',
        fareProduct: 'monthly_pass',
        numRiders: 0,
        orderId: order.id,
        createdBy: principal.userId,
      },
    ]);
    // The order's move above is the lock on the money; an id already in the ledger would mean it failed.
    if (!entry) throw new Error(`order ${order.id} already has a payment in the ledger`);
    // The month bought is paid now; the pass's last paid day follows.
    if (order.periodMonth) await refreshPaidThrough(tx, order.subscriptionId);
    await recordHistory(tx, principal, {
      entity: 'subscription_order',
      entityId: order.id,
      action: 'confirm_payment',
      companyId: order.companyId,
      before: { status: ORDER_STATUS.created },
      after: { status: ORDER_STATUS.paid, ledger_entry_id: entry.id, amount: order.amount },
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
          id: entry.id,
          amount: entry.amount,
          payment_type: entry.paymentType,
          business_date: entry.serviceDate,
        },
      },
    };
  });
}
