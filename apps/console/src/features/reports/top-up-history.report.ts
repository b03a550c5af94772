// /report/top-up-history: the stored value put on NFC cards (listTopUpHistory: the ledger's `add` rows),
// paged, totals over every page. Money received, not revenue (docs/reports.md).
import { formatDateTime, formatDay, paymentTypeLabel } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { NO_ROUTE } from '../../kit/report-routes';

export const topUpHistoryReport = defineReport({
  path: '/report/top-up-history',
  operation: 'listTopUpHistory',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (r) => String(r.id),
  columns: [
    { field: 'service_date', header: 'Ngày', kind: 'date' },
    { field: 'event_timestamp', header: 'Thời điểm', kind: 'text', format: (v) => formatDateTime(String(v)) },
    { field: 'token_id', header: 'Thẻ', kind: 'text', format: (v) => (v == null ? '—' : String(v)) },
    { field: 'route_number', header: 'Tuyến', kind: 'text', format: (v) => (v == null ? 'Quầy' : String(v)) },
    { field: 'payment_type', header: 'Thanh toán', kind: 'text', format: (v) => paymentTypeLabel(String(v)) },
    { field: 'device_id', header: 'Thiết bị', kind: 'text', format: (v) => (v == null ? '—' : String(v)) },
    { field: 'transaction_id', header: 'Mã giao dịch', kind: 'text' },
    { field: 'amount', header: 'Số tiền nạp', kind: 'money', total: true, pinned: true, drill: ['add'] },
  ],
  totalsLabelField: 'service_date',
  drillRow: (r) => ({
    date_from: r.service_date,
    date_to: r.service_date,
    company_id: r.company_id,
    route_ids: [r.route_id ?? NO_ROUTE],
    payment_types: [r.payment_type],
    label: `${formatDay(r.service_date)} · ${r.route_number ?? 'Quầy'} · ${paymentTypeLabel(r.payment_type)}`,
  }),
  filePrefix: 'lich-su-nap-tien',
  definition:
    'Mỗi dòng: một lần nạp tiền vào thẻ NFC (giao dịch Nạp tiền thẻ). Tiền nạp là tiền đã thu, không phải doanh thu: doanh thu tính khi khách dùng thẻ trả vé.',
});
