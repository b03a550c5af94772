// Columns of /route/list. Sortable only where listRoutes sorts (number, name, created_at).
import type { ColDef } from 'ag-grid-community';
import { dateColumn, nameColumn, statusColumn } from '../../components/data-grid/columns';
import { operatingHoursLabel, ROUTE_STATUS_OPTIONS, routeTypeLabel } from './route-form';
import type { Route } from './routes.resource';

const fixed = { sortable: false } as const;

/** 'Đi 32 · Về 30': each line's direction and stop count. */
function lineSummary(lines: Route['lines']): string {
  return lines.map((line) => `${line.direction === 0 ? 'Đi' : 'Về'} ${line.stop_count}`).join(' · ');
}

export const routeColumns: ColDef<Route>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'number', headerName: 'Số hiệu tuyến', pinned: 'left', minWidth: 130, width: 130 },
  nameColumn<Route>('name', 'Tên tuyến', { minWidth: 260 }),
  {
    field: 'type',
    headerName: 'Loại tuyến',
    width: 130,
    valueFormatter: (p) => routeTypeLabel(p.value),
    ...fixed,
  },
  {
    colId: 'hours',
    headerName: 'Giờ hoạt động',
    width: 150,
    valueGetter: (p) => (p.data ? operatingHoursLabel(p.data.operating_start, p.data.operating_end) : ''),
    ...fixed,
  },
  {
    field: 'headway_minutes',
    headerName: 'Giãn cách',
    headerTooltip: 'Phút giữa hai chuyến',
    width: 105,
    type: 'rightAligned',
    ...fixed,
  },
  {
    field: 'length_km',
    headerName: 'Cự ly (km)',
    width: 100,
    type: 'rightAligned',
    valueFormatter: (p) => (p.value == null ? '' : Number(p.value).toLocaleString('vi-VN')),
    ...fixed,
  },
  {
    colId: 'lines',
    headerName: 'Lượt (số điểm dừng)',
    width: 160,
    valueGetter: (p) => (p.data ? lineSummary(p.data.lines) : ''),
    ...fixed,
  },
  { field: 'company_name', headerName: 'Công ty', width: 180, ...fixed },
  statusColumn<Route>('status', 'Trạng thái', ROUTE_STATUS_OPTIONS, fixed),
  { field: 'note', headerName: 'Ghi chú', minWidth: 160, ...fixed },
  dateColumn<Route>('created_at', 'Ngày tạo', { width: 110 }),
];
