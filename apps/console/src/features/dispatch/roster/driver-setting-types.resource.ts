// Roster types (driver-setting-types, a tab of /routes/driver-setting; openapi/resources/dispatch/): the resource declaration the store, commands,
// dialogs and screen are built from (console kit).
import type { operations } from '@busops/sdk';
import type { RecordItem } from '../../../commands/record-search';
import type { ListCriteria } from '../../../components/list-screen/list-criteria';
import { recordLink } from '../../../components/list-screen/use-record-link';
import { defineResource, type RowOf } from '../../../kit/define-resource';

export type DriverSettingType = RowOf<'listDriverSettingTypes'>;
export type DriverSettingTypeInput =
  operations['createDriverSettingType']['requestBody']['content']['application/json'];
export type DriverSettingTypeCriteria = ListCriteria & { keyword?: string };

export const driverSettingTypeResource = defineResource<'listDriverSettingTypes', DriverSettingTypeCriteria>({
  area: 'driverSettingTypes',
  entity: 'driver_setting_type',
  noun: 'loại thiết lập',
  path: '/routes/driver-setting',
  title: 'Thiết lập lái xe',
  list: 'listDriverSettingTypes',
  criteria: { keyword: '', sort: 'name' },
  get: 'getDriverSettingType',
  remove: 'deleteDriverSettingType',
  rowName: (row) => row.name,
  searcher: 'driverSettingTypes',
  history: 'driver_setting_type',
});

/** One loại thiết lập as a record: a palette hit, and a recent record on /menu once opened. */
export function driverSettingTypeRecord(row: DriverSettingType): RecordItem {
  return {
    id: String(row.id),
    title: row.name,
    subtitle: `${row.work_days} làm / ${row.off_days} nghỉ · ${row.shift_start}–${row.shift_end}`,
    path: recordLink(driverSettingTypeResource.path, row.id),
  };
}
