// The figure columns the revenue reports share (contract RevenueFigures, docs/reports.md "Reports"):
// each names the fare actions it sums, so Enter on it opens exactly those ledger rows.
import type { OperationData } from '@busops/sdk';
import type { ReportColumn } from '../../kit/define-report';

type Figures = OperationData<'getRevenueByDate'>['totals'];

export const REVENUE_ACTIONS = ['fare_payment', 'pass_purchase', 'refund', 'void', 'adjust'] as const;

export function figureColumns<Row extends Figures>(): ReportColumn<Row>[] {
  return [
    {
      field: 'boardings',
      header: 'Lượt khách',
      kind: 'integer',
      total: true,
      drill: ['fare_payment', 'pass_use'],
    },
    {
      field: 'ticket_revenue',
      header: 'Doanh thu vé lượt',
      kind: 'money',
      total: true,
      drill: ['fare_payment'],
    },
    {
      field: 'pass_revenue',
      header: 'Doanh thu vé tháng',
      kind: 'money',
      total: true,
      drill: ['pass_purchase', 'refund'],
    },
    { field: 'corrections', header: 'Điều chỉnh', kind: 'money', total: true, drill: ['void', 'adjust'] },
    {
      field: 'revenue',
      header: 'Tổng doanh thu',
      kind: 'money',
      total: true,
      pinned: true,
      drill: REVENUE_ACTIONS,
    },
    { field: 'top_ups', header: 'Nạp tiền thẻ', kind: 'money', total: true, drill: ['add'] },
    { field: 'transactions', header: 'Số giao dịch', kind: 'integer', total: true },
  ] as ReportColumn<Row>[];
}

export const REVENUE_DEFINITION =
  'Doanh thu = vé lượt + vé tháng (bán trừ hoàn) + điều chỉnh; nạp tiền thẻ không tính là doanh thu. Lượt khách = lượt lên xe (vé lượt và quẹt vé tháng).';
