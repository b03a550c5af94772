// /route/list: Thiết lập tuyến, API paging and sorting, export, create/edit and delete dialogs. `?id=12` (a
// palette record, a recent record) opens that tuyến's detail (Enter on a row too).
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { RouteDetail } from './route-detail/route-detail';
import { RouteDialogs } from './route-dialogs';
import { ROUTE_STATUS_OPTIONS } from './route-form';
import { routeColumns } from './routes.columns';
import { routeRecord } from './routes.resource';
import { routes } from './routes.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Số hiệu tuyến' },
  { name: 'status', label: 'Trạng thái', type: 'select', options: ROUTE_STATUS_OPTIONS },
];

export default function RoutesScreen() {
  return (
    <>
      <ResourceListScreen
        store={routes}
        columns={routeColumns}
        criteriaFields={criteriaFields}
        record={routeRecord}
        exportable
        openCommand="routes.open"
      />
      <RouteDialogs />
      <RouteDetail />
    </>
  );
}
