// Columns of /vehicle/device-keys: a key is named and told apart by its first characters; when it was
// made, last rotated and last used (a key never used, or silent for days, is worth a look).
import type { ColDef } from 'ag-grid-community';
import { dateTimeColumn } from '../../components/data-grid/columns';
import type { DeviceKey } from './device-keys.resource';

const fixed = { sortable: false } as const;

export const deviceKeyColumns: ColDef<DeviceKey>[] = [
  { field: 'name', headerName: 'Tên khoá', pinned: 'left', minWidth: 220, flex: 1, ...fixed },
  { field: 'prefix', headerName: 'Đầu khoá', width: 150, cellClass: 'bp6-monospace-text', ...fixed },
  dateTimeColumn<DeviceKey>('last_used_at', 'Dùng lần cuối', fixed),
  dateTimeColumn<DeviceKey>('rotated_at', 'Đổi khoá lúc', fixed),
  dateTimeColumn<DeviceKey>('created_at', 'Tạo lúc', fixed),
];
