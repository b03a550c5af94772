// The grid's selection reaches the command context within the key or click that changed it. AG Grid
// delivers selectionChanged in a later task, and a Ctrl+K pressed right after Space used to open the
// palette on the old selection (CI: 'Xuất file Excel' chosen instead of 'Xoá 1 nhân viên'). The real
// AG Grid runs here (jsdom); no timer may run between the key and the assertions.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSelection, selectionState } from '../../commands/selection';
import DataGrid from './data-grid';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: 'An' },
  { id: 2, name: 'Bình' },
];
const columns = [{ field: 'name' as const, headerName: 'Tên' }];
const rowId = (row: Row) => String(row.id);
const selection = { entity: 'thing', noun: 'mục' };

function selectionCell(rowIndex: number): HTMLElement {
  const cell = document.querySelector<HTMLElement>(
    `[role="row"][row-index="${rowIndex}"] [col-id="ag-Grid-SelectionColumn"]`,
  );
  if (!cell) throw new Error(`no selection cell in row ${rowIndex}`);
  return cell;
}

async function renderGrid() {
  render(
    <DataGrid<Row>
      gridId="selection-test"
      rows={rows}
      columns={columns}
      getRowId={rowId}
      selection={selection}
    />,
  );
  await screen.findByText('Bình', {}, { timeout: 10_000 });
}

afterEach(() => clearSelection());

describe('DataGrid: selection published in the same event', () => {
  it('Space on a focused row', { timeout: 30_000 }, async () => {
    await renderGrid();
    const cell = selectionCell(0);
    act(() => cell.focus());
    // Synchronous from here on: the key, then what a Ctrl+K handler would read next.
    act(() => {
      fireEvent.keyDown(cell, { key: ' ', code: 'Space' });
    });
    expect(selectionState.entity).toBe('thing');
    expect(selectionState.rows).toEqual([rows[0]]);

    // Nothing selected: the row actions act on the focused row (the kit's rule).
    act(() => {
      fireEvent.keyDown(cell, { key: ' ', code: 'Space' });
    });
    expect(selectionState.rows).toEqual([rows[0]]);
  });

  it('a focused row with nothing selected is what the row actions act on', { timeout: 30_000 }, async () => {
    await renderGrid();
    const cell = document.querySelector<HTMLElement>('[role="row"][row-index="1"] [col-id="name"]');
    if (!cell) throw new Error('no name cell in row 1');
    act(() => cell.focus());
    act(() => {
      fireEvent.keyDown(cell, { key: 'i', code: 'KeyI' });
    });
    expect(selectionState.entity).toBe('thing');
    expect(selectionState.rows).toEqual([rows[1]]);
  });

  it('the focus arriving on a row (Escape from the criteria, g l: no key in the grid) publishes it at once', {
    timeout: 30_000,
  }, async () => {
    await renderGrid();
    const cell = document.querySelector<HTMLElement>('[role="row"][row-index="1"] [col-id="name"]');
    if (!cell) throw new Error('no name cell in row 1');
    // no act(): nothing may run between the focus and what a shortcut handler reads next
    cell.focus();
    expect(selectionState.entity).toBe('thing');
    expect(selectionState.rows).toEqual([rows[1]]);
  });

  it('a click on a row checkbox', { timeout: 30_000 }, async () => {
    await renderGrid();
    const checkbox = selectionCell(1).querySelector('input[type="checkbox"]');
    if (!checkbox) throw new Error('no checkbox in row 1');
    act(() => {
      fireEvent.click(checkbox);
    });
    expect(selectionState.rows).toEqual([rows[1]]);
  });
});
