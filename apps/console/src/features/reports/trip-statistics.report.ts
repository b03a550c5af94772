// /report/trip-statistics: statistics by trip (getTripStatistics) on one route, the trips performed
// named by dispatch, paged. Enter on a trip opens its ledger rows (its day, route and trip code).

import { defineReport } from '../../kit/define-report';
import { tripDrill, tripKeyColumns, tripRowId } from './trip-columns';

const dash = (v: unknown) => (v == null ? '—' : String(v));

export const tripStatisticsReport = defineReport({
  path: '/report/trip-statistics',
  operation: 'getTripStatistics',
  routeInPath: 'route_id',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: tripRowId,
  columns: [
    ...tripKeyColumns(),
    { field: 'vehicle_plate', header: 'Biển số', kind: 'text', format: dash },
    { field: 'driver_name', header: 'Lái xe', kind: 'name', format: dash },
    { field: 'conductor_name', header: 'Phụ xe', kind: 'name', format: dash },
    { field: 'riders', header: 'Lượt khách', kind: 'integer', total: true },
    { field: 'transactions', header: 'Số giao dịch', kind: 'integer', total: true },
    { field: 'amount', header: 'Tiền thu', kind: 'money', total: true, pinned: true },
  ],
  totalsLabelField: 'trip_code',
  drillRow: tripDrill,
  filePrefix: 'thong-ke-theo-chuyen',
  definition:
    'Chọn một tuyến. Mỗi dòng: một chuyến có giao dịch (giờ, xe và kíp theo điều độ). Tiền thu: mọi giao dịch trên chuyến (vé, nạp tiền thẻ trên xe, huỷ và điều chỉnh), không phải doanh thu.',
});
