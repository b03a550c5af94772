// /report/yield-and-revenue: output and yield per route (getYieldAndRevenue), exported by its /export path.
import { defineReport } from '../../kit/define-report';
import { REVENUE_ACTIONS } from './revenue-figures';

export const yieldAndRevenueReport = defineReport({
  path: '/report/yield-and-revenue',
  operation: 'getYieldAndRevenue',
  exportOperation: 'exportYieldAndRevenue',
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (row) => String(row.route_id),
  columns: [
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'route_number', header: 'Số hiệu', kind: 'text' },
    { field: 'route_name', header: 'Tuyến', kind: 'name' },
    { field: 'length_km', header: 'Cự ly (km)', kind: 'decimal' },
    { field: 'trips', header: 'Số chuyến', kind: 'integer', total: true },
    {
      field: 'boardings',
      header: 'Lượt khách',
      kind: 'integer',
      total: true,
      drill: ['fare_payment', 'pass_use'],
    },
    {
      field: 'revenue',
      header: 'Doanh thu',
      kind: 'money',
      total: true,
      pinned: true,
      drill: REVENUE_ACTIONS,
    },
    { field: 'km', header: 'Km kế hoạch', kind: 'decimal', total: true },
    { field: 'revenue_per_passenger', header: 'Doanh thu / khách', kind: 'money', total: true },
    { field: 'revenue_per_km', header: 'Doanh thu / km', kind: 'money', total: true },
    { field: 'revenue_per_trip', header: 'Doanh thu / chuyến', kind: 'money', total: true },
    { field: 'passengers_per_trip', header: 'Khách / chuyến', kind: 'decimal', total: true },
    { field: 'timed_trips', header: 'Chuyến có giờ thực tế', kind: 'integer', total: true },
    { field: 'revenue_hours', header: 'Giờ vận doanh', kind: 'decimal', total: true },
    { field: 'timed_day_boardings', header: 'Lượt khách ngày có giờ TT', kind: 'integer', total: true },
    { field: 'passengers_per_revenue_hour', header: 'Khách / giờ vận doanh', kind: 'decimal', total: true },
    { field: 'measured_trips', header: 'Chuyến đo km (GPS)', kind: 'integer', total: true },
    { field: 'km_driven', header: 'Km thực chạy (GPS)', kind: 'decimal', total: true },
    { field: 'km_planned_measured', header: 'Km kế hoạch chuyến đo', kind: 'decimal', total: true },
    { field: 'km_driven_percent', header: 'Km thực chạy / kế hoạch (%)', kind: 'decimal', total: true },
  ],
  totalsLabelField: 'route_name',
  drillRow: (row) => ({
    company_id: row.company_id,
    route_ids: [row.route_id],
    label: `Tuyến ${row.route_number}`,
  }),
  chart: {
    kind: 'bar',
    category: (row) => row.route_number,
    series: [
      { field: 'revenue_per_passenger', name: 'Doanh thu / khách' },
      { field: 'revenue_per_km', name: 'Doanh thu / km' },
    ],
  },
  filePrefix: 'san-luong-doanh-thu',
  definition:
    'Số chuyến = chuyến có giao dịch; km kế hoạch = số chuyến × cự ly tuyến. Hai chỉ số hiệu quả: doanh thu / khách và doanh thu / km. ' +
    'Giờ vận doanh = tổng (giờ đến − giờ xuất bến thực tế) của các chuyến hoàn thành có giờ thực tế; khách / giờ vận doanh = lượt khách các ngày tuyến có chuyến có giờ thực tế / giờ vận doanh. ' +
    'Km thực chạy đo từ vị trí GPS của xe khi xác nhận giờ đến, so với km kế hoạch của cùng các chuyến.',
});
