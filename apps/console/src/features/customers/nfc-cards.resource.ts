// NFC cards (/customer/ticket-bus; openapi/resources/customers/): the resource the store, commands and
// screen are built from. Statuses and their moves come from @busops/domain (CARD_TRANSITIONS).
import { CARD_STATUS_LABELS, CARD_STATUSES, type CardStatus } from '@busops/domain';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type NfcCard = RowOf<'listNfcCards'>;
export type NfcCardCriteria = ListCriteria & { keyword?: string; status?: string; linked?: string };

export const nfcCardResource = defineResource<'listNfcCards', NfcCardCriteria>({
  area: 'nfc-cards',
  entity: 'nfc_card',
  noun: 'thẻ',
  path: '/customer/ticket-bus',
  list: 'listNfcCards',
  criteria: { keyword: '', status: '', linked: '', sort: '-created_at' },
  rowName: (row) => row.card_number,
  history: null,
});

export const CARD_STATUS_OPTIONS = CARD_STATUSES.map((value) => ({
  value,
  label: CARD_STATUS_LABELS[value],
}));
export const LINKED_OPTIONS = [
  { value: 'true', label: 'Đã gắn khách hàng' },
  { value: 'false', label: 'Chưa gắn (trong kho)' },
];

export const cardStatusLabel = (status: string | null | undefined) =>
  status ? (CARD_STATUS_LABELS[status as CardStatus] ?? status) : '';
