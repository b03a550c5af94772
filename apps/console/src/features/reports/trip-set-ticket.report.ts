// /report/trip-set-ticket: ticket-book statistics (getTripSetTickets) on one route: per trip, the ticket
// sets (vé quyển) handed to its conductor, the tickets sold (serials used) and their value, beside the
// ledger's cash fares on the trip and the difference. Enter on a trip opens those ledger rows.
import { defineReport } from '../../kit/define-report';
import { tripDrill, tripKeyColumns, tripRowId } from './trip-columns';

export const tripSetTicketReport = defineReport({
  path: '/report/trip-set-ticket',
  operation: 'getTripSetTickets',
  routeInPath: 'route_id',
  paged: true,
  criteria: ['date_from', 'date_to', 'company_id', 'route_ids'],
  rowId: tripRowId,
  columns: [
    ...tripKeyColumns(),
    { field: 'conductor_names', header: 'Phụ xe', kind: 'name', format: (v) => (v ? String(v) : '—') },
    { field: 'sets', header: 'Số quyển', kind: 'integer', total: true },
    { field: 'open_sets', header: 'Chưa trả', kind: 'integer', total: true },
    { field: 'tickets_handed', header: 'Vé giao', kind: 'integer', total: true },
    { field: 'tickets_sold', header: 'Vé bán', kind: 'integer', total: true },
    { field: 'tickets_returned', header: 'Vé trả lại', kind: 'integer', total: true },
    { field: 'value', header: 'Thành tiền', kind: 'money', total: true },
    { field: 'ledger_riders', header: 'Khách tiền mặt (sổ)', kind: 'integer', total: true },
    { field: 'ledger_amount', header: 'Tiền mặt (sổ)', kind: 'money', total: true },
    { field: 'difference', header: 'Chênh lệch', kind: 'money', total: true, pinned: true },
  ],
  totalsLabelField: 'trip_code',
  // The trip's cash rows: what the books are compared with.
  drillRow: (row) => ({
    ...tripDrill(row),
    payment_types: ['CASH'],
    fare_actions: ['fare_payment', 'void', 'adjust'],
  }),
  filePrefix: 'thong-ke-ve-quyen',
  definition:
    'Chọn một tuyến. Mỗi dòng: một chuyến có vé quyển giao cho phụ xe. Vé bán = số sê-ri đã dùng (số trả lại − số đầu); thành tiền = vé bán × mệnh giá; chênh lệch = thành tiền − tiền mặt của chuyến theo sổ giao dịch.',
});
