// Copy as TSV (grid-copy.ts) over a grid of two money rows and a totals row: numbers go out as plain
// numbers, text as shown, tabs and line breaks inside a cell never split it.
import type { Column, IRowNode } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { type CopyableGrid, copyKey, copySelection, copyTable } from './grid-copy';

interface Row {
  route: string;
  amount: number;
}

const column = (field: string, header: string) =>
  ({ getColDef: () => ({ field }), getColId: () => field, header }) as unknown as Column;
const COLUMNS = [
  { getColDef: () => ({}), getColId: () => 'ag-Grid-SelectionColumn' } as unknown as Column,
  column('route', 'Tuyến'),
  column('amount', 'Tiền thu'),
];
const node = (data: Row) => ({ data }) as IRowNode<Row>;
const ROWS = [
  node({ route: '19\tBến Thành', amount: 1_234_568 }),
  node({ route: '8\nQuận 8', amount: 5_000 }),
];
const TOTALS = node({ route: 'Tổng cộng', amount: 1_239_568 });

function grid(over: Partial<CopyableGrid<Row>> = {}): CopyableGrid<Row> {
  return {
    getAllDisplayedColumns: () => COLUMNS,
    getDisplayNameForColumn: (c) => (c as unknown as { header: string }).header,
    getCellValue: ({ rowNode, colKey, useFormatter }) => {
      const value = (rowNode.data as unknown as Record<string, unknown>)[(colKey as Column).getColId()];
      return useFormatter && typeof value === 'number' ? `${value} ₫` : value;
    },
    getSelectedNodes: () => [],
    forEachNode: (visit) => {
      for (const [i, n] of ROWS.entries()) visit(n, i);
    },
    getPinnedBottomRowCount: () => 1,
    getPinnedBottomRow: () => TOTALS,
    getFocusedCell: () => null,
    getDisplayedRowAtIndex: (i) => ROWS[i],
    ...over,
  } as CopyableGrid<Row>;
}

describe('copy as TSV', () => {
  it('the whole page: header, rows, totals; numbers plain, a tab or line break in a cell a space', () => {
    expect(copyTable(grid())).toEqual({
      text: 'Tuyến\tTiền thu\n19 Bến Thành\t1234568\n8 Quận 8\t5000\nTổng cộng\t1239568',
      rows: 2,
    });
  });

  it('the selected rows with their header, before the focused cell', () => {
    const copied = copySelection(
      grid({
        getSelectedNodes: () => [ROWS[1]!],
        getFocusedCell: () => ({ rowIndex: 0, column: COLUMNS[2]!, rowPinned: null }),
      }),
    );
    expect(copied).toEqual({ text: 'Tuyến\tTiền thu\n8 Quận 8\t5000', rows: 1 });
  });

  it('no selection: the focused cell alone, the totals row included; nothing focused, nothing', () => {
    const focused = (rowIndex: number, rowPinned: 'bottom' | null) =>
      grid({ getFocusedCell: () => ({ rowIndex, column: COLUMNS[2]!, rowPinned }) });
    expect(copySelection(focused(0, null))).toEqual({ text: '1234568', rows: 0 });
    expect(copySelection(focused(0, 'bottom'))).toEqual({ text: '1239568', rows: 0 });
    expect(copySelection(grid())).toBeNull();
  });

  it('keys: Ctrl/⌘+C copies, Ctrl/⌘+A marks all; Shift or Alt with them, or a plain c, is not ours', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
      copyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('c', { ctrlKey: true })).toBe('copy');
    expect(key('C', { metaKey: true })).toBe('copy');
    expect(key('a', { ctrlKey: true })).toBe('all');
    expect(key('c', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('c', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('c')).toBeNull();
  });
});
