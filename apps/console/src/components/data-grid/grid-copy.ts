// Copying from a grid into Excel or Sheets (issue 20, grid ergonomics): tab-separated values, a header
// line first, numbers as plain numbers (1234568, not "1.234.568 ₫", so a pasted sheet can sum them),
// everything else as the grid shows it. AG Grid Community has no clipboard module: this is ours.
//   Ctrl+C          the selected rows, or else the cell that has the focus (its value alone)
//   Ctrl+A, Ctrl+C  the whole table of this page: header, rows, and the totals row, as in Excel
// (Ctrl+Shift+C would have been shorter, but Chromium keeps it for its element picker.)
import type { Column, GridApi, IRowNode } from 'ag-grid-community';

/** What a copy reads of a grid: its shown data columns, rows and cell values (GridApi has all of it). */
export type CopyableGrid<T> = Pick<
  GridApi<T>,
  | 'getAllDisplayedColumns'
  | 'getDisplayNameForColumn'
  | 'getCellValue'
  | 'getSelectedNodes'
  | 'forEachNode'
  | 'getPinnedBottomRowCount'
  | 'getPinnedBottomRow'
  | 'getFocusedCell'
  | 'getDisplayedRowAtIndex'
>;

/** One cell as text: tabs and line breaks would split the cell, so they become spaces. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

function copiedValue<T>(api: CopyableGrid<T>, node: IRowNode<T>, column: Column): string {
  const raw = api.getCellValue({ rowNode: node, colKey: column });
  if (typeof raw === 'number' || typeof raw === 'bigint') return String(raw);
  return cellText(api.getCellValue({ rowNode: node, colKey: column, useFormatter: true }));
}

/** The data columns shown, left to right (not the selection checkboxes). */
function dataColumns<T>(api: CopyableGrid<T>): Column[] {
  return api
    .getAllDisplayedColumns()
    .filter((column) => Boolean(column.getColDef().field ?? column.getColDef().valueGetter));
}

function table<T>(api: CopyableGrid<T>, nodes: readonly IRowNode<T>[]): string {
  const columns = dataColumns(api);
  const header = columns.map((column) => cellText(api.getDisplayNameForColumn(column, 'header')));
  const lines = nodes.map((node) => columns.map((column) => copiedValue(api, node, column)).join('\t'));
  return [header.join('\t'), ...lines].join('\n');
}

export interface Copied {
  text: string;
  /** What was copied, for the toast: 'ô', or the number of rows. */
  rows: number;
}

/** Ctrl+C: the selected rows with their header, or the focused cell's value; null when nothing to copy. */
export function copySelection<T>(api: CopyableGrid<T>): Copied | null {
  const selected = api.getSelectedNodes();
  if (selected.length > 0) return { text: table(api, selected), rows: selected.length };
  const focused = api.getFocusedCell();
  if (!focused) return null;
  const node =
    focused.rowPinned === 'bottom'
      ? api.getPinnedBottomRow(focused.rowIndex)
      : focused.rowPinned
        ? undefined
        : api.getDisplayedRowAtIndex(focused.rowIndex);
  if (!node) return null;
  return { text: copiedValue(api, node, focused.column), rows: 0 };
}

/** After Ctrl+A: every row of the page, in the grid's order, and the totals row last. */
export function copyTable<T>(api: CopyableGrid<T>): Copied {
  const nodes: IRowNode<T>[] = [];
  api.forEachNode((node) => {
    nodes.push(node);
  });
  const rows = nodes.length;
  for (let i = 0; i < api.getPinnedBottomRowCount(); i++) {
    const totals = api.getPinnedBottomRow(i);
    if (totals) nodes.push(totals);
  }
  return { text: table(api, nodes), rows };
}

/** What a key asks of the grid: 'copy' (Ctrl+C), 'all' (Ctrl+A), or null. */
export function copyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  return key === 'c' ? ('copy' as const) : key === 'a' ? ('all' as const) : null;
}
