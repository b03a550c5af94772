// What the palette's order commands need before any order screen loads (the first screen's JS budget):
// the modal ids and which moves a role may make (canMoveOrder, from the domain). The moves themselves
// are in order-actions.ts, loaded with the screens and dialogs.
import { canMoveOrder, type OrderMove, type OrderStatus } from '@busops/domain';
import type { Order } from './orders.resource';

export const ORDER_MODALS = {
  cancel: 'subscription-order-cancel',
  receipt: 'subscription-order-receipt',
  registration: 'subscription-order-registration',
  extension: 'subscription-order-extension',
  changeCard: 'subscription-order-change-card',
  campaign: 'subscription-renewal-campaign',
  issueCard: 'subscription-order-issue-card',
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
