// The board's columns: code and status (pinned, always in view), line, planned and actual times (HH:mm, Vietnam), km driven (GPS), bus, crew, status as a
// coloured Tag, the findings (icon, the message inline, all of it in the tooltip), the note.
import { Icon, Tag } from '@blueprintjs/core';
import { formatNumber, TRIP_STATUS_LABELS, type TripStatus } from '@busops/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { statusColumn } from '../../../components/data-grid/columns';
import { clockTime, conflictSummary, directionLabel, type RouteTrip } from './board-model';

const STATUS_INTENT: Record<TripStatus, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  planned: 'none',
  assigned: 'primary',
  running: 'warning',
  done: 'success',
  cancelled: 'none',
  lost: 'danger',
};

function StatusCell({ data }: ICellRendererParams<RouteTrip>) {
  if (!data) return null;
  return (
    <Tag intent={STATUS_INTENT[data.status]} minimal={data.status === 'cancelled'} round>
      {TRIP_STATUS_LABELS[data.status]}
    </Tag>
  );
}

function ConflictCell({ data }: ICellRendererParams<RouteTrip>) {
  const summary = data ? conflictSummary(data.conflicts) : null;
  if (!summary) return null;
  const error = summary.severity === 'error';
  return (
    <span className={`board-conflict board-conflict--${summary.severity}`} title={summary.text}>
      <Icon icon={error ? 'error' : 'warning-sign'} intent={error ? 'danger' : 'warning'} size={14} />{' '}
      <span>{summary.text}</span>
    </span>
  );
}

const time = (field: keyof RouteTrip) => (p: { data?: RouteTrip }) =>
  p.data ? clockTime(p.data[field] as string | null) : '';

export const boardColumns: ColDef<RouteTrip>[] = [
  { colId: 'code', field: 'code', headerName: 'Mã chuyến', pinned: 'left', width: 150 },
  // Pinned beside the code (issue 19): at 1024 px the status was scrolled off to the right.
  statusColumn<RouteTrip>('status', 'Trạng thái', Object.values(TRIP_STATUS_LABELS), {
    colId: 'status',
    cellRenderer: StatusCell,
    pinned: 'left',
  }),
  {
    colId: 'line',
    headerName: 'Tuyến / lượt',
    valueGetter: (p) => (p.data ? `${p.data.route_number} · ${directionLabel(p.data.line_direction)}` : ''),
    width: 120,
  },
  { colId: 'dep', headerName: 'Xuất bến', valueGetter: time('planned_departure'), width: 90 },
  { colId: 'arr', headerName: 'Về bến', valueGetter: time('planned_arrival'), width: 90 },
  { colId: 'vehicle', field: 'vehicle_plate', headerName: 'Xe', width: 110 },
  { colId: 'driver', field: 'driver_name', headerName: 'Lái xe', width: 200 },
  { colId: 'conductor', field: 'conductor_name', headerName: 'Phụ xe', width: 200 },
  { colId: 'conflicts', headerName: 'Cảnh báo', cellRenderer: ConflictCell, width: 220 },
  { colId: 'actual_dep', headerName: 'Xuất bến TT', valueGetter: time('actual_departure'), width: 100 },
  { colId: 'actual_arr', headerName: 'Về bến TT', valueGetter: time('actual_arrival'), width: 100 },
  {
    // Measured from the bus's GPS trace as the arrival is confirmed (empty: not measured).
    colId: 'km_driven',
    headerName: 'Km GPS',
    valueGetter: (p) => (p.data?.km_driven == null ? '' : formatNumber(p.data.km_driven, 1)),
    type: 'rightAligned',
    width: 90,
  },
  {
    colId: 'note',
    field: 'note',
    headerName: 'Ghi chú',
    flex: 1,
    minWidth: 160,
    tooltipValueGetter: undefined,
  },
];
