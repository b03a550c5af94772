// Vehicles (/vehicle/list; openapi/resources/bus-management/): the resource declaration the store, commands,
// dialogs and screen are built from (console kit).
import type { operations } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource, type RowOf } from '../../kit/define-resource';

export type Vehicle = RowOf<'listVehicles'>;
export type VehicleInput = operations['createVehicle']['requestBody']['content']['application/json'];
export type VehicleCriteria = ListCriteria & {
  keyword?: string;
  status?: string;
  fuel?: string;
  document_expiry?: string;
};

export const vehicleResource = defineResource<'listVehicles', VehicleCriteria>({
  area: 'vehicles',
  entity: 'vehicle',
  noun: 'xe',
  path: '/vehicle/list',
  title: 'Danh sách xe',
  list: 'listVehicles',
  criteria: { keyword: '', status: '', fuel: '', document_expiry: '', sort: '-created_at' },
  get: 'getVehicle',
  remove: 'deleteVehicle',
  rowName: (row) => row.plate,
  searcher: 'vehicles',
  history: 'vehicle',
});

/** One xe as a record: a palette hit, and a recent record on /menu once opened. */
export function vehicleRecord(row: Vehicle): RecordItem {
  return {
    id: String(row.id),
    title: row.plate,
    subtitle: row.company_name,
    path: recordLink(vehicleResource.path, row.id),
  };
}
