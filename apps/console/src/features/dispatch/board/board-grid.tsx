// The board's grid (AG Grid Community, its own lazy chunk). Selection is the board's, by trip code
// (boardState.selectedCodes): Space toggles the focused row, Shift+ArrowUp/Down extends from it, Esc
// clears; the grid's checkboxes only mirror it, so it survives reloads and live updates. Keys are read
// on the wrapper in the capture phase, before the grid's own handlers, and applied at once.
import type {
  CellFocusedEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClassParams,
  RowSelectionOptions,
  SelectionChangedEvent,
  SuppressKeyboardEventParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import {
  cspNonce,
  GRID_LOCALE_VI,
  gridTheme,
  registerGridModules,
} from '../../../components/data-grid/grid-setup';
import { boardColumns } from './board-columns';
import { boardData } from './board-data';
import { extendSelection, type RouteTrip, toggleCode } from './board-model';
import { boardState } from './board-store';

registerGridModules();
// The board also scrolls to a row (Shift+Arrow past the edge) and walks the rows in display order.

const ROW_SELECTION: RowSelectionOptions<RouteTrip> = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  enableClickSelection: false,
  enableSelectionWithoutKeys: true,
};
const SELECTION_COLUMN = { pinned: 'left' as const, width: 44 };

/** Space and Shift+Arrow are the board's, not the grid's. */
const suppressKeys = ({ event }: SuppressKeyboardEventParams<RouteTrip>) =>
  event.key === ' ' || (event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp'));

const DEFAULT_COL: import('ag-grid-community').ColDef<RouteTrip> = {
  sortable: false,
  resizable: true,
  suppressHeaderMenuButton: true,
  suppressKeyboardEvent: suppressKeys,
};

const getRowId = (p: GetRowIdParams<RouteTrip>) => p.data.code;

export interface BoardGridProps {
  rows: readonly RouteTrip[];
  loading: boolean;
  /** The grid's API while it is mounted (null when it goes): the screen focuses rows through it. */
  onApi?: (api: GridApi<RouteTrip> | null) => void;
}

export default function BoardGrid({ rows, loading, onApi }: BoardGridProps) {
  const onApiRef = useRef(onApi);
  onApiRef.current = onApi;
  const apiRef = useRef<GridApi<RouteTrip> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const { selectedCodes } = useSnapshot(boardState);
  const { flash } = useSnapshot(boardData);

  // The grid's checkboxes follow the board's selection (source 'api': not read back below).
  const syncSelection = useCallback(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return;
    const wanted = new Set(boardState.selectedCodes);
    const on: import('ag-grid-community').IRowNode<RouteTrip>[] = [];
    const off: import('ag-grid-community').IRowNode<RouteTrip>[] = [];
    api.forEachNode((n) => {
      const want = n.data ? wanted.has(n.data.code) : false;
      if (want !== Boolean(n.isSelected())) (want ? on : off).push(n);
    });
    if (on.length) api.setNodesSelected({ nodes: on, newValue: true, source: 'api' });
    if (off.length) api.setNodesSelected({ nodes: off, newValue: false, source: 'api' });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection and the rows are the triggers
  useEffect(syncSelection, [selectedCodes, rows, syncSelection]);

  // Rows a live update changed: their class for a moment (the CSS fades it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of flashed rows is the trigger
  useEffect(() => {
    apiRef.current?.redrawRows();
  }, [flash]);

  const onSelectionChanged = useCallback((e: SelectionChangedEvent<RouteTrip>) => {
    // A checkbox click (the mouse) is the only other way in.
    if (e.source === 'api' || e.source === 'rowDataChanged') return;
    boardState.selectedCodes = e.api.getSelectedRows().map((r) => r.code);
  }, []);

  const onCellFocused = useCallback((e: CellFocusedEvent<RouteTrip>) => {
    if (e.rowIndex === null || e.rowPinned) return;
    const node = e.api.getDisplayedRowAtIndex(e.rowIndex);
    boardData.focused = node?.data?.code ?? null;
  }, []);

  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const onKey = (event: KeyboardEvent) => {
      const api = apiRef.current;
      const cell = api?.getFocusedCell();
      if (!api || !cell || event.ctrlKey || event.metaKey || event.altKey) return;
      const code = api.getDisplayedRowAtIndex(cell.rowIndex)?.data?.code;
      if (!code) return;
      if (event.key === ' ') {
        boardState.selectedCodes = toggleCode(boardState.selectedCodes, code);
      } else if (event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        const codes: string[] = [];
        api.forEachNodeAfterFilterAndSort((n) => n.data && codes.push(n.data.code));
        const next = extendSelection(
          boardState.selectedCodes,
          codes,
          code,
          event.key === 'ArrowDown' ? 1 : -1,
        );
        boardState.selectedCodes = next.selected;
        const index = codes.indexOf(next.focus);
        api.ensureIndexVisible(index);
        api.setFocusedCell(index, cell.column);
      } else if (event.key === 'Escape' && boardState.selectedCodes.length > 0) {
        boardState.selectedCodes = [];
      } else return;
      event.preventDefault();
      event.stopPropagation();
    };
    el.addEventListener('keydown', onKey, true);
    return () => el.removeEventListener('keydown', onKey, true);
  }, []);

  const onGridReady = useCallback(
    (e: GridReadyEvent<RouteTrip>) => {
      apiRef.current = e.api;
      onApiRef.current?.(e.api);
      syncSelection();
    },
    [syncSelection],
  );
  useEffect(
    () => () => {
      apiRef.current = null;
      onApiRef.current?.(null);
    },
    [],
  );

  const rowClassRules = useMemo(
    () => ({
      'board-row--flash': (p: RowClassParams<RouteTrip>) =>
        Boolean(p.data && boardData.flash.includes(p.data.code)),
      'board-row--error': (p: RowClassParams<RouteTrip>) =>
        Boolean(p.data?.conflicts.some((c) => c.severity === 'error')),
      'board-row--ended': (p: RowClassParams<RouteTrip>) =>
        p.data?.status === 'cancelled' || p.data?.status === 'lost',
    }),
    [],
  );

  return (
    <div ref={wrapper} className="busops-grid board-grid" style={{ height: '100%' }}>
      <AgGridReact<RouteTrip>
        theme={gridTheme}
        styleNonce={cspNonce}
        rowData={rows as RouteTrip[]}
        columnDefs={boardColumns}
        defaultColDef={DEFAULT_COL}
        getRowId={getRowId}
        loading={loading && rows.length === 0}
        localeText={GRID_LOCALE_VI}
        rowSelection={ROW_SELECTION}
        selectionColumnDef={SELECTION_COLUMN}
        rowClassRules={rowClassRules}
        animateRows={false}
        suppressColumnVirtualisation
        // Widths are fixed in the columns (the content is known: codes, times, plates, names), the note
        // takes the rest: measuring every cell after each load cost the paint several hundred ms.
        onGridReady={onGridReady}
        onSelectionChanged={onSelectionChanged}
        onCellFocused={onCellFocused}
        onRowDataUpdated={syncSelection}
      />
    </div>
  );
}
