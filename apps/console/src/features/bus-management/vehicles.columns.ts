// Columns of /vehicle/list. Sortable only where listVehicles sorts (plate, created_at). Fill in the
// resource's own columns.
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../components/data-grid/columns';
import { vehicleStatusLabel } from './vehicle-form';
import type { Vehicle } from './vehicles.resource';

const fixed = { sortable: false } as const;

export const vehicleColumns: ColDef<Vehicle>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'plate', headerName: 'Biển số', pinned: 'left', minWidth: 160 },
  { field: 'company_name', headerName: 'Công ty', width: 200, ...fixed },
  {
    field: 'status',
    headerName: 'Trạng thái',
    width: 150,
    valueFormatter: (p) => vehicleStatusLabel(p.value),
    ...fixed,
  },
  { field: 'note', headerName: 'Ghi chú', minWidth: 160, flex: 1, ...fixed },
  dateColumn<Vehicle>('created_at', 'Ngày tạo', { width: 110 }),
];
