// The stores of /monthly-ticket/setting on the app's SDK client, and the pickers' options the price form
// needs (the company's routes and card types), loaded once per screen visit and after a change.
import { proxy } from 'valtio';
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { type CardType, cardTypeResource, priceResource } from './pass-settings.resource';

export const cardTypes = connect(cardTypeResource, api);
export const prices = connect(priceResource, api);

export interface RouteOption {
  id: number;
  number: string;
  name: string;
}

export const options = proxy<{ routes: RouteOption[]; cardTypes: CardType[]; loaded: boolean }>({
  routes: [],
  cardTypes: [],
  loaded: false,
});

/** The routes (listRoutes, up to 500) and every card type (listCardTypes) the pickers offer. */
export async function loadOptions(): Promise<void> {
  const [routes, types] = await Promise.all([
    api.call('listRoutes', { params: { query: { page: 0, size: 500, sort: 'number', with_total: false } } }),
    api.call('listCardTypes', { params: { query: { page: 0, size: 500, sort: 'code', with_total: false } } }),
  ]);
  options.routes = routes.data.items.map((r) => ({ id: r.id, number: r.number, name: r.name }));
  options.cardTypes = types.data.items;
  options.loaded = true;
}
