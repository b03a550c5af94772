// AG Grid Community wrapper: API-side sorting, row selection published to the command context, keyboard
// navigation, saved column state, pinned totals row. Loaded lazily (lazy-data-grid.tsx): this module is
// the only static importer of ag-grid-*.
import type {
  CellContextMenuEvent,
  CellDoubleClickedEvent,
  CellFocusedEvent,
  CellKeyDownEvent,
  ColDef,
  ColumnResizedEvent,
  FullWidthCellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowDataUpdatedEvent,
  RowDoubleClickedEvent,
  RowSelectionOptions,
  SelectionChangedEvent,
  SizeColumnsToContentStrategy,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { CommandContextReact } from '../../commands/context';
import { clearSelection, setSelection } from '../../commands/selection';
import { toast } from '../../lib/toasts';
import { isCompanyColumn } from './columns';
import { copyKey, copySelection, copyTable } from './grid-copy';
import { cspNonce, GRID_LOCALE_VI, gridTheme, registerGridModules } from './grid-setup';
import { loadColumnState, saveColumnState } from './grid-state';
import { sortParam, sortState, userSortChange } from './sort';
import { computeTotals, TOTALS_ROW_FLAG } from './totals';

registerGridModules();

export interface DataGridProps<T> {
  /** Stable id of the grid for its saved column state, e.g. 'employees'. */
  gridId: string;
  rows: readonly T[];
  columns: ColDef<T>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  /** Current API sort ('field' or '-field'). */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  /** Selected rows feed the palette's row actions under this entity. */
  selection?: { entity: string; noun: string };
  /** Money fields summed in the pinned bottom row. */
  moneyFields?: string[];
  /** Column that shows the 'Tổng' label in the totals row. */
  totalsLabelField?: string;
  /**
   * The pinned totals row as given (a report's totals over every matching row, read by the API), instead
   * of the money fields summed over this page.
   */
  totalsRow?: Record<string, unknown>;
  onOpen?: (row: T) => void;
  /**
   * Enter (or a double click) on a cell, the pinned totals row's included (row null): a report's
   * drill-down to the rows behind that figure. Takes the place of onOpen.
   */
  onCellOpen?: (row: T | null, field: string) => void;
  onRowContextMenu?: (row: T, selected: T[], event: MouseEvent) => void;
  onGridApi?: (api: GridApi<T> | null) => void;
}

/**
 * Columns sized to their content (names, money, codes are never cut at 1024 px), then widened to fill a
 * wide grid; again when the page changes. A column the user has resized keeps their width. Long free text
 * (an address) stops at the maximum width and is cut there, not a name or an amount.
 */
const SIZE_TO_CONTENT: SizeColumnsToContentStrategy = {
  type: 'fitCellContents',
  continuous: true,
  scaleUpToFitGridWidth: true,
  defaultMaxWidth: 320,
};

const SELECTION_COLUMN = { pinned: 'left' as const };

export default function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, rows, loading, selection, moneyFields } = props;
  const apiRef = useRef<GridApi<T> | null>(null);
  // The company column only for users who see several companies (columns.ts companyColumn).
  const manyCompanies = useContext(CommandContextReact)?.principal?.isSuper ?? false;
  const columns = useMemo(
    () => (manyCompanies ? props.columns : props.columns.filter((column) => !isCompanyColumn(column))),
    [props.columns, manyCompanies],
  );

  const defaultColDef = useMemo<ColDef<T>>(
    () => ({
      sortable: true,
      resizable: true,
      // The page is already sorted by the API: the grid keeps that order.
      comparator: () => 0,
      suppressHeaderMenuButton: true,
    }),
    [],
  );

  const totalsRow = props.totalsRow;
  const pinnedBottomRowData = useMemo(
    () =>
      totalsRow
        ? [{ ...totalsRow, [TOTALS_ROW_FLAG]: true }]
        : moneyFields?.length
          ? [
              computeTotals(
                rows,
                moneyFields,
                props.totalsLabelField ? { field: props.totalsLabelField, text: 'Tổng' } : null,
              ),
            ]
          : undefined,
    [rows, moneyFields, props.totalsLabelField, totalsRow],
  );

  // Callbacks read the latest props; the grid's own events and options are wired once (stable references:
  // AgGridReact re-applies every option whose reference changes on each render of the screen).
  const propsRef = useRef(props);
  propsRef.current = props;
  const selectionEntity = selection?.entity;
  const selectionNoun = selection?.noun;
  const hasRowMenu = Boolean(props.onRowContextMenu);

  const onGridReady = useCallback(
    (event: GridReadyEvent<T>) => {
      apiRef.current = event.api;
      const saved = loadColumnState(gridId);
      // source 'api': the sortChanged event this causes is ignored (userSortChange), no second request
      event.api.applyColumnState({
        state: [...(saved ?? []), ...sortState(propsRef.current.sort)],
        applyOrder: Boolean(saved),
        defaultState: { sort: null },
      });
      propsRef.current.onGridApi?.(event.api);
    },
    [gridId],
  );

  // The sort changed from outside the grid (Back, Forward, a link): the headers show it. Source 'api',
  // so the sortChanged it causes sends no request (userSortChange).
  const sort = props.sort;
  useEffect(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed() || (sortParam(api.getColumnState()) ?? '') === (sort ?? '')) return;
    api.applyColumnState({ state: sortState(sort), defaultState: { sort: null } });
  }, [sort]);

  useEffect(
    () => () => {
      propsRef.current.onGridApi?.(null);
      if (selectionEntity) clearSelection(selectionEntity);
    },
    [selectionEntity],
  );

  // Columns the user has resized (a header drag): the only widths saved. Auto-sized ones are measured anew.
  const resized = useRef<Set<string> | null>(null);
  const userSized = useCallback(() => {
    resized.current ??= new Set(
      (loadColumnState(gridId) ?? []).filter((c) => typeof c.width === 'number').map((c) => c.colId),
    );
    return resized.current;
  }, [gridId]);
  const persistColumns = useCallback(() => {
    const api = apiRef.current;
    if (api) saveColumnState(gridId, api.getColumnState(), userSized());
  }, [gridId, userSized]);

  const rowId = useCallback(
    (params: GetRowIdParams<T>) =>
      (params.data as Record<string, unknown>)[TOTALS_ROW_FLAG]
        ? 'totals'
        : propsRef.current.getRowId(params.data),
    [],
  );
  const rowSelection = useMemo<RowSelectionOptions<T> | undefined>(
    () =>
      selectionEntity
        ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }
        : undefined,
    [selectionEntity],
  );
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Ctrl+A marks the whole page for the next Ctrl+C (grid-copy.ts); moving to another cell forgets it.
  const allMarked = useRef(false);
  const markAll = useCallback((on: boolean) => {
    allMarked.current = on;
    wrapperRef.current?.classList.toggle('busops-grid--all', on);
  }, []);
  // The kit's rule: row actions act on the selected rows or, when none is selected, on the row that has
  // the keyboard focus (`i` on a focused row prints its receipt without a Space first).
  const publish = useCallback(
    (api: GridApi<T> | null) => {
      if (!selectionEntity || !api || api.isDestroyed()) return;
      const selected = api.getSelectedRows();
      setSelection(
        selectionEntity,
        selectionNoun ?? '',
        selected.length > 0 ? selected : focusedRow(api, wrapperRef.current),
      );
    },
    [selectionEntity, selectionNoun],
  );
  const publishSelection = useCallback(
    (event: RowDataUpdatedEvent<T> | SelectionChangedEvent<T>) => publish(event.api),
    [publish],
  );
  // AG Grid delivers selectionChanged and cellFocused in a later task (its grid events are async), and
  // Chromium runs pending input before timers: a Ctrl+K or Delete pressed right after Space found the old
  // selection (the palette then offered no 'Xoá 1 nhân viên'), and `i` pressed right after Escape or 'g l'
  // put the focus on a row found no row (no receipt). A key or click that bubbles up to the wrapper has
  // already been applied by the grid's own listeners below it, and a focus that comes in is in the DOM
  // already: the selection is published at once (the shortcuts read it live, app-hotkeys.tsx).
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !selectionEntity) return;
    const publishNow = () => publish(apiRef.current);
    wrapper.addEventListener('keydown', publishNow);
    wrapper.addEventListener('click', publishNow);
    wrapper.addEventListener('focusin', publishNow);
    return () => {
      wrapper.removeEventListener('keydown', publishNow);
      wrapper.removeEventListener('click', publishNow);
      wrapper.removeEventListener('focusin', publishNow);
    };
  }, [selectionEntity, publish]);
  const focusedAt = useRef<string | null>(null);
  const publishFocus = useCallback(
    (event: CellFocusedEvent<T>) => {
      const at = `${event.rowIndex}|${event.rowPinned ?? ''}|${typeof event.column === 'string' ? event.column : event.column?.getColId()}`;
      if (focusedAt.current !== null && focusedAt.current !== at) markAll(false);
      focusedAt.current = at;
      publish(event.api);
    },
    [publish, markAll],
  );
  const onSortChanged = useCallback((event: SortChangedEvent<T>) => {
    const { onSortChange: change, sort } = propsRef.current;
    if (!change) return;
    const wanted = userSortChange(event.source, sortParam(event.api.getColumnState()), sort);
    if (wanted) change(wanted.sort);
  }, []);
  const onRowDoubleClicked = useCallback((event: RowDoubleClickedEvent<T>) => {
    if (propsRef.current.onCellOpen) return; // onCellDoubleClicked has it, with the column
    if (event.data && !event.node.rowPinned) propsRef.current.onOpen?.(event.data);
  }, []);
  const openCell = useCallback((event: CellKeyDownEvent<T> | CellDoubleClickedEvent<T>) => {
    const open = propsRef.current.onCellOpen;
    if (!open || !event.data) return false;
    open(event.node.rowPinned ? null : event.data, event.column.getColId());
    return true;
  }, []);
  const onCopyKey = useCallback(
    (api: GridApi<T>, keyEvent: KeyboardEvent) => {
      const kind = copyKey(keyEvent);
      if (!kind) return false;
      keyEvent.preventDefault();
      if (kind === 'all') {
        markAll(true);
        return true;
      }
      const copied = allMarked.current ? copyTable(api) : copySelection(api);
      if (copied)
        navigator.clipboard.writeText(copied.text).then(
          () => toast.success(copied.rows > 0 ? `Đã sao chép ${copied.rows} dòng` : 'copied'),
          () => toast.error('Trình duyệt không cho phép sao chép'),
        );
      return true;
    },
    [markAll],
  );
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>) => {
      const keyEvent = event.event as KeyboardEvent | null;
      if (keyEvent && onCopyKey(event.api, keyEvent)) return;
      if (keyEvent?.key === 'Escape') markAll(false);
      const key = keyEvent?.key;
      if (key !== 'Enter') return;
      if ('column' in event && openCell(event)) return;
      if (event.data && !event.node.rowPinned) propsRef.current.onOpen?.(event.data);
    },
    [openCell, onCopyKey, markAll],
  );
  const onCellDoubleClicked = useCallback(
    (event: CellDoubleClickedEvent<T>) => void openCell(event),
    [openCell],
  );
  const onCellContextMenu = useCallback(
    (event: CellContextMenuEvent<T>) => {
      const onMenu = propsRef.current.onRowContextMenu;
      if (!onMenu || !event.data || event.node.rowPinned) return;
      if (!event.node.isSelected() && selectionEntity) {
        event.api.deselectAll();
        event.node.setSelected(true);
      }
      const selected = selectionEntity ? event.api.getSelectedRows() : [event.data];
      onMenu(event.data, selected, event.event as MouseEvent);
    },
    [selectionEntity],
  );
  const onColumnChanged = useCallback(
    (event: { finished?: boolean }) => {
      if (event.finished) persistColumns();
    },
    [persistColumns],
  );
  const onColumnResized = useCallback(
    (event: ColumnResizedEvent<T>) => {
      if (!event.finished) return;
      if (event.source === 'uiColumnResized')
        for (const column of event.columns ?? []) userSized().add(column.getColId());
      persistColumns();
    },
    [persistColumns, userSized],
  );

  return (
    <div ref={wrapperRef} className="busops-grid" style={{ height: '100%' }}>
      <AgGridReact<T>
        theme={gridTheme}
        styleNonce={cspNonce}
        rowData={rows as T[]}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        getRowId={rowId}
        loading={loading}
        localeText={GRID_LOCALE_VI}
        pinnedBottomRowData={pinnedBottomRowData}
        rowSelection={rowSelection}
        // the checkboxes stay at the left edge, with the pinned key column, when the others scroll
        selectionColumnDef={SELECTION_COLUMN}
        // Speed (one page of 20-100 rows, API-side sorting): no row animation, the default row buffer;
        // rows of a new page replace the old ones at once. Every column is rendered (a dozen at most) so
        // that sizing to content measures them all, not only those in view.
        animateRows={false}
        rowBuffer={10}
        suppressColumnVirtualisation
        autoSizeStrategy={SIZE_TO_CONTENT}
        suppressCellFocus={false}
        preventDefaultOnContextMenu={hasRowMenu}
        onGridReady={onGridReady}
        onSortChanged={onSortChanged}
        onColumnMoved={onColumnChanged}
        onColumnResized={onColumnResized}
        onColumnVisible={persistColumns}
        onColumnPinned={persistColumns}
        // New rows (another page, or a reload after a save) publish what the grid still has selected:
        // nothing on a new page, the fresh records of rows kept by id after a reload.
        onRowDataUpdated={publishSelection}
        onSelectionChanged={publishSelection}
        onCellFocused={publishFocus}
        onRowDoubleClicked={onRowDoubleClicked}
        onCellKeyDown={onCellKeyDown}
        onCellDoubleClicked={onCellDoubleClicked}
        onCellContextMenu={onCellContextMenu}
      />
    </div>
  );
}

/** The data row that holds the keyboard focus inside this grid (not the pinned totals), as a selection of one. */
function focusedRow<T>(api: GridApi<T>, wrapper: HTMLElement | null): T[] {
  const active = document.activeElement;
  if (!wrapper || !active || !wrapper.contains(active)) return [];
  const row = active.closest('[role="row"][row-index]');
  if (!row || row.closest('.ag-floating-bottom, .ag-floating-top')) return [];
  const index = Number(row.getAttribute('row-index'));
  const data = Number.isInteger(index) ? api.getDisplayedRowAtIndex(index)?.data : undefined;
  return data ? [data] : [];
}
