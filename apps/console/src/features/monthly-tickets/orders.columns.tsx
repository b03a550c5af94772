// Columns of the order lists: code, member, pass, month, card, money (pinned right), status Tag, times.
import { Tag } from '@blueprintjs/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { dateTimeColumn, moneyColumn } from '../../components/data-grid/columns';
import type { Order } from './orders.resource';
import { monthName, passName } from './receipt-text';

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

export const orderColumns: ColDef<Order>[] = [
  { field: 'code', headerName: 'Mã đơn', pinned: 'left', width: 116, ...fixed },
  {
    colId: 'member',
    headerName: 'Khách hàng',
    minWidth: 180,
    flex: 1,
    valueGetter: (p) => (p.data ? `${p.data.member.full_name} · ${p.data.member.phone_number}` : ''),
    ...fixed,
  },
  {
    colId: 'pass',
    headerName: 'Vé',
    minWidth: 170,
    flex: 1,
    valueGetter: (p) => (p.data ? `${passName(p.data)} · ${p.data.card_type_name}` : ''),
    ...fixed,
  },
  {
    field: 'period_month',
    headerName: 'Tháng',
    width: 118,
    valueFormatter: (p) => monthName(p.value),
    ...fixed,
  },
  {
    colId: 'card',
    headerName: 'Số thẻ',
    width: 110,
    valueGetter: (p) => p.data?.card?.card_number ?? '',
    ...fixed,
  },
  { field: 'status', headerName: 'Trạng thái', width: 136, cellRenderer: OrderStatusTag, ...fixed },
  dateTimeColumn<Order>('created_at', 'Tạo lúc', { width: 140, sortable: false }),
  { field: 'created_by_name', headerName: 'Người tạo', width: 140, ...fixed },
  moneyColumn<Order>('amount', 'Số tiền', { sortable: false }),
];
