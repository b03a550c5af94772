// /report/driver-statistics: statistics by driver hours (getDriverStatistics), one row per driver from
// dispatch's trips: trips, scheduled and driven hours, and the riders and money of their trips from the
// per-trip rollup. Enter on a row opens the ledger rows of that driver's trips.
import { defineReport } from '../../kit/define-report';

/** The API's row for trips without a driver (driver_id null; 0 in the drill-down). */
const NO_DRIVER = 'Chưa phân tài xế';

export const driverStatisticsReport = defineReport({
  path: '/report/driver-statistics',
  operation: 'getDriverStatistics',
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (r) => `${r.company_id}:${r.driver_id ?? 0}`,
  columns: [
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    {
      field: 'driver_name',
      header: 'Lái xe',
      kind: 'name',
      format: (v) => (v == null ? NO_DRIVER : String(v)),
    },
    { field: 'staff_code', header: 'Mã NV', kind: 'text', format: (v) => (v == null ? '' : String(v)) },
    { field: 'trips', header: 'Số chuyến', kind: 'integer', total: true },
    { field: 'trips_done', header: 'Hoàn thành', kind: 'integer', total: true },
    { field: 'trips_not_run', header: 'Huỷ, mất', kind: 'integer', total: true },
    { field: 'planned_hours', header: 'Giờ theo lịch', kind: 'decimal', total: true },
    { field: 'driven_hours', header: 'Giờ thực hiện', kind: 'decimal', total: true },
    { field: 'riders', header: 'Lượt khách', kind: 'integer', total: true },
    { field: 'transactions', header: 'Số giao dịch', kind: 'integer', total: true },
    { field: 'amount', header: 'Tiền thu', kind: 'money', total: true, pinned: true },
  ],
  totalsLabelField: 'driver_name',
  drillRow: (r) => ({
    company_id: r.company_id,
    driver_id: r.driver_id ?? 0,
    label: `${r.driver_name ?? NO_DRIVER} · ${r.company_name}`,
  }),
  chart: {
    kind: 'bar',
    category: (r) => r.driver_name ?? NO_DRIVER,
    series: [
      { field: 'planned_hours', name: 'Giờ theo lịch' },
      { field: 'driven_hours', name: 'Giờ thực hiện' },
    ],
  },
  filePrefix: 'thong-ke-theo-lai-xe',
  definition:
    'Mỗi dòng: một lái xe theo lệnh điều độ. Giờ theo lịch: giờ kế hoạch của các chuyến không huỷ, không mất. Giờ thực hiện: giờ thực tế của các chuyến hoàn thành. Tiền thu: mọi giao dịch trên các chuyến của lái xe, không phải doanh thu.',
});
