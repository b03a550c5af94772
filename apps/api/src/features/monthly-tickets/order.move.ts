// One order move, read from ORDER_MACHINE (@busops/domain) and made as one compare-and-set that decides
// from the row it moved (issue 18). Every move on a pass's orders locks the pass first, then the order:
// payment, cancel, card issue and new orders queue on the pass in one lock order (no deadlock), and the
// refund-or-not of a cancel is the status of the locked row it moves, never one read before.
import { ORDER_MACHINE, type OrderMove, type OrderStatus, type Transition } from '@busops/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Tx } from '../../db/client.ts';
import { subscriptionOrders, subscriptions } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { ORDER_NOT_FOUND } from './order.select.ts';

const ALREADY_PAID = 'Đơn hàng đã được thanh toán';
const ALREADY_CANCELLED = 'Đơn hàng đã bị hủy';
const CARD_ISSUED_FINAL = 'Đơn hàng đã cấp thẻ, không thể hủy';
const STALE_ORDER = 'Đơn hàng đã được người khác cập nhật, vui lòng tải lại';

type OrderRow = typeof subscriptionOrders.$inferSelect;
export type OrderTransition = Transition<OrderStatus, OrderMove>;

/** Locks the order's pass, then the order (this transaction's view of both is now the truth). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [ref] = await tx
    .select({ passId: subscriptionOrders.subscriptionId })
    .from(subscriptionOrders)
    .where(eq(subscriptionOrders.id, id));
  if (!ref) throw notFound(ORDER_NOT_FOUND);
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, ref.passId))
    .for('update');
  const [order] = await tx
    .select()
    .from(subscriptionOrders)
    .where(eq(subscriptionOrders.id, id))
    .for('update');
  return order!;
}

function refusal(move: OrderMove, status: number): never {
  if (status === 4) throw conflict(ALREADY_CANCELLED);
  if (move === 'confirm_payment') throw conflict(ALREADY_PAID);
  if (status === 3) throw conflict(CARD_ISSUED_FINAL);
  throw conflict(STALE_ORDER);
}

/**
 * Makes `move` on order `id`: the table's row for the locked status (409 without one, 403 when the
 * caller's role is not in it: `roleRefused`), then one UPDATE ... WHERE status = from RETURNING.
 */
export async function moveOrder(
  tx: Tx,
  principal: Principal,
  id: number,
  move: OrderMove,
  set: Partial<OrderRow>,
  options: { version?: number; roleRefused: string },
): Promise<{ order: OrderRow; transition: OrderTransition }> {
  const role = principal.role ?? 0;
  // A role no row of the move has is refused before anything is read.
  if (!ORDER_MACHINE.some((t) => t.move === move && (t.roles as readonly number[]).includes(role)))
    throw forbidden(options.roleRefused);
  const locked = await lockOrder(tx, id);
  const transition = ORDER_MACHINE.find((t) => t.move === move && t.from === locked.status);
  if (!transition) refusal(move, locked.status);
  if (!(transition.roles as readonly number[]).includes(role)) throw forbidden(options.roleRefused);
  if (options.version !== undefined && options.version !== locked.version) throw conflict(STALE_ORDER);
  const [order] = await tx
    .update(subscriptionOrders)
    .set({
      ...set,
      status: transition.to,
      version: sql`${subscriptionOrders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptionOrders.id, id), eq(subscriptionOrders.status, transition.from)))
    .returning();
  if (!order) refusal(move, locked.status);
  return { order, transition };
}

/** Paid order statuses: the months they buy are the pass's paid months. */
const PAID_STATUSES = [2, 3] as const;

/**
 * The pass's paid_through after a payment or a refund: the last day of its last paid month (a summary
 * for lists and the renewal campaign; validity on a day reads the paid months themselves).
 */
export async function refreshPaidThrough(tx: Tx, passId: number): Promise<void> {
  const last = tx
    .select({ m: sql`max(${subscriptionOrders.periodMonth})` })
    .from(subscriptionOrders)
    .where(
      and(
        eq(subscriptionOrders.subscriptionId, passId),
        inArray(subscriptionOrders.status, [...PAID_STATUSES]),
      ),
    );
  await tx
    .update(subscriptions)
    .set({
      paidThrough: sql`(to_date((${last}), 'YYYY-MM') + interval '1 month' - interval '1 day')::date`,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, passId));
}
