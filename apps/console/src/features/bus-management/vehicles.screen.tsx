// /vehicle/list: Danh sách xe, API paging and sorting, export, create/edit and delete dialogs. `?id=12` (a
// palette record, a recent record) opens that xe's edit form.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { VehicleDialogs } from './vehicle-dialogs';
import { VEHICLE_STATUS_OPTIONS } from './vehicle-form';
import { vehicleColumns } from './vehicles.columns';
import { vehicleRecord } from './vehicles.resource';
import { vehicles } from './vehicles.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Biển số' },
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
