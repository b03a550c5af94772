// /vehicle/list: Danh sách xe, API paging and sorting, export, create/edit and delete dialogs, the
// documents filter (expired, or expiring within 30 days). `?id=12` (a palette record, a recent record)
// opens that xe's edit form; `?document_expiry=within_30_days` (the palette's "Xe có giấy tờ sắp hết
// hạn") opens the filtered list.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { VehicleDialogs } from './vehicle-dialogs';
import { DOCUMENT_EXPIRY_OPTIONS } from './vehicle-document-filter';
import { FUEL_OPTIONS, VEHICLE_STATUS_OPTIONS } from './vehicle-form';
import { vehicleColumns } from './vehicles.columns';
import { vehicleRecord } from './vehicles.resource';
import { vehicles } from './vehicles.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Biển số, số tài, GPS' },
  { name: 'document_expiry', label: 'Giấy tờ', type: 'select', options: DOCUMENT_EXPIRY_OPTIONS },
  { name: 'fuel', label: 'Nhiên liệu', type: 'select', options: FUEL_OPTIONS },
  { name: 'status', label: 'Trạng thái', type: 'select', options: VEHICLE_STATUS_OPTIONS },
];

export default function VehiclesScreen() {
  return (
    <>
      <ResourceListScreen
        store={vehicles}
        columns={vehicleColumns}
        criteriaFields={criteriaFields}
        record={vehicleRecord}
        exportable
      />
      <VehicleDialogs />
    </>
  );
}
