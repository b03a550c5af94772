// /statement/aggregate-payment-statistics: the money taken per company and day, at the counter and on
// board (getAggregatePaymentStatement); its total is the staff payment statement's.
import { formatDay } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { moneyColumns, PAYMENT_DEFINITION } from './payment-columns';

export const aggregatePaymentReport = defineReport({
  path: '/statement/aggregate-payment-statistics',
  operation: 'getAggregatePaymentStatement',
  criteria: ['date_from', 'date_to', 'company_id', 'payment_types'],
  rowId: (row) => `${row.service_date}:${row.company_id}`,
  columns: [
    { field: 'service_date', header: 'Ngày', kind: 'date' },
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    {
      field: 'counter',
      header: 'Thu tại quầy',
      kind: 'money',
      total: true,
      drill: ['pass_purchase', 'refund'],
    },
    { field: 'on_board', header: 'Thu trên xe', kind: 'money', total: true },
    ...moneyColumns(),
    { field: 'collectors', header: 'Số người thu', kind: 'integer' },
  ],
  totalsLabelField: 'service_date',
  drillRow: (row) => ({
    date_from: row.service_date,
    date_to: row.service_date,
    company_id: row.company_id,
    label: `${formatDay(row.service_date)} · ${row.company_name}`,
  }),
  chart: {
    kind: 'bar',
    stacked: true,
    category: (row) => formatDay(row.service_date).slice(0, 5),
    series: [
      { field: 'counter', name: 'Tại quầy' },
      { field: 'on_board', name: 'Trên xe' },
    ],
  },
  filePrefix: 'bang-ke-thanh-toan-tong-hop',
  definition: PAYMENT_DEFINITION,
});
