// /monthly-ticket/setting (Thiết lập vé tháng; openapi/resources/monthly-tickets/): the two resources the
// store, commands, dialogs and screen are built from (console kit): card types (/cards) and monthly pass
// prices (/route-subscription), both listed on the one screen, each on its tab.
import { formatValidity, formatVnd, PASS_SCOPE_LABELS } from '@busops/domain';
import type { operations } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource, type RowOf } from '../../kit/define-resource';

export const SETTING_PATH = '/monthly-ticket/setting';
const TITLE = 'Thiết lập vé tháng';

export type CardType = RowOf<'listCardTypes'>;
export type CardTypeInput = operations['createCardType']['requestBody']['content']['application/json'];
export type CardTypeCriteria = ListCriteria & { keyword?: string; enabled?: string };

export type Price = RowOf<'listSubscriptionPrices'>;
export type PriceInput = operations['createSubscriptionPrice']['requestBody']['content']['application/json'];
export type PriceCriteria = ListCriteria & { keyword?: string; scope?: string; valid_on?: string };

export const cardTypeResource = defineResource<'listCardTypes', CardTypeCriteria>({
  area: 'cardTypes',
  entity: 'card_type',
  noun: 'loại thẻ',
  path: '/monthly-ticket/setting',
  title: TITLE,
  list: 'listCardTypes',
  criteria: { keyword: '', enabled: '', sort: 'code' },
  get: 'getCardType',
  remove: 'deleteCardType',
  rowName: (row) => `${row.code} · ${row.name}`,
  searcher: 'cardTypes',
  history: 'card_type',
});

/** 'Tuyến 01 · Bến Thành – Chợ Lớn' or 'Liên tuyến toàn mạng'. */
export function priceTarget(
  row: Pick<Price, 'scope' | 'route_number' | 'route_name' | 'multiple_routes_name'>,
) {
  return row.scope === 'single'
    ? `Tuyến ${row.route_number ?? ''} · ${row.route_name ?? ''}`
    : (row.multiple_routes_name ?? PASS_SCOPE_LABELS.multi);
}

export const priceResource = defineResource<'listSubscriptionPrices', PriceCriteria>({
  area: 'subscriptionPrices',
  entity: 'subscription_price',
  noun: 'giá vé tháng',
  path: '/monthly-ticket/setting',
  title: TITLE,
  list: 'listSubscriptionPrices',
  criteria: { keyword: '', scope: '', valid_on: '', sort: 'route' },
  get: 'getSubscriptionPrice',
  rowName: (row) => `${priceTarget(row)} · ${row.card_type_code} · ${formatVnd(row.price)}`,
  history: 'subscription_price',
});

/** One card type as a palette record (opens its edit form on the screen). */
export function cardTypeRecord(row: CardType): RecordItem {
  return {
    id: String(row.id),
    title: `${row.code} · ${row.name}`,
    subtitle: `Loại thẻ · phí làm thẻ ${formatVnd(row.card_fee)}${row.enabled ? '' : ' · ngừng bán'}`,
    path: recordLink(SETTING_PATH, row.id),
  };
}

export function priceSubtitle(row: Price): string {
  return `${formatVnd(row.price)} · ${formatValidity({ validFrom: row.valid_from, validTo: row.valid_to })}`;
}
