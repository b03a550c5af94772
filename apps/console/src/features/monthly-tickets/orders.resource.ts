// The three order lists of /monthly-ticket (registration, extension, new card): one resource per order
// type on listSubscriptionOrders (openapi/resources/monthly-tickets/), criteria in the URL. Only data and
// types: commands import it at startup, the store comes with the screen's chunk.
import { type OrderType, saigonToday } from '@busops/domain';
import type { OperationQuery } from '@busops/sdk';
import { type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type Order = RowOf<'listSubscriptionOrders'>;
export type OrderCriteria = ListCriteria & {
  keyword?: string;
  status?: string;
  day?: string;
  period_month?: string;
  route_id?: string;
};

/** The list query of one order type: `day=today` is today's orders (the Asia/Ho_Chi_Minh day). */
export function orderQuery(
  orderType: OrderType,
  criteria: OrderCriteria,
  today: string = saigonToday(),
): OperationQuery<'listSubscriptionOrders'> {
  const { day, ...rest } = criteria;
  const days = day === 'today' ? { date_from: today, date_to: today } : {};
  return listQuery<OperationQuery<'listSubscriptionOrders'>>({
    ...rest,
    ...days,
    order_type: orderType,
    with_total: true,
  } as ListCriteria);
}

/** What the three lists share; each declares its own screen below (its path; its title is the MENU entry's). */
const orderList = (orderType: OrderType) =>
  ({
    entity: 'subscription-order',
    noun: 'đơn',
    list: 'listSubscriptionOrders',
    criteria: { keyword: '', status: '', day: '', period_month: '', route_id: '' },
    query: (criteria: OrderCriteria) => orderQuery(orderType, criteria),
    get: 'getSubscriptionOrder',
    getRow: (answer: unknown) => (answer as { order: Order }).order,
    rowName: (row: Order) => row.code,
    history: 'subscription_order',
  }) as const;

export const registrationOrders = defineResource<'listSubscriptionOrders', OrderCriteria>({
  ...orderList(1),
  area: 'registration-orders',
  path: '/monthly-ticket/registration-list',
});

export const extensionOrders = defineResource<'listSubscriptionOrders', OrderCriteria>({
  ...orderList(2),
  area: 'extension-orders',
  path: '/monthly-ticket/extend-list',
});

export const cardOrders = defineResource<'listSubscriptionOrders', OrderCriteria>({
  ...orderList(3),
  area: 'card-orders',
  path: '/monthly-ticket/change-card-list',
});

export const orderResources = { 1: registrationOrders, 2: extensionOrders, 3: cardOrders } as const;

/** The list screen of each order type (its path and title). */
export const ORDER_SCREENS: Record<OrderType, { path: string; title: string }> = orderResources;
