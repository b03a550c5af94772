// /report/revenue-detail: the daily rollup's rows (listRevenueDetail), paged, exported by its /export path.
import { fareActionLabel, formatDay, paymentTypeLabel, riderCategoryLabel } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { NO_ROUTE } from '../../kit/report-routes';

export const revenueDetailReport = defineReport({
  path: '/report/revenue-detail',
  operation: 'listRevenueDetail',
  exportOperation: 'exportRevenueDetail',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (r) =>
    [r.service_date, r.company_id, r.route_id, r.payment_type, r.fare_action, r.rider_category].join(':'),
  columns: [
    { field: 'service_date', header: 'Ngày', kind: 'date' },
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'route_number', header: 'Tuyến', kind: 'text', format: (v) => (v == null ? 'Quầy' : String(v)) },
    { field: 'payment_type', header: 'Thanh toán', kind: 'text', format: (v) => paymentTypeLabel(String(v)) },
    {
      field: 'fare_action',
      header: 'Loại giao dịch',
      kind: 'text',
      format: (v) => fareActionLabel(String(v)),
    },
    {
      field: 'rider_category',
      header: 'Đối tượng',
      kind: 'text',
      format: (v) => riderCategoryLabel(String(v)),
    },
    { field: 'riders', header: 'Lượt khách', kind: 'integer', total: true },
    { field: 'transactions', header: 'Số giao dịch', kind: 'integer', total: true },
    { field: 'amount', header: 'Số tiền', kind: 'money', total: true, pinned: true },
  ],
  totalsLabelField: 'service_date',
  drillRow: (r) => ({
    date_from: r.service_date,
    date_to: r.service_date,
    company_id: r.company_id,
    route_ids: [r.route_id ?? NO_ROUTE],
    payment_types: [r.payment_type],
    fare_actions: [r.fare_action],
    rider_category: r.rider_category,
    label: `${formatDay(r.service_date)} · ${r.route_number ?? 'Quầy'} · ${paymentTypeLabel(r.payment_type)} · ${fareActionLabel(r.fare_action)}`,
  }),
  filePrefix: 'doanh-thu-chi-tiet',
  definition:
    'Mỗi dòng: một ngày, một tuyến, một hình thức thanh toán, một loại giao dịch và một đối tượng. Số tiền gồm cả nạp tiền thẻ (xem Loại giao dịch).',
});
