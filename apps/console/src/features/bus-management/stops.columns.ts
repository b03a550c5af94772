// Columns of /route/stop. Sortable only where listStops sorts (code, name, created_at).
import type { ColDef } from 'ag-grid-community';
import { dateColumn, nameColumn, statusColumn } from '../../components/data-grid/columns';
import { coordinatesText, StopFlagsCell, stopLinesText } from './stop-cells';
import { STOP_STATUS_OPTIONS } from './stop-form';
import type { Stop } from './stops.resource';

const fixed = { sortable: false } as const;

export const stopColumns: ColDef<Stop>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'code', headerName: 'Mã điểm dừng', pinned: 'left', width: 125 },
  nameColumn<Stop>('name', 'Tên điểm dừng', { minWidth: 200 }),
  { field: 'address', headerName: 'Địa chỉ', minWidth: 150, flex: 1, ...fixed },
  {
    colId: 'coordinates',
    headerName: 'Tọa độ',
    width: 175,
    valueGetter: (p) => (p.data ? coordinatesText(p.data) : ''),
    ...fixed,
  },
  { colId: 'flags', headerName: 'Mái che, xe lăn', width: 115, cellRenderer: StopFlagsCell, ...fixed },
  {
    field: 'trigger_radius_m',
    headerName: 'Bán kính (m)',
    width: 100,
    type: 'rightAligned',
    ...fixed,
  },
  {
    colId: 'lines',
    headerName: 'Tuyến đi qua',
    width: 120,
    valueGetter: (p) => (p.data ? stopLinesText(p.data) : ''),
    ...fixed,
  },
  statusColumn<Stop>('status', 'Trạng thái', STOP_STATUS_OPTIONS, fixed),
  { field: 'company_name', headerName: 'Công ty', width: 160, ...fixed },
  dateColumn<Stop>('created_at', 'Ngày tạo', { width: 110 }),
];
