// The money columns both payment statements share (contract PaymentMoney, docs/reports.md
// "Statements"): each payment type, their total (pinned) and the ledger rows counted.
import type { OperationData } from '@busops/sdk';
import type { ReportColumn } from '../../kit/define-report';

type Money = OperationData<'getStaffPaymentStatement'>['totals'];

export function moneyColumns<Row extends Money>(): ReportColumn<Row>[] {
  return [
    { field: 'cash', header: 'Tiền mặt', kind: 'money', total: true },
    { field: 'card', header: 'Thẻ ngân hàng', kind: 'money', total: true },
    { field: 'qr', header: 'QR', kind: 'money', total: true },
    { field: 'wallet', header: 'Ví', kind: 'money', total: true },
    { field: 'other', header: 'Khác', kind: 'money', total: true },
    { field: 'total', header: 'Tổng tiền', kind: 'money', total: true, pinned: true },
    { field: 'transactions', header: 'Số giao dịch', kind: 'integer', total: true },
  ];
}

export const PAYMENT_DEFINITION =
  'Tiền thu = mọi giao dịch trong kỳ (doanh thu + nạp tiền thẻ; hoàn tiền, huỷ ghi âm). Trên xe: theo phụ xe của chuyến; tại quầy: theo người lập giao dịch.';
