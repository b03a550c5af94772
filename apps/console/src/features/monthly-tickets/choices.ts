// Choices shared by the order screens' criteria and dialogs: a select from [value, label] pairs, and the
// card types, routes and multi-route prices a pass can be bought on (the settings of /monthly-ticket/setting).
import { saigonToday } from '@busops/domain';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { lookup } from '../../lib/lookups';

export interface Choice {
  value: string;
  label: string;
}

export const choices = (pairs: readonly (readonly [string, string])[]): Choice[] =>
  pairs.map(([value, label]) => ({ value, label }));

export interface PassChoices {
  cardTypes: Choice[];
  routes: Choice[];
  multiNames: Choice[];
}

/**
 * What a pass can be bought on today: the company's enabled card types, and the routes and multi-route names
 * that have a price valid today (listSubscriptionPrices, readable by the counter's roles 1, 2, 8, 9; a route
 * without a price cannot be ordered on).
 */
export const passChoices = (): Promise<PassChoices> =>
  lookup('monthly-tickets.pass-choices', async () => {
    const [types, prices] = await Promise.all([
      data(api.call('listCardTypes', { params: { query: { page: 0, size: 100, enabled: true } } })),
      data(
        api.call('listSubscriptionPrices', {
          params: { query: { page: 0, size: 100, valid_on: saigonToday() } },
        }),
      ),
    ]);
    const routes = new Map<string, string>();
    const multiNames = new Map<string, string>();
    for (const price of prices.items) {
      if (price.scope === 'single' && price.route_id)
        routes.set(String(price.route_id), `${price.route_number} · ${price.route_name ?? ''}`);
      if (price.scope === 'multi' && price.multiple_routes_name)
        multiNames.set(price.multiple_routes_name, price.multiple_routes_name);
    }
    const sorted = (m: Map<string, string>) =>
      [...m]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, 'vi', { numeric: true }));
    return {
      cardTypes: types.items.map((t) => ({ value: String(t.id), label: `${t.code} · ${t.name}` })),
      routes: sorted(routes),
      multiNames: sorted(multiNames),
    };
  });
