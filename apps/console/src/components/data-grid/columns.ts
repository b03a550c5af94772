// Column helpers with the Vietnamese formats (design §5: `1.234.568 ₫`, `dd/MM/yyyy`). Type-only import of
// AG Grid: screens build their columns without pulling the grid into their chunk.
import { formatDate, formatDateTime, formatPhone, formatVnd } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';

// Column kinds (issue 19: key columns never cut at 1440 or 1024). A name or a person ('who') is read
// whole: it takes the room left (flex) from a width that holds most names, and a longer one wraps onto a
// second line instead of ending in '…'. A status is short and decisive: pinned to the right edge with
// the money, wide enough for its longest label, so it stays in view however many columns scroll.

/** A name (route, stop, customer, pass): never cut; wraps when longer than its column. */
export function nameColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName,
    minWidth: 220,
    flex: 1,
    wrapText: true,
    autoHeight: true,
    cellClass: 'busops-cell-wrap',
    ...extra,
  };
}

/** Who did it (creator, cashier, driver): a person's name, never cut. */
export function personColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return nameColumn(field, headerName, { minWidth: 160, flex: undefined, ...extra });
}

/** Average width of a character of the grid's font at 14 px, with the cell's padding. */
const CHAR_PX = 8;
const CELL_PADDING_PX = 36;

/**
 * A status: pinned right (in view at 1024 px with the other columns scrolled), as wide as its longest
 * label or header so neither is cut. Given as options ({ value, label }), the cell shows the label.
 */
export function statusColumn<T>(
  field: string,
  headerName: string,
  labels: readonly string[] | readonly { value: string; label: string }[],
  extra: ColDef<T> = {},
): ColDef<T> {
  const texts = labels.map((l) => (typeof l === 'string' ? l : l.label));
  const longest = Math.max(headerName.length, ...texts.map((label) => label.length));
  const width = Math.max(110, longest * CHAR_PX + CELL_PADDING_PX);
  const options = labels.filter((l): l is { value: string; label: string } => typeof l !== 'string');
  return {
    field: field as ColDef<T>['field'],
    headerName,
    pinned: 'right',
    width,
    minWidth: width,
    ...(options.length > 0
      ? { valueFormatter: (p) => options.find((o) => o.value === p.value)?.label ?? '' }
      : {}),
    ...extra,
  };
}

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
    // 'dd/MM/yyyy' whole
    minWidth: 110,
    valueFormatter: (p) => (p.value ? formatDate(p.value) : ''),
    ...extra,
  };
}

export function dateTimeColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName,
    // 'dd/MM/yyyy HH:mm' whole
    minWidth: 150,
    valueFormatter: (p) => (p.value ? formatDateTime(p.value) : ''),
    ...extra,
  };
}

/** A phone as people read it here, the local 0… form (the API stores +84…). */
export function phoneColumn<T>(field: string, headerName: string, extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName,
    minWidth: 120,
    valueFormatter: (p) => formatPhone(p.value == null ? '' : String(p.value)),
    ...extra,
  };
}

/**
 * The company a row belongs to: shown only to users who see several companies' rows (the super
 * company); everyone else reads their own company's lists, where the column would repeat one name.
 * DataGrid drops it (and any `company_name` column) for them.
 */
export function companyColumn<T>(field = 'company_name', extra: ColDef<T> = {}): ColDef<T> {
  return {
    field: field as ColDef<T>['field'],
    headerName: 'Công ty',
    minWidth: 180,
    sortable: false,
    wrapText: true,
    autoHeight: true,
    cellClass: 'busops-cell-wrap',
    context: { company: true },
    ...extra,
  };
}

export function isCompanyColumn<T>(column: ColDef<T>): boolean {
  return (
    (column.context as { company?: boolean } | undefined)?.company === true || column.field === 'company_name'
  );
}
