// /report/staff-statistics: statistics by conductor (getStaffStatistics), one row per conductor and
// route from the per-trip rollup. Enter on a row opens that conductor's ledger rows on that route.
import { defineReport } from '../../kit/define-report';

/** The API's name for trips without a conductor (conductor_id null; 0 in the drill-down). */
const NO_CONDUCTOR = 'Không có phụ xe';

export const staffStatisticsReport = defineReport({
  path: '/report/staff-statistics',
  operation: 'getStaffStatistics',
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (r) => `${r.company_id}:${r.conductor_id ?? 0}:${r.route_id}`,
  columns: [
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    {
      field: 'conductor_name',
      header: 'Phụ xe',
      kind: 'name',
      format: (v) => (v == null ? NO_CONDUCTOR : String(v)),
    },
    { field: 'staff_code', header: 'Mã NV', kind: 'text', format: (v) => (v == null ? '' : String(v)) },
    { field: 'route_number', header: 'Tuyến', kind: 'text', format: (v) => (v == null ? '' : String(v)) },
    { field: 'trips', header: 'Số chuyến', kind: 'integer', total: true },
    { field: 'riders', header: 'Lượt khách', kind: 'integer', total: true },
    { field: 'transactions', header: 'Số giao dịch', kind: 'integer', total: true },
    { field: 'amount', header: 'Tiền thu', kind: 'money', total: true, pinned: true },
  ],
  totalsLabelField: 'conductor_name',
  drillRow: (r) => ({
    company_id: r.company_id,
    route_ids: [r.route_id],
    conductor_id: r.conductor_id ?? 0,
    label: `${r.conductor_name ?? NO_CONDUCTOR} · Tuyến ${r.route_number ?? r.route_id}`,
  }),
  chart: {
    kind: 'bar',
    category: (r) => `${r.conductor_name ?? NO_CONDUCTOR} · ${r.route_number ?? ''}`,
    series: [{ field: 'amount', name: 'Tiền thu' }],
  },
  filePrefix: 'thong-ke-theo-phu-xe',
  definition:
    'Mỗi dòng: một phụ xe trên một tuyến. Số chuyến: chuyến có giao dịch. Tiền thu: mọi giao dịch trên chuyến (vé, nạp tiền thẻ trên xe, huỷ và điều chỉnh), là tiền phụ xe nộp, không phải doanh thu.',
});
