// Columns of the card types and prices tabs. Sortable only where the list operations sort.
import { formatValidity, PASS_SCOPE_LABELS } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { moneyColumn, nameColumn } from '../../components/data-grid/columns';
import { type CardType, type Price, priceTarget } from './pass-settings.resource';

const fixed = { sortable: false } as const;

export const cardTypeColumns: ColDef<CardType>[] = [
  { field: 'code', headerName: 'Mã', width: 90, pinned: 'left' },
  nameColumn<CardType>('name', 'Tên loại thẻ'),
  {
    colId: 'requires_proof',
    headerName: 'Giấy tờ',
    width: 100,
    valueGetter: (p) => (p.data?.requires_proof ? 'Cần' : 'Không'),
    ...fixed,
  },
  {
    colId: 'enabled',
    headerName: 'Trạng thái',
    width: 120,
    valueGetter: (p) => (p.data ? (p.data.enabled ? 'Đang bán' : 'Ngừng bán') : ''),
    ...fixed,
  },
  { field: 'prices', headerName: 'Số mức giá', width: 110, type: 'rightAligned', ...fixed },
  { field: 'description', headerName: 'Mô tả', minWidth: 200, flex: 1, ...fixed },
  moneyColumn<CardType>('card_fee', 'Phí làm thẻ', { sortable: true }),
];

export const priceColumns: ColDef<Price>[] = [
  {
    colId: 'route',
    headerName: 'Tuyến / liên tuyến',
    minWidth: 240,
    flex: 1,
    pinned: 'left',
    valueGetter: (p) => (p.data ? priceTarget(p.data) : ''),
  },
  {
    colId: 'scope',
    headerName: 'Phạm vi',
    width: 110,
    valueGetter: (p) => (p.data ? PASS_SCOPE_LABELS[p.data.scope] : ''),
    ...fixed,
  },
  {
    colId: 'card_type',
    headerName: 'Loại thẻ',
    minWidth: 200,
    flex: 1,
    valueGetter: (p) => (p.data ? `${p.data.card_type_code} · ${p.data.card_type_name}` : ''),
    ...fixed,
  },
  {
    colId: 'valid_from',
    headerName: 'Hiệu lực',
    width: 200,
    valueGetter: (p) =>
      p.data ? formatValidity({ validFrom: p.data.valid_from, validTo: p.data.valid_to }) : '',
  },
  {
    colId: 'vat_included',
    headerName: 'VAT',
    width: 90,
    valueGetter: (p) => (p.data ? (p.data.vat_included ? 'Đã gồm' : 'Chưa gồm') : ''),
    ...fixed,
  },
  moneyColumn<Price>('price', 'Giá vé tháng', { sortable: true }),
];
