// Columns of /customer/ticket-bus. Sortable where listNfcCards sorts (number, UID, created_at).
import type { ColDef } from 'ag-grid-community';
import { dateColumn, phoneColumn } from '../../components/data-grid/columns';
import { cardStatusLabel, type NfcCard } from './nfc-cards.resource';

const fixed = { sortable: false } as const;

export const nfcCardColumns: ColDef<NfcCard>[] = [
  { field: 'card_number', headerName: 'Số thẻ', pinned: 'left', width: 130 },
  { field: 'uid', headerName: 'UID', width: 190 },
  {
    field: 'status',
    headerName: 'Trạng thái',
    width: 140,
    valueFormatter: (p) => cardStatusLabel(p.value),
    ...fixed,
  },
  { field: 'member_name', headerName: 'Khách hàng', minWidth: 180, flex: 1, ...fixed },
  phoneColumn('member_phone', 'Số điện thoại', { width: 130, ...fixed }),
  dateColumn<NfcCard>('linked_at', 'Ngày gắn', { width: 110, sortable: false }),
  { field: 'note', headerName: 'Ghi chú', minWidth: 160, flex: 1, ...fixed },
  dateColumn<NfcCard>('created_at', 'Ngày tạo', { width: 110 }),
];
