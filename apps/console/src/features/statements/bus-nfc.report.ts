// /statement/bus-nfc-report: card taps and card revenue per bus and month (getBusNfcReport), from the
// ledger's CARD and SUBSCRIPTION rows on each bus; Enter on a row opens those rows.
import { formatMonth } from '@busops/domain';
import { defineReport } from '../../kit/define-report';
import { monthPeriod } from '../../kit/report-criteria';

const NO_BUS = 'Không rõ xe';

export const busNfcReport = defineReport({
  path: '/statement/bus-nfc-report',
  operation: 'getBusNfcReport',
  criteria: ['date_from', 'date_to', 'company_id'],
  rowId: (row) => `${row.month}:${row.company_id}:${row.vehicle_id ?? 0}`,
  columns: [
    { field: 'month', header: 'Tháng', kind: 'text', format: (v) => formatMonth(String(v)) },
    { field: 'company_name', header: 'Đơn vị', kind: 'name' },
    { field: 'plate', header: 'Biển số', kind: 'text', format: (v) => (v == null ? NO_BUS : String(v)) },
    { field: 'fleet_number', header: 'Số tài', kind: 'text', format: (v) => (v == null ? '—' : String(v)) },
    {
      field: 'taps',
      header: 'Lượt quẹt thẻ',
      kind: 'integer',
      total: true,
      drill: ['fare_payment', 'pass_use'],
    },
    {
      field: 'card_riders',
      header: 'Khách trả bằng thẻ',
      kind: 'integer',
      total: true,
      drill: ['fare_payment'],
    },
    { field: 'pass_riders', header: 'Khách vé tháng', kind: 'integer', total: true, drill: ['pass_use'] },
    { field: 'card_fares', header: 'Tiền vé thẻ', kind: 'money', total: true, drill: ['fare_payment'] },
    { field: 'corrections', header: 'Điều chỉnh', kind: 'money', total: true, drill: ['void', 'adjust'] },
    {
      field: 'revenue',
      header: 'Doanh thu thẻ',
      kind: 'money',
      total: true,
      pinned: true,
      drill: ['fare_payment', 'void', 'adjust'],
    },
  ],
  totalsLabelField: 'plate',
  drillRow: (row) => ({
    ...monthPeriod(row.month),
    company_id: row.company_id,
    vehicle_id: row.vehicle_id ?? 0,
    payment_types: ['CARD', 'SUBSCRIPTION'],
    label: `${formatMonth(row.month)} · ${row.plate ?? NO_BUS}`,
  }),
  filePrefix: 'bao-cao-the-nfc',
  definition:
    'Quẹt thẻ trên xe theo tháng: giao dịch trả bằng thẻ (CARD) và vé tháng trên thẻ NFC (SUBSCRIPTION) theo xe ghi trên giao dịch. Doanh thu thẻ = tiền vé thẻ + huỷ/điều chỉnh; quẹt vé tháng 0 ₫.',
});
