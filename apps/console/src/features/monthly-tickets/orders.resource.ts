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

export const ORDER_SCREENS: Record<OrderType, { path: string; title: string; area: string }> = {
  1: {
    path: '/monthly-ticket/registration-list',
    title: 'Đơn đăng ký vé tháng',
    area: 'registration-orders',
  },
  2: { path: '/monthly-ticket/extend-list', title: 'Đơn gia hạn vé tháng', area: 'extension-orders' },
  3: { path: '/monthly-ticket/change-card-list', title: 'Đơn cấp thẻ mới', area: 'card-orders' },
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

export function orderResource(orderType: OrderType) {
  const screen = ORDER_SCREENS[orderType];
  return defineResource<'listSubscriptionOrders', OrderCriteria>({
    area: screen.area,
    entity: 'subscription-order',
    noun: 'đơn',
    path: screen.path,
    title: screen.title,
    list: 'listSubscriptionOrders',
    criteria: { keyword: '', status: '', day: '', period_month: '', route_id: '' },
    query: (criteria) => orderQuery(orderType, criteria),
    get: 'getSubscriptionOrder',
    rowName: (row) => row.code,
    history: null,
  });
}

export const orderResources = { 1: orderResource(1), 2: orderResource(2), 3: orderResource(3) } as const;
