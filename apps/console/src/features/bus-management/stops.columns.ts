// Columns of /route/stop. Sortable only where listStops sorts (code, created_at). Fill in the
// resource's own columns.
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../components/data-grid/columns';
import { stopStatusLabel } from './stop-form';
import type { Stop } from './stops.resource';

const fixed = { sortable: false } as const;

export const stopColumns: ColDef<Stop>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'code', headerName: 'Mã điểm dừng', pinned: 'left', minWidth: 160 },
  { field: 'company_name', headerName: 'Công ty', width: 200, ...fixed },
  {
    field: 'status',
    headerName: 'Trạng thái',
    width: 150,
    valueFormatter: (p) => stopStatusLabel(p.value),
    ...fixed,
  },
  { field: 'note', headerName: 'Ghi chú', minWidth: 160, flex: 1, ...fixed },
  dateColumn<Stop>('created_at', 'Ngày tạo', { width: 110 }),
];
