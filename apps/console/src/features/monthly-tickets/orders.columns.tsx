// Columns of the order lists: code, member, pass, month, card, money (pinned right), status Tag, times.
import { Tag } from '@blueprintjs/core';
import { formatPhone, ORDER_STATUS_LABELS, type OrderStatus } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import {
  dateTimeColumn,
  moneyColumn,
  nameColumn,
  personColumn,
  statusColumn,
} from '../../components/data-grid/columns';
import type { Order } from './orders.resource';
import { monthName, shortPassName } from './receipt-text';

const fixed = { sortable: false } as const;

const STATUS_INTENTS: Record<OrderStatus, 'warning' | 'success' | 'primary' | 'none'> = {
  1: 'warning',
  2: 'success',
  3: 'primary',
  4: 'none',
};

export function OrderStatusTag({ value }: { value: OrderStatus | undefined }) {
  if (!value) return null;
  return (
    <Tag minimal intent={STATUS_INTENTS[value]} round>
      {ORDER_STATUS_LABELS[value]}
    </Tag>
  );
}

// The key columns (customer, status, pass, who made the order; the amount is pinned right) come first and
// are sized to their content, never flexed into a fixed share: at 1440 and 1024 px they are read whole and
// in view, the phone, card, month and time scroll after them (issue 19: the customer, the pass and the
// status were cut; 'Người tạo' was past the right edge at both sizes).
export const orderColumns: ColDef<Order>[] = [
  { field: 'code', headerName: 'Mã đơn', pinned: 'left', width: 116, ...fixed },
  nameColumn<Order>('member', 'Khách hàng', {
    field: undefined,
    colId: 'member',
    valueGetter: (p) => p.data?.member.full_name ?? '',
    ...fixed,
  }),
  statusColumn<Order>('status', 'Trạng thái', Object.values(ORDER_STATUS_LABELS), {
    cellRenderer: OrderStatusTag,
    ...fixed,
  }),
  {
    // The route's number (its full name is on the receipt and the profile): a long route name cut at the
    // column's maximum pushed the status off-screen at 1024 px.
    colId: 'pass',
    headerName: 'Vé',
    minWidth: 110,
    valueGetter: (p) => (p.data ? shortPassName(p.data) : ''),
    ...fixed,
  },
  // who made the order (a key column): in view at 1024 px beside the customer and the pass
  personColumn<Order>('created_by_name', 'Người tạo', fixed),
  {
    colId: 'phone',
    headerName: 'Số điện thoại',
    minWidth: 120,
    valueGetter: (p) => formatPhone(p.data?.member.phone_number),
    ...fixed,
  },
  { field: 'card_type_name', headerName: 'Loại thẻ', minWidth: 110, ...fixed },
  {
    field: 'period_month',
    headerName: 'Tháng',
    minWidth: 118,
    valueFormatter: (p) => monthName(p.value),
    ...fixed,
  },
  {
    colId: 'card',
    headerName: 'Số thẻ',
    minWidth: 100,
    valueGetter: (p) => p.data?.card?.card_number ?? '',
    ...fixed,
  },
  dateTimeColumn<Order>('created_at', 'Tạo lúc', { sortable: false }),
  moneyColumn<Order>('amount', 'Số tiền', { sortable: false }),
];
