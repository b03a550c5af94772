// Columns of the roster types tab. Sortable only where listDriverSettingTypes sorts (name, created_at).
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../../components/data-grid/columns';
import type { DriverSettingType } from './driver-setting-types.resource';

const fixed = { sortable: false } as const;

export const driverSettingTypeColumns: ColDef<DriverSettingType>[] = [
  { field: 'name', headerName: 'Tên loại', pinned: 'left', minWidth: 160 },
  {
    colId: 'cycle',
    headerName: 'Chu kỳ',
    width: 130,
    valueGetter: (p) => (p.data ? `${p.data.work_days} làm / ${p.data.off_days} nghỉ` : ''),
    ...fixed,
  },
  {
    colId: 'shift',
    headerName: 'Ca',
    width: 120,
    valueGetter: (p) => (p.data ? `${p.data.shift_start}–${p.data.shift_end}` : ''),
    ...fixed,
  },
  { field: 'crews', headerName: 'Số tổ lái', width: 100, ...fixed },
  { field: 'note', headerName: 'Ghi chú', minWidth: 160, flex: 1, ...fixed },
  dateColumn<DriverSettingType>('created_at', 'Ngày tạo', { width: 110 }),
];
