// Customers (/customer/search; openapi/resources/customers/ and lookups/searchMembers): the resource the
// store, commands, dialogs and screen are built from (console kit). The list is the keyword search
// (phone, name without diacritics, card number or UID), 100 rows a page as the spec asks.
import { formatPhone } from '@busops/domain';
import type { operations } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type Member = RowOf<'searchMembers'>;
export type MemberCreate = operations['createMember']['requestBody']['content']['application/json'];
export type MemberUpdate = operations['updateMember']['requestBody']['content']['application/json'];
export type MemberCriteria = ListCriteria & { keyword?: string };

export const memberResource = defineResource<'searchMembers', MemberCriteria>({
  area: 'members',
  entity: 'member',
  noun: 'khách hàng',
  path: '/customer/search',
  title: 'Tra cứu khách hàng',
  list: 'searchMembers',
  criteria: { keyword: '' },
  get: 'getMember',
  rowName: (row) => row.full_name,
  searcher: 'members',
  history: 'member',
});

/** One customer as a record: a palette hit (by phone, name or card), a recent record on /menu. */
export function memberRecord(row: Member): RecordItem {
  return {
    id: String(row.id),
    title: row.full_name,
    subtitle: formatPhone(row.phone_number),
    path: recordLink(memberResource.path, row.id),
  };
}
