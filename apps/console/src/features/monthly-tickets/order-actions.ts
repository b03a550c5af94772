// The order moves the console makes, shared by the lists, the counter and the campaign: confirm a cash
// payment (one Idempotency-Key per click: a retry of that click replays, a second click is refused by the
// API), cancel with a reason, create an extension; each toasts the spec's message. Which moves a role may
// make comes from the domain (canMoveOrder), so the console hides what the API would refuse.
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { toast } from '../../lib/toasts';
import type { Order } from './orders.resource';

export { canMoveAll, ORDER_MODALS } from './order-modals';

/** The order of a call that answers one (`{ message, order }`: an order's own status 1..4 is not at the top). */
export async function orderData<T extends { order: unknown }>(
  call: Promise<{ data?: T; response: Response }>,
): Promise<T['order']> {
  return (await data(call)).order;
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
