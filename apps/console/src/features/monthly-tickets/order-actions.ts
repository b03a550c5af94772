// The order moves the console makes, shared by the lists, the counter and the campaign: confirm a cash
// payment (one Idempotency-Key per click: a retry of that click replays, a second click is refused by the
// API), cancel with a reason, create an extension; each toasts the spec's message. Which moves a role may
// make comes from the domain (canMoveOrder), so the console hides what the API would refuse.
import { canMoveOrder, type OrderMove, type OrderStatus } from '@busops/domain';
import { isApiError } from '@busops/sdk';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { toast } from '../../lib/toasts';
import type { Order } from './orders.resource';

export const ORDER_MODALS = {
  cancel: 'subscription-order-cancel',
  receipt: 'subscription-order-receipt',
  registration: 'subscription-order-registration',
  extension: 'subscription-order-extension',
  changeCard: 'subscription-order-change-card',
  campaign: 'subscription-renewal-campaign',
} as const;

/** May the signed-in role make `move` on every one of these orders? */
export function canMoveAll(
  role: number | null | undefined,
  move: OrderMove,
  orders: readonly Order[],
): boolean {
  return (
    role != null &&
    orders.length > 0 &&
    orders.every((o) => canMoveOrder(role, move, o.status as OrderStatus))
  );
}

/**
 * The typed data of a call answering one order. Such an answer carries the order's own `status` (1..4) at
 * its top level, which the SDK reads as a failing body status (spec §8: a body whose `status` lies outside
 * 200-399 is an error) although the HTTP answer is 2xx: a 2xx answer whose body is an order is the order.
 * (Reported to the lead: the single-order answers should not carry a top-level numeric `status`.)
 */
export async function orderData<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  try {
    return await data(call);
  } catch (error) {
    if (isApiError(error) && error.response?.ok && isOrderBody(error.body)) return error.body as T;
    throw error;
  }
}

export function isOrderBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { order_type?: unknown }).order_type === 'number'
  );
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function confirmPayment(orderId: number) {
  const answer = await data(
    api.call('confirmOrderCashPayment', {
      params: { path: { id: orderId }, header: { 'Idempotency-Key': newIdempotencyKey() } },
    }),
  );
  toast.success('paymentConfirmed');
  return answer.order;
}

export async function cancelOrder(order: Pick<Order, 'id' | 'version'>, reason: string) {
  const answer = await orderData(
    api.call('cancelSubscriptionOrder', {
      params: { path: { id: order.id } },
      body: { reason, version: order.version },
    }),
  );
  toast.success('orderCancelled');
  return answer;
}

export async function createExtension(subscriptionId: number) {
  const order = await orderData(
    api.call('createExtensionOrder', { body: { subscription_id: subscriptionId, source: 'web-admin' } }),
  );
  toast.success('extensionCreated');
  return order;
}
