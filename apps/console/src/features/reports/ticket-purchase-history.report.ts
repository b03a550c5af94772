// /report/ticket-purchase-history: the single tickets sold on board (listTicketPurchaseHistory: the
// ledger's fare_payment rows), paged, totals over every page, narrowed by conductor and fare product
// besides the shared criteria. Enter on a row opens the trip's ticket sales with the same filters.
import {
  fareProductLabel,
  formatDateTime,
  formatDay,
  paymentTypeLabel,
  riderCategoryLabel,
} from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { NO_ROUTE } from '../../kit/report-routes';
import { conductorChoices, FARE_PRODUCT_CHOICES } from './report-filter-choices';

const orDash = (v: unknown) => (v == null ? '—' : String(v));

export const ticketPurchaseHistoryReport = defineReport({
  path: '/report/ticket-purchase-history',
  operation: 'listTicketPurchaseHistory',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  filters: [
    {
      name: 'conductor_id',
      label: 'Phụ xe',
      allLabel: 'Tất cả phụ xe',
      options: conductorChoices,
      drill: true,
    },
    {
      name: 'fare_product',
      label: 'Loại vé',
      allLabel: 'Tất cả loại vé',
      options: FARE_PRODUCT_CHOICES,
      drill: true,
    },
  ],
  rowId: (r) => String(r.id),
  columns: [
    { field: 'service_date', header: 'Ngày', kind: 'date' },
    { field: 'event_timestamp', header: 'Thời điểm', kind: 'text', format: (v) => formatDateTime(String(v)) },
    { field: 'route_number', header: 'Tuyến', kind: 'text', format: orDash },
    { field: 'trip_id_performed', header: 'Chuyến', kind: 'text', format: orDash },
    { field: 'conductor_name', header: 'Phụ xe', kind: 'name', format: orDash },
    { field: 'vehicle_plate', header: 'Xe', kind: 'text', format: orDash },
    {
      field: 'fare_product',
      header: 'Loại vé',
      kind: 'text',
      format: (v) => fareProductLabel(v as string | null),
    },
    {
      field: 'rider_category',
      header: 'Đối tượng',
      kind: 'text',
      format: (v) => riderCategoryLabel(String(v)),
    },
    { field: 'payment_type', header: 'Thanh toán', kind: 'text', format: (v) => paymentTypeLabel(String(v)) },
    { field: 'transaction_id', header: 'Mã giao dịch', kind: 'text' },
    { field: 'num_riders', header: 'Số khách', kind: 'integer', drill: ['fare_payment'] },
    { field: 'amount', header: 'Tiền vé', kind: 'money', total: true, pinned: true, drill: ['fare_payment'] },
  ],
  totalsLabelField: 'service_date',
  drillRow: (r) => ({
    date_from: r.service_date,
    date_to: r.service_date,
    company_id: r.company_id,
    route_ids: [r.route_id ?? NO_ROUTE],
    payment_types: [r.payment_type],
    ...(r.trip_id_performed ? { trip_id_performed: r.trip_id_performed } : { no_trip: true }),
    label: `${formatDay(r.service_date)} · ${r.route_number ?? 'Không theo tuyến'} · ${r.trip_id_performed ?? 'Không theo chuyến'} · ${paymentTypeLabel(r.payment_type)}`,
  }),
  filePrefix: 'lich-su-mua-ve',
  definition:
    'Mỗi dòng: một vé lượt bán trên xe (giao dịch Bán vé lượt), kể cả vé 0 ₫ của khách miễn vé. Huỷ và điều chỉnh là giao dịch riêng, không có ở đây (xem Doanh thu chi tiết).',
});
