// Columns of the crews tab: who drives, with whom, which bus, on which roster type, and whether on duty
// on the chosen day (computed by the API from the cycle).
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../../components/data-grid/columns';
import type { Crew } from './roster.store';

const fixed = { sortable: false } as const;

export const crewColumns: ColDef<Crew>[] = [
  { field: 'driver_name', headerName: 'Lái xe', pinned: 'left', minWidth: 160, ...fixed },
  { field: 'conductor_name', headerName: 'Phụ xe', minWidth: 140, ...fixed },
  { field: 'vehicle_plate', headerName: 'Xe', width: 120, ...fixed },
  { field: 'type_name', headerName: 'Loại thiết lập', minWidth: 140, ...fixed },
  {
    colId: 'shift',
    headerName: 'Ca',
    width: 110,
    valueGetter: (p) => (p.data ? `${p.data.shift_start}–${p.data.shift_end}` : ''),
    ...fixed,
  },
  dateColumn<Crew>('cycle_start', 'Bắt đầu chu kỳ', { width: 130, ...fixed }),
  {
    field: 'on_duty',
    headerName: 'Trực ngày này',
    width: 120,
    cellDataType: 'text',
    valueFormatter: (p) => (p.value ? 'Có' : 'Nghỉ'),
    cellClass: (p) => (p.value ? 'roster-on-duty' : 'roster-off-duty'),
    ...fixed,
  },
  { field: 'note', headerName: 'Ghi chú', minWidth: 140, flex: 1, ...fixed },
];
