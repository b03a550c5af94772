// Columns of /vehicle/service-keys: a key is named, told apart by its first characters, acts with its
// roles; when it was made, last rotated and last used (to the minute: a silent key is worth a look).
import { roleLabel } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { dateTimeColumn } from '../../components/data-grid/columns';
import type { ServiceKey } from './service-keys.resource';

const fixed = { sortable: false } as const;

export const serviceKeyColumns: ColDef<ServiceKey>[] = [
  { field: 'name', headerName: 'Tên khoá', pinned: 'left', minWidth: 220, flex: 1, ...fixed },
  { field: 'prefix', headerName: 'Đầu khoá', width: 150, cellClass: 'bp6-monospace-text', ...fixed },
  {
    colId: 'roles',
    headerName: 'Vai trò',
    minWidth: 200,
    flex: 1,
    valueGetter: ({ data }) => data?.roles.map(roleLabel).join(', ') ?? '',
    ...fixed,
  },
  dateTimeColumn<ServiceKey>('last_used_at', 'Dùng lần cuối', fixed),
  dateTimeColumn<ServiceKey>('rotated_at', 'Đổi khoá lúc', fixed),
  dateTimeColumn<ServiceKey>('created_at', 'Tạo lúc', fixed),
];
