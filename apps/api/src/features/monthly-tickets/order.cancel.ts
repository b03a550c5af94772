// cancelSubscriptionOrder: awaiting payment or paid -> cancelled, by compare-and-set on the status the
// caller may cancel from (and the version they saw). A paid order is a refund: a 'refund' ledger entry
// of minus its amount, and the pass loses the month (paid_through goes back to its last paid month).
import { CANCEL_PAID_ROLES, ORDER_STATUS, periodDays, saigonToday } from '@busops/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, subscriptionOrders, subscriptions } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { refuseMove } from './order.payment.ts';
import { loadOrder, type OrderBody } from './order.select.ts';

export const ORDER_CANCELLED = 'Hủy đơn thành công';

export async function cancelOrder(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'cancelSubscriptionOrder'>,
): Promise<OrderBody> {
  const mayRefund = (CANCEL_PAID_ROLES as readonly number[]).includes(principal.role ?? 0);
  const from = mayRefund ? [ORDER_STATUS.created, ORDER_STATUS.paid] : [ORDER_STATUS.created];
  await db.transaction(async (tx) => {
    const now = new Date();
    const [before] = await tx
      .select({ status: subscriptionOrders.status })
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.id, id));
    const [order] = await tx
      .update(subscriptionOrders)
      .set({
        status: ORDER_STATUS.cancelled,
        cancelledAt: now,
        cancelledBy: principal.userId,
        cancelReason: body.reason.trim(),
        version: sql`${subscriptionOrders.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptionOrders.id, id),
          inArray(subscriptionOrders.status, from),
          body.version !== undefined ? eq(subscriptionOrders.version, body.version) : undefined,
        ),
      )
      .returning();
    if (!order) {
      if (before?.status === ORDER_STATUS.paid && !mayRefund) {
        throw forbidden('Đơn đã thanh toán chỉ kiểm soát viên hoặc quản trị được hủy (hoàn tiền)');
      }
      return refuseMove(tx, id, 'cancel');
    }
    const refunded = before?.status === ORDER_STATUS.paid;
    if (refunded) {
      await tx.insert(ledgerEntries).values({
        companyId: order.companyId,
        kind: 'refund',
        orderId: order.id,
        amount: -order.amount,
        paymentType: order.paymentType ?? 'CASH',
        businessDate: saigonToday(now),
        createdBy: principal.userId,
      });
      // The pass is good to the end of its last month still paid for.
      const [{ last } = { last: null }] = await tx
        .select({ last: sql<string | null>`max(${subscriptionOrders.periodMonth})` })
        .from(subscriptionOrders)
        .where(
          and(
            eq(subscriptionOrders.subscriptionId, order.subscriptionId),
            inArray(subscriptionOrders.status, [ORDER_STATUS.paid, ORDER_STATUS.cardIssued]),
          ),
        );
      await tx
        .update(subscriptions)
        .set({ paidThrough: last ? periodDays(last).to : null, updatedAt: now })
        .where(eq(subscriptions.id, order.subscriptionId));
    }
    await recordHistory(tx, principal, {
      entity: 'subscription_order',
      entityId: order.id,
      action: 'cancel',
      companyId: order.companyId,
      before: { status: before?.status },
      after: { status: ORDER_STATUS.cancelled, reason: order.cancelReason, refunded },
    });
  });
  return loadOrder(db, id);
}
