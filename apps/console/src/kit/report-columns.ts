// A report's columns as AG Grid columns, by kind: money `1.234.568 ₫` and counts right-aligned, days
// dd/MM/yyyy, names never cut. The pinned totals row shows its label as is in a day or name column.
// Reports keep the API's order (no header sorting): a report's order is part of its definition.
import { formatDay, formatNumber, formatVnd } from '@busops/domain';
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { nameColumn } from '../components/data-grid/columns';
import type { ColumnKind, ReportColumn } from './define-report';

const FORMAT: Record<ColumnKind, (value: unknown) => string> = {
  text: (v) => (v == null ? '' : String(v)),
  name: (v) => (v == null ? '' : String(v)),
  money: (v) => (v == null ? '' : formatVnd(Number(v))),
  integer: (v) => (v == null ? '' : formatNumber(Number(v))),
  decimal: (v) => (v == null ? '' : formatNumber(Number(v), 1)),
  date: (v) => (typeof v === 'string' ? formatDay(v) : ''),
};

const RIGHT: ReadonlySet<ColumnKind> = new Set(['money', 'integer', 'decimal']);

/** The cell's text (grid, print, chart tooltips): the column's format, else its kind's. */
export function cellText<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = row[column.field];
  return column.format ? column.format(value, row) : FORMAT[column.kind](value);
}

export function gridColumns<Row>(columns: ReadonlyArray<ReportColumn<Row>>): ColDef<Row>[] {
  return columns.map((column) => {
    const valueFormatter = (p: ValueFormatterParams<Row>) =>
      p.node?.rowPinned
        ? typeof p.value === 'string'
          ? p.value
          : FORMAT[column.kind](p.value)
        : p.data
          ? cellText(column, p.data)
          : '';
    const base: ColDef<Row> = {
      field: column.field as unknown as ColDef<Row>['field'],
      headerName: column.header,
      sortable: false,
      valueFormatter,
      ...(RIGHT.has(column.kind)
        ? { type: 'rightAligned', minWidth: column.kind === 'money' ? 130 : 90 }
        : {}),
      ...(column.kind === 'date' ? { minWidth: 110 } : {}),
      ...(column.pinned ? { pinned: 'right' as const } : {}),
    };
    return column.kind === 'name' ? nameColumn<Row>(column.field, column.header, base) : base;
  });
}

/** The pinned totals row: the API's totals under their columns, the label in the label column. */
export function totalsRowOf<Row>(
  columns: ReadonlyArray<ReportColumn<Row>>,
  totals: Record<string, unknown> | null,
  labelField: string,
): Record<string, unknown> | undefined {
  if (!totals) return undefined;
  const row: Record<string, unknown> = { [labelField]: 'Tổng cộng' };
  for (const column of columns) if (column.total) row[column.field] = totals[column.field];
  return row;
}
