// Stops (/route/stop; openapi/resources/bus-management/): the resource declaration the store, commands,
// dialogs and screen are built from (console kit).
import type { operations } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type Stop = RowOf<'listStops'>;
export type StopInput = operations['createStop']['requestBody']['content']['application/json'];
export type StopCriteria = ListCriteria & { keyword?: string; status?: string };

export const stopResource = defineResource<'listStops', StopCriteria>({
  area: 'stops',
  entity: 'stop',
  noun: 'điểm dừng',
  path: '/route/stop',
  title: 'Thiết lập điểm dừng',
  list: 'listStops',
  criteria: { keyword: '', status: '', sort: '-created_at' },
  get: 'getStop',
  remove: 'deleteStop',
  rowName: (row) => `${row.code} – ${row.name}`,
  searcher: 'stops',
  history: 'stop',
});

/** One điểm dừng as a record: a palette hit, and a recent record on /menu once opened. */
export function stopRecord(row: Stop): RecordItem {
  return {
    id: String(row.id),
    title: `${row.code} · ${row.name}`,
    subtitle: row.address ?? row.company_name,
    path: recordLink(stopResource.path, row.id),
  };
}
