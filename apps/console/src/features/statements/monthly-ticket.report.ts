// /statement/monthly-ticket-report: monthly passes sold, renewed and refunded and their money per month
// and pass product (getMonthlyTicketReport); Enter on a row opens its order rows in the ledger.
import { formatMonth } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { monthPeriod } from '../../kit/report-criteria';

const ORDER_MONEY = ['pass_purchase', 'refund'] as const;

export const monthlyTicketReport = defineReport({
  path: '/statement/monthly-ticket-report',
  operation: 'getMonthlyTicketReport',
  criteria: ['date_from', 'date_to', 'company_id'],
  rowId: (row) =>
    `${row.month}:${row.company_id}:${row.product_scope}:${row.product_route_id ?? row.product_name}`,
  columns: [
    { field: 'month', header: 'Tháng', kind: 'text', format: (v) => formatMonth(String(v)) },
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'product_name', header: 'Sản phẩm vé tháng', kind: 'name' },
    { field: 'registrations', header: 'Bán mới', kind: 'integer', total: true },
    { field: 'extensions', header: 'Gia hạn', kind: 'integer', total: true },
    { field: 'new_cards', header: 'Cấp thẻ mới', kind: 'integer', total: true },
    { field: 'refunds', header: 'Hoàn tiền', kind: 'integer', total: true, drill: ['refund'] },
    { field: 'sold', header: 'Tiền bán', kind: 'money', total: true, drill: ['pass_purchase'] },
    { field: 'refunded', header: 'Tiền hoàn', kind: 'money', total: true, drill: ['refund'] },
    { field: 'net', header: 'Thực thu', kind: 'money', total: true, pinned: true, drill: ORDER_MONEY },
  ],
  totalsLabelField: 'product_name',
  drillRow: (row) => ({
    ...monthPeriod(row.month),
    company_id: row.company_id,
    pass_product:
      row.product_scope === 'single' ? `single:${row.product_route_id}` : `multi:${row.product_name}`,
    fare_actions: [...ORDER_MONEY],
    label: `${formatMonth(row.month)} · ${row.product_name}`,
  }),
  filePrefix: 'bao-cao-ve-thang',
  definition:
    'Vé tháng bán mới, gia hạn, cấp thẻ và hoàn tiền theo tháng và sản phẩm (tuyến hoặc liên tuyến), tiền theo sổ giao dịch; thực thu = tiền bán + tiền hoàn.',
});
