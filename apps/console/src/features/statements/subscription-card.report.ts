// /statement/subscription-card-statistics: monthly pass orders and their money per month and card type
// (getSubscriptionCardStatement); Enter on a row opens its order rows in the ledger.
import { formatMonth } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { monthPeriod } from '../../kit/report-criteria';

const ORDER_MONEY = ['pass_purchase', 'refund'] as const;

export const subscriptionCardReport = defineReport({
  path: '/statement/subscription-card-statistics',
  operation: 'getSubscriptionCardStatement',
  criteria: ['date_from', 'date_to', 'company_id'],
  rowId: (row) => `${row.month}:${row.company_id}:${row.card_type_id}`,
  columns: [
    { field: 'month', header: 'Tháng', kind: 'text', format: (v) => formatMonth(String(v)) },
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'card_type_name', header: 'Loại thẻ', kind: 'name' },
    // Orders by type: the ledger rows do not carry the order type, so these open the row's order rows.
    { field: 'registrations', header: 'Đăng ký mới', kind: 'integer', total: true },
    { field: 'extensions', header: 'Gia hạn', kind: 'integer', total: true },
    { field: 'new_cards', header: 'Cấp thẻ mới', kind: 'integer', total: true },
    { field: 'refunds', header: 'Hoàn tiền', kind: 'integer', total: true, drill: ['refund'] },
    { field: 'sold', header: 'Tiền bán', kind: 'money', total: true, drill: ['pass_purchase'] },
    { field: 'refunded', header: 'Tiền hoàn', kind: 'money', total: true, drill: ['refund'] },
    { field: 'net', header: 'Thực thu', kind: 'money', total: true, pinned: true, drill: ORDER_MONEY },
  ],
  totalsLabelField: 'card_type_name',
  drillRow: (row) => ({
    ...monthPeriod(row.month),
    company_id: row.company_id,
    card_type_id: row.card_type_id,
    fare_actions: [...ORDER_MONEY],
    label: `${formatMonth(row.month)} · ${row.card_type_name}`,
  }),
  filePrefix: 'bang-ke-the-ve-thang',
  definition:
    'Đơn vé tháng đã thu tiền và đã hoàn tiền tại quầy, theo tháng và loại thẻ (tiền theo sổ giao dịch; thực thu = tiền bán + tiền hoàn).',
});
