// cancelSubscriptionOrder: awaiting payment or paid -> cancelled (ORDER_MACHINE), on the status of the
// row the move locked and moved (issue 18: a cancel racing a payment once kept the money without a
// refund). The 'paid' row of the table names its effects: a 'refund' ledger entry of minus the amount,
// and the pass loses the month (its paid months are its paid orders' months). Both rows give a
// change-card order's old card back: the change never happened.
import { isPaymentType, saigonToday } from '@busops/domain';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import type { BodyOf } from '../../http/operation.ts';
import { appendLedger, orderTransactionId } from '../ledger/ledger.append.ts';
import { moveOrder, refreshPaidThrough } from './order.move.ts';
import { loadOrder, type OrderBody } from './order.select.ts';
import { restoreOldCard, takeBackCard } from './pass.card.ts';

export const ORDER_CANCELLED = 'Hủy đơn thành công';

export async function cancelOrder(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'cancelSubscriptionOrder'>,
): Promise<OrderBody> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const { order, transition } = await moveOrder(
      tx,
      principal,
      id,
      'cancel',
      { cancelledAt: now, cancelledBy: principal.userId, cancelReason: body.reason.trim() },
      {
        version: body.version,
        roleRefused: 'Đơn đã thanh toán chỉ kiểm soát viên hoặc quản trị được hủy (hoàn tiền)',
      },
    );
    const refunded = transition.effects.includes('ledger_refund');
    if (refunded) {
      await appendLedger(tx, [
        {
          companyId: order.companyId,
          transactionId: orderTransactionId(order.id, 'refund'),
          serviceDate: saigonToday(now),
          eventTimestamp: now,
          amount: -order.amount,
          fareAction: 'refund',
          paymentType: isPaymentType(order.paymentType) ? order.paymentType : 'UNKNOWN',
          fareMedia: 'counter',
          fareProduct: 'monthly_pass',
          numRiders: 0,
          orderId: order.id,
          createdBy: principal.userId,
        },
      ]);
    }
    if (transition.effects.includes('pass_month_unpaid')) await refreshPaidThrough(tx, order.subscriptionId);
    // A pass whose registration is cancelled holds no card (cards go only with a paid order).
    if (order.orderType === 1) await takeBackCard(tx, principal, order.subscriptionId);
    // A change of card that did not happen: the old card it stopped works again (PASS_CARD 'resume').
    if (transition.effects.includes('old_card_restored')) await restoreOldCard(tx, principal, order);
    await recordHistory(tx, principal, {
      entity: 'subscription_order',
      entityId: order.id,
      action: 'cancel',
      companyId: order.companyId,
      before: { status: transition.from },
      after: { status: transition.to, reason: order.cancelReason, refunded },
    });
  });
  return loadOrder(db, id);
}
