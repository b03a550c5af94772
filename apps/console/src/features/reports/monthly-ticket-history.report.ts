// /report/report-ticket-history (super company only): the monthly passes sold and refunded at the counter
// (listMonthlyTicketHistory: the ledger rows of monthly-ticket orders) with their order, customer, card
// and pass, paged, totals over every page. Enter on a row opens that day's order rows of the company.
import {
  fareActionLabel,
  formatDay,
  formatPhone,
  ORDER_TYPE_LABELS,
  type OrderType,
  paymentTypeLabel,
} from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { NO_ROUTE } from '../../kit/report-routes';
import { ORDER_TYPE_CHOICES } from './report-filter-choices';

const orDash = (v: unknown) => (v == null ? '—' : String(v));

export const monthlyTicketHistoryReport = defineReport({
  path: '/report/report-ticket-history',
  operation: 'listMonthlyTicketHistory',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'payment_types'],
  filters: [
    {
      name: 'fare_actions',
      label: 'Giao dịch',
      allLabel: 'Bán và hoàn tiền',
      options: [
        { value: 'pass_purchase', label: fareActionLabel('pass_purchase') },
        { value: 'refund', label: fareActionLabel('refund') },
      ],
      drill: true,
    },
    { name: 'order_type', label: 'Loại đơn', allLabel: 'Tất cả loại đơn', options: ORDER_TYPE_CHOICES },
  ],
  rowId: (r) => String(r.id),
  columns: [
    { field: 'service_date', header: 'Ngày', kind: 'date' },
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'order_code', header: 'Mã đơn', kind: 'text', format: orDash },
    {
      field: 'order_type',
      header: 'Loại đơn',
      kind: 'text',
      format: (v) => (v == null ? '—' : (ORDER_TYPE_LABELS[v as OrderType] ?? String(v))),
    },
    { field: 'period_month', header: 'Tháng vé', kind: 'text', format: orDash },
    { field: 'member_name', header: 'Khách hàng', kind: 'name', format: orDash },
    {
      field: 'member_phone',
      header: 'Điện thoại',
      kind: 'text',
      format: (v) => (v == null ? '—' : formatPhone(String(v))),
    },
    { field: 'card_number', header: 'Số thẻ', kind: 'text', format: orDash },
    { field: 'card_type_name', header: 'Loại thẻ', kind: 'text', format: orDash },
    { field: 'pass_route', header: 'Tuyến', kind: 'text', format: orDash },
    { field: 'fare_action', header: 'Giao dịch', kind: 'text', format: (v) => fareActionLabel(String(v)) },
    { field: 'payment_type', header: 'Thanh toán', kind: 'text', format: (v) => paymentTypeLabel(String(v)) },
    {
      field: 'amount',
      header: 'Số tiền',
      kind: 'money',
      total: true,
      pinned: true,
      drill: ['pass_purchase', 'refund'],
    },
  ],
  totalsLabelField: 'service_date',
  drillRow: (r) => ({
    date_from: r.service_date,
    date_to: r.service_date,
    company_id: r.company_id,
    route_ids: [NO_ROUTE],
    payment_types: [r.payment_type],
    label: `${formatDay(r.service_date)} · ${r.company_name} · ${paymentTypeLabel(r.payment_type)}`,
  }),
  filePrefix: 'lich-su-mua-ve-thang',
  definition:
    'Mỗi dòng: một vé tháng bán (Bán vé tháng) hoặc hoàn tiền (Hoàn tiền, số âm) tại quầy, theo đơn. Tổng cộng: tiền bán trừ tiền hoàn, bằng doanh thu vé tháng của các báo cáo doanh thu.',
});
