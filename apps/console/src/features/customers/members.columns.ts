// Columns of /customer/search (the search answers by name; no other sort).

import { formatDate } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { phoneColumn } from '../../components/data-grid/columns';
import type { Member } from './members.resource';

const fixed = { sortable: false } as const;

export const memberColumns: ColDef<Member>[] = [
  phoneColumn('phone_number', 'Số điện thoại', { width: 140, pinned: 'left', ...fixed }),
  { field: 'full_name', headerName: 'Họ và tên', minWidth: 200, flex: 1, ...fixed },
  {
    field: 'date_of_birth',
    headerName: 'Ngày sinh',
    width: 120,
    valueFormatter: (p) => (p.value ? formatDate(p.value) : ''),
    ...fixed,
  },
  { field: 'address', headerName: 'Địa chỉ', minWidth: 220, flex: 1, ...fixed },
  {
    colId: 'attachments',
    headerName: 'Tệp',
    width: 80,
    type: 'rightAligned',
    valueGetter: (p) => p.data?.attachments.length ?? 0,
    ...fixed,
  },
];
