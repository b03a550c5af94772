// /report/trips-no-revenue: no-revenue ticket types per trip (getNoRevenueTrips) on one route, the riders
// of each free rider category (FREE_RIDER_CATEGORIES) per trip, paged. Enter on a category's figure opens
// that category's boardings on the trip; on the sum, every ledger row of the trip (all categories).
import { FREE_RIDER_CATEGORIES, riderCategoryLabel } from '@busops/domain';
import { defineReport, type ReportColumn } from '../../kit/define-report';
import { tripDrill, tripKeyColumns, tripRowId } from './trip-columns';

type Row = { nguoi_cao_tuoi: number; nguoi_khuyet_tat: number; tre_em_duoi_6: number; nguoi_co_cong: number };

export const tripsNoRevenueReport = defineReport({
  path: '/report/trips-no-revenue',
  operation: 'getNoRevenueTrips',
  routeInPath: 'route_id',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: tripRowId,
  columns: [
    ...tripKeyColumns(),
    ...FREE_RIDER_CATEGORIES.map(
      (category): ReportColumn<Row> => ({
        field: category as keyof Row,
        header: riderCategoryLabel(category),
        kind: 'integer',
        total: true,
        drill: ['fare_payment', 'pass_use'],
        riderCategory: category,
      }),
    ),
    { field: 'riders', header: 'Tổng khách miễn vé', kind: 'integer', total: true, pinned: true },
  ],
  totalsLabelField: 'trip_code',
  drillRow: tripDrill,
  filePrefix: 've-khong-doanh-thu',
  definition:
    'Chọn một tuyến. Mỗi dòng: một chuyến chở khách miễn vé (người cao tuổi, người khuyết tật, trẻ em dưới 6 tuổi, người có công), số khách theo từng loại.',
});
