// /statement/staff-payment-statistics: the money each person took (getStaffPaymentStatement), with
// the kit's print document (signature block) as the statement's print variant.
import { defineReport } from '../../kit/define-report';
import { moneyColumns, PAYMENT_DEFINITION } from './payment-columns';

const PLACE_LABEL: Record<string, string> = { counter: 'Tại quầy', on_board: 'Trên xe' };

export const staffPaymentReport = defineReport({
  path: '/statement/staff-payment-statistics',
  operation: 'getStaffPaymentStatement',
  criteria: ['date_from', 'date_to', 'company_id', 'payment_types'],
  rowId: (row) => `${row.company_id}:${row.place}:${row.collector_id ?? 0}`,
  columns: [
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'collector_name', header: 'Người thu', kind: 'name' },
    { field: 'place', header: 'Nơi thu', kind: 'text', format: (v) => PLACE_LABEL[String(v)] ?? '' },
    { field: 'days', header: 'Số ngày', kind: 'integer' },
    ...moneyColumns(),
  ],
  totalsLabelField: 'collector_name',
  // Counter rows have no route and are the user's; on-board rows are the conductor's (0 = nobody named).
  drillRow: (row) => ({
    company_id: row.company_id,
    ...(row.place === 'counter'
      ? { cashier_id: row.collector_id ?? 0 }
      : { conductor_id: row.collector_id ?? 0 }),
    label: row.collector_name,
  }),
  filePrefix: 'bang-ke-thanh-toan-nhan-vien',
  definition: PAYMENT_DEFINITION,
});
