// Columns of /route/list. Sortable only where listRoutes sorts (number, created_at). Fill in the
// resource's own columns.
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../components/data-grid/columns';
import { routeStatusLabel } from './route-form';
import type { Route } from './routes.resource';

const fixed = { sortable: false } as const;

export const routeColumns: ColDef<Route>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'number', headerName: 'Số hiệu tuyến', pinned: 'left', minWidth: 160 },
  { field: 'company_name', headerName: 'Công ty', width: 200, ...fixed },
  {
    field: 'status',
    headerName: 'Trạng thái',
    width: 150,
    valueFormatter: (p) => routeStatusLabel(p.value),
    ...fixed,
  },
  { field: 'note', headerName: 'Ghi chú', minWidth: 160, flex: 1, ...fixed },
  dateColumn<Route>('created_at', 'Ngày tạo', { width: 110 }),
];
