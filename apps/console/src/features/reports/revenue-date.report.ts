// /report/revenue-date: revenue by service day (getRevenueByDate), with its chart.
import { formatDay } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { figureColumns, REVENUE_DEFINITION } from './revenue-figures';

export const revenueByDateReport = defineReport({
  path: '/report/revenue-date',
  operation: 'getRevenueByDate',
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (row) => row.service_date,
  columns: [{ field: 'service_date', header: 'Ngày', kind: 'date' }, ...figureColumns()],
  totalsLabelField: 'service_date',
  drillRow: (row) => ({
    date_from: row.service_date,
    date_to: row.service_date,
    label: formatDay(row.service_date),
  }),
  chart: {
    kind: 'bar',
    stacked: true,
    category: (row) => formatDay(row.service_date).slice(0, 5),
    series: [
      { field: 'ticket_revenue', name: 'Vé lượt' },
      { field: 'pass_revenue', name: 'Vé tháng' },
    ],
  },
  filePrefix: 'doanh-thu-theo-ngay',
  definition: REVENUE_DEFINITION,
});
