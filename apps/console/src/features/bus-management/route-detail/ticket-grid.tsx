// The editable grid of a route's tickets (AG Grid Community cell editing: Enter or typing edits a cell,
// Tab moves on). Loaded lazily by the tickets tab: with data-grid.tsx the only static importers of
// ag-grid-*. The tab owns the rows; the grid reports edits and hands out its api (add, focus, stop editing).
import { formatVnd } from '@busops/domain';
import type { CellValueChangedEvent, ColDef, GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import {
  cspNonce,
  GRID_LOCALE_VI,
  gridTheme,
  registerGridModules,
} from '../../../components/data-grid/grid-setup';
import { TICKET_TYPE_LABELS, type TicketType } from './fares-labels';
import type { TicketDraft } from './ticket-changes';

registerGridModules();

export interface TicketGridProps {
  rows: readonly TicketDraft[];
  /** With auto price on the price follows the entries: not editable here. */
  priceLocked: boolean;
  onEdit: (row: TicketDraft) => void;
  onApi: (api: GridApi<TicketDraft> | null) => void;
}

const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export default function TicketGrid({ rows, priceLocked, onEdit, onApi }: TicketGridProps) {
  const columns = useMemo<ColDef<TicketDraft>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Tên vé',
        editable: true,
        flex: 2,
        minWidth: 180,
        cellEditor: 'agTextCellEditor',
        cellEditorParams: { maxLength: 200 },
        cellClassRules: { 'route-ticket-missing': (p) => !p.data?.name.trim() },
        valueFormatter: (p) => (p.value ? String(p.value) : '(chưa nhập tên)'),
      },
      {
        field: 'type',
        headerName: 'Loại vé',
        editable: true,
        flex: 1,
        minWidth: 130,
        cellEditor: 'agSelectCellEditor',
        cellEditorParams: { values: Object.keys(TICKET_TYPE_LABELS) },
        valueFormatter: (p) => TICKET_TYPE_LABELS[p.value as TicketType] ?? String(p.value ?? ''),
      },
      {
        field: 'price',
        headerName: 'Giá vé',
        editable: !priceLocked,
        flex: 1,
        minWidth: 120,
        type: 'rightAligned',
        cellEditor: 'agNumberCellEditor',
        cellEditorParams: { min: 1, max: 10_000_000, precision: 0, step: 1000 },
        valueParser: (p) => numberOrNull(p.newValue),
        valueFormatter: (p) => formatVnd(p.value as number | null),
      },
      {
        field: 'distance_km',
        headerName: 'Cự ly (km)',
        editable: true,
        flex: 1,
        minWidth: 110,
        type: 'rightAligned',
        cellEditor: 'agNumberCellEditor',
        cellEditorParams: { min: 0, max: 1000, precision: 1 },
        valueParser: (p) => numberOrNull(p.newValue),
        valueFormatter: (p) =>
          p.value === null || p.value === undefined ? '' : `${String(p.value).replace('.', ',')} km`,
      },
    ],
    [priceLocked],
  );

  return (
    <div className="route-ticket-grid" data-testid="route-ticket-grid">
      <AgGridReact<TicketDraft>
        theme={gridTheme}
        styleNonce={cspNonce}
        localeText={GRID_LOCALE_VI}
        rowData={rows as TicketDraft[]}
        columnDefs={columns}
        getRowId={(p) => p.data.key}
        domLayout="autoHeight"
        stopEditingWhenCellsLoseFocus
        enterNavigatesVerticallyAfterEdit={false}
        onGridReady={(e) => onApi(e.api)}
        onGridPreDestroyed={() => onApi(null)}
        onCellValueChanged={(e: CellValueChangedEvent<TicketDraft>) => e.data && onEdit({ ...e.data })}
        overlayNoRowsTemplate="Chưa có vé: nhấn Insert hoặc n để thêm"
      />
    </div>
  );
}
