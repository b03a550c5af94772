// /route/stop: Thiết lập điểm dừng, API paging and sorting, export, create/edit and delete dialogs. `?id=12` (a
// palette record, a recent record) opens that điểm dừng's edit form.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { StopDialogs } from './stop-dialogs';
import { STOP_STATUS_OPTIONS } from './stop-form';
import { stopColumns } from './stops.columns';
import { stopRecord } from './stops.resource';
import { stops } from './stops.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Mã, tên, địa chỉ' },
  { name: 'status', label: 'Trạng thái', type: 'select', options: STOP_STATUS_OPTIONS },
];

export default function StopsScreen() {
  return (
    <>
      <ResourceListScreen
        store={stops}
        columns={stopColumns}
        criteriaFields={criteriaFields}
        record={stopRecord}
        exportable
      />
      <StopDialogs />
    </>
  );
}
