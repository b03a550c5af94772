// Column helpers with the Vietnamese formats (design §5: `1.234.568 ₫`, `dd/MM/yyyy`). Type-only import of
// AG Grid: screens build their columns without pulling the grid into their chunk.
import { formatDate, formatDateTime, formatVnd } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';

/**
 * Money is pinned to the right edge of the grid: amounts and the totals row under them stay in view
 * however many columns scroll (at 1024 px the totals row looked empty with the amounts scrolled away).
 */
export function moneyColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName,
    type: 'rightAligned',
    pinned: 'right',
    minWidth: 120,
    valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : formatVnd(Number(p.value))),
    ...extra,
  };
}

export function dateColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName,
    valueFormatter: (p) => (p.value ? formatDate(p.value) : ''),
    ...extra,
  };
}

export function dateTimeColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName,
    valueFormatter: (p) => (p.value ? formatDateTime(p.value) : ''),
    ...extra,
  };
}
