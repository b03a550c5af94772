// Choices shared by the order screens' criteria and dialogs: a select from [value, label] pairs, and the
// card types, routes and multi-route prices the company's passes use (listSubscriptions: its roles are the
// counter's, 1, 2, 8, 9, while listRoutes is for 1 and 2). The settings' own lists (listCardTypes, the
// route prices) come with /monthly-ticket/setting on its branch and replace this source once merged.
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

export const passChoices = (): Promise<PassChoices> =>
  lookup('monthly-tickets.pass-choices', async () => {
    const passes = await data(api.call('listSubscriptions', { params: { query: { page: 0, size: 500 } } }));
    const cardTypes = new Map<string, string>();
    const routes = new Map<string, string>();
    const multiNames = new Map<string, string>();
    for (const pass of passes.items) {
      cardTypes.set(String(pass.card_type_id), pass.card_type_name);
      if (pass.route_id) routes.set(String(pass.route_id), pass.route_name ?? String(pass.route_id));
      if (pass.multiple_routes_name) multiNames.set(pass.multiple_routes_name, pass.multiple_routes_name);
    }
    const sorted = (m: Map<string, string>) =>
      [...m]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, 'vi', { numeric: true }));
    return { cardTypes: sorted(cardTypes), routes: sorted(routes), multiNames: sorted(multiNames) };
  });
