// Columns of /vehicle/list. Sortable only where listVehicles sorts (plate, fleet number, the three
// document dates, created_at). The document dates are Tags coloured by how close they are to their end.
import type { ColDef } from 'ag-grid-community';
import { dateColumn, nameColumn, statusColumn } from '../../components/data-grid/columns';
import { VehicleDocumentTag } from './vehicle-document-tag';
import { fuelLabel, VEHICLE_STATUS_OPTIONS } from './vehicle-form';
import { VehicleWheelchairCell } from './vehicle-wheelchair-cell';
import type { Vehicle } from './vehicles.resource';

const fixed = { sortable: false } as const;

const documentColumn = (field: keyof Vehicle, headerName: string): ColDef<Vehicle> => ({
  field,
  headerName,
  width: 132,
  cellRenderer: VehicleDocumentTag,
});

export const vehicleColumns: ColDef<Vehicle>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'plate', headerName: 'Biển số', pinned: 'left', width: 130 },
  { field: 'fleet_number', headerName: 'Số tài', width: 100 },
  {
    colId: 'make_model',
    headerName: 'Hãng / loại xe',
    minWidth: 170,
    valueGetter: (p) => [p.data?.make, p.data?.model].filter(Boolean).join(' '),
    ...fixed,
  },
  // where the bus sleeps (a key column): in view at 1024 px, before the documents, seats and fuel
  nameColumn<Vehicle>('depot', 'Bãi xe', { minWidth: 150, flex: undefined, ...fixed }),
  // the documents' ends (the screen's reason to be opened), then the bus's fixed facts
  documentColumn('inspection_expires_on', 'Hạn đăng kiểm'),
  documentColumn('badge_expires_on', 'Hạn phù hiệu'),
  documentColumn('insurance_expires_on', 'Hạn bảo hiểm'),
  {
    colId: 'places',
    headerName: 'Ghế / đứng',
    width: 104,
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? `${p.data.seats} / ${p.data.standing_places}` : ''),
    ...fixed,
  },
  {
    field: 'fuel',
    headerName: 'Nhiên liệu',
    width: 110,
    valueFormatter: (p) => fuelLabel(p.value),
    ...fixed,
  },
  {
    field: 'wheelchair_accessible',
    headerName: 'Xe lăn',
    width: 76,
    cellRenderer: VehicleWheelchairCell,
    ...fixed,
  },
  { field: 'gps_device_id', headerName: 'Mã GPS', width: 110, ...fixed },
  statusColumn<Vehicle>('status', 'Trạng thái', VEHICLE_STATUS_OPTIONS, fixed),
  { field: 'company_name', headerName: 'Công ty', width: 180, ...fixed },
  dateColumn<Vehicle>('created_at', 'Ngày tạo', { width: 110 }),
];
