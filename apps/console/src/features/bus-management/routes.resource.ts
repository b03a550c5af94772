// Routes (/route/list; openapi/resources/bus-management/): the resource declaration the store, commands,
// dialogs and screen are built from (console kit).
import type { operations } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type Route = RowOf<'listRoutes'>;
export type RouteInput = operations['createRoute']['requestBody']['content']['application/json'];
export type RouteCriteria = ListCriteria & { keyword?: string; status?: string; type?: string };

export const routeResource = defineResource<'listRoutes', RouteCriteria>({
  area: 'routes',
  entity: 'route',
  noun: 'tuyến',
  path: '/route/list',
  title: 'Thiết lập tuyến',
  list: 'listRoutes',
  // Listed by their natural key, the number as people read it (8, 14, 56, 152; the API sorts so).
  criteria: { keyword: '', status: '', type: '', sort: 'number' },
  get: 'getRoute',
  remove: 'deleteRoute',
  rowName: (row) => row.number,
  searcher: 'routes',
  history: 'route',
});

/** One tuyến as a record: a palette hit, and a recent record on /menu once opened. */
export function routeRecord(row: Route): RecordItem {
  return {
    id: String(row.id),
    title: row.number,
    subtitle: row.company_name,
    path: recordLink(routeResource.path, row.id),
  };
}
