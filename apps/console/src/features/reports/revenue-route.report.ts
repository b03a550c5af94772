// /report/revenue-route: revenue by route (getRevenueByRoute), highest first, with its chart.
import { defineReport } from '../../kit/define-report';
import { NO_ROUTE } from '../../kit/report-routes';
import { figureColumns, REVENUE_DEFINITION } from './revenue-figures';

const routeLabel = (row: { route_number: string | null }) =>
  row.route_number === null ? 'Không theo tuyến' : `Tuyến ${row.route_number}`;

export const revenueByRouteReport = defineReport({
  path: '/report/revenue-route',
  operation: 'getRevenueByRoute',
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'],
  rowId: (row) => `${row.company_id}:${row.route_id ?? NO_ROUTE}`,
  columns: [
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'route_number', header: 'Số hiệu', kind: 'text', format: (v) => (v == null ? '—' : String(v)) },
    {
      field: 'route_name',
      header: 'Tuyến',
      kind: 'name',
      format: (v) => (v == null ? 'Không theo tuyến (bán tại quầy)' : String(v)),
    },
    ...figureColumns(),
  ],
  totalsLabelField: 'route_name',
  drillRow: (row) => ({
    company_id: row.company_id,
    route_ids: [row.route_id ?? NO_ROUTE],
    label: routeLabel(row),
  }),
  chart: {
    kind: 'bar',
    category: (row) => row.route_number ?? 'Quầy',
    series: [{ field: 'revenue', name: 'Tổng doanh thu' }],
  },
  filePrefix: 'doanh-thu-theo-tuyen',
  definition: REVENUE_DEFINITION,
});
