// AG Grid Community wrapper: API-side sorting, row selection published to the command context, keyboard
// navigation, saved column state, pinned totals row. Loaded lazily (lazy-data-grid.tsx): this module is
// the only static importer of ag-grid-*.
import type {
  CellContextMenuEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowDoubleClickedEvent,
  SelectionChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { clearSelection, setSelection } from '../../commands/selection';
import { GRID_LOCALE_VI, gridTheme, registerGridModules } from './grid-setup';
import { loadColumnState, saveColumnState } from './grid-state';
import { sortParam, sortState } from './sort';
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
  onOpen?: (row: T) => void;
  onRowContextMenu?: (row: T, selected: T[], event: MouseEvent) => void;
  onGridApi?: (api: GridApi<T> | null) => void;
}

export default function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, rows, columns, getRowId, loading, onSortChange, selection, moneyFields } = props;
  const apiRef = useRef<GridApi<T> | null>(null);
  const applyingSort = useRef(false);

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

  const pinnedBottomRowData = useMemo(
    () =>
      moneyFields?.length
        ? [
            computeTotals(
              rows,
              moneyFields,
              props.totalsLabelField ? { field: props.totalsLabelField, text: 'Tổng' } : null,
            ),
          ]
        : undefined,
    [rows, moneyFields, props.totalsLabelField],
  );

  // Callbacks read the latest props; the grid's own events are wired once.
  const propsRef = useRef(props);
  propsRef.current = props;
  const selectionEntity = selection?.entity;

  const onGridReady = (event: GridReadyEvent<T>) => {
    apiRef.current = event.api;
    const saved = loadColumnState(gridId);
    applyingSort.current = true;
    event.api.applyColumnState({
      state: [...(saved ?? []), ...sortState(propsRef.current.sort)],
      applyOrder: Boolean(saved),
      defaultState: { sort: null },
    });
    applyingSort.current = false;
    propsRef.current.onGridApi?.(event.api);
  };

  useEffect(
    () => () => {
      propsRef.current.onGridApi?.(null);
      if (selectionEntity) clearSelection(selectionEntity);
    },
    [selectionEntity],
  );

  const persistColumns = useCallback(() => {
    const api = apiRef.current;
    if (api) saveColumnState(gridId, api.getColumnState());
  }, [gridId]);

  return (
    <div className="busops-grid" style={{ height: '100%' }}>
      <AgGridReact<T>
        theme={gridTheme}
        rowData={rows as T[]}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        getRowId={(params: GetRowIdParams<T>) =>
          (params.data as Record<string, unknown>)[TOTALS_ROW_FLAG] ? 'totals' : getRowId(params.data)
        }
        loading={loading}
        localeText={GRID_LOCALE_VI}
        pinnedBottomRowData={pinnedBottomRowData}
        rowSelection={
          selection
            ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }
            : undefined
        }
        suppressCellFocus={false}
        preventDefaultOnContextMenu={Boolean(props.onRowContextMenu)}
        onGridReady={onGridReady}
        onSortChanged={(event) => {
          if (applyingSort.current || !onSortChange) return;
          onSortChange(sortParam(event.api.getColumnState()));
        }}
        onColumnMoved={(e) => e.finished && persistColumns()}
        onColumnResized={(e) => e.finished && persistColumns()}
        onColumnVisible={persistColumns}
        onColumnPinned={persistColumns}
        // New rows (another page, or a reload after a save) publish what the grid still has selected:
        // nothing on a new page, the fresh records of rows kept by id after a reload.
        onRowDataUpdated={(event) => {
          if (selection) setSelection(selection.entity, selection.noun, event.api.getSelectedRows());
        }}
        onSelectionChanged={(event: SelectionChangedEvent<T>) => {
          if (selection) setSelection(selection.entity, selection.noun, event.api.getSelectedRows());
        }}
        onRowDoubleClicked={(event: RowDoubleClickedEvent<T>) => {
          if (event.data && !event.node.rowPinned) props.onOpen?.(event.data);
        }}
        onCellKeyDown={(event) => {
          const key = (event.event as KeyboardEvent | null)?.key;
          if (key === 'Enter' && event.data && !event.node.rowPinned) props.onOpen?.(event.data);
        }}
        onCellContextMenu={(event: CellContextMenuEvent<T>) => {
          if (!props.onRowContextMenu || !event.data || event.node.rowPinned) return;
          if (!event.node.isSelected() && selection) {
            event.api.deselectAll();
            event.node.setSelected(true);
          }
          const selected = selection ? event.api.getSelectedRows() : [event.data];
          props.onRowContextMenu(event.data, selected, event.event as MouseEvent);
        }}
      />
    </div>
  );
}
