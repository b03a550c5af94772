// The stores of the three order lists on the app's SDK client, and the money totals of each list's last
// answer (listSubscriptionOrders answers `totals` of every matching order, not only the page).

import type { OrderType } from '@busops/domain';
import type { ApiClient } from '@busops/sdk';
import { proxy } from 'valtio';
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { orderResources } from './orders.resource';

export interface OrderTotals {
  count: number;
  amount: number;
  paid_amount: number;
  unpaid_amount: number;
  cancelled_count: number;
}

export const orderTotals = proxy<Record<OrderType, OrderTotals | null>>({ 1: null, 2: null, 3: null });

/** The client of one list: its list answers also leave their totals in `orderTotals[type]`. */
export function withTotals(client: ApiClient, orderType: OrderType): ApiClient {
  const call = (async (operationId: string, init?: { params?: { query?: { export?: boolean } } }) => {
    const answer = await (client.call as (o: string, i?: unknown) => Promise<{ data: unknown }>)(
      operationId,
      init,
    );
    if (operationId === 'listSubscriptionOrders' && !init?.params?.query?.export) {
      orderTotals[orderType] = (answer.data as { totals: OrderTotals }).totals;
    }
    return answer;
  }) as ApiClient['call'];
  return { ...client, call };
}

export const orderStores = {
  1: connect(orderResources[1], withTotals(api, 1)),
  2: connect(orderResources[2], withTotals(api, 2)),
  3: connect(orderResources[3], withTotals(api, 3)),
} as const;

/** After an order changed outside its own list (the counter, the campaign): the lists show it. */
export function reloadOrderLists(): void {
  for (const store of Object.values(orderStores)) void store.list.reload();
}
