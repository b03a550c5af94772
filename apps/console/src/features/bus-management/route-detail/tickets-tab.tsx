// Tab 'Vé' of a route: its tickets in an editable grid. Insert or n adds a row, Delete removes the focused
// one, Ctrl+S (or 'Lưu') validates new tickets' names (spec §5 message, nothing sent) and sends only the
// tickets that changed (ticket-changes.ts), then reloads. With auto price on, prices follow the entries.
import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { lazyComponent } from '../../../lib/lazy-component';
import { formErrorMessage } from '../../../lib/request-state';
import { toast } from '../../../lib/toasts';
import './route-fares.css';
import type { RouteTabProps } from './route-tab-props';
import { countChanges, draftOf, type RouteTicket, type TicketDraft, ticketChanges } from './ticket-changes';
import type { TicketGridProps } from './ticket-grid';

const TicketGrid = lazyComponent<TicketGridProps>(
  () => import('./ticket-grid'),
  () => <Spinner size={24} />,
);

let newKeys = 0;

export function RouteTicketsTab({ route }: RouteTabProps) {
  const [stored, setStored] = useState<RouteTicket[] | null>(null);
  const [drafts, setDrafts] = useState<TicketDraft[]>([]);
  const [autoPrice, setAutoPrice] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gridApi = useRef<GridApi<TicketDraft> | null>(null);
  // The rows as of the last edit, for a save right after stopEditing (before React re-renders).
  const rowsRef = useRef<TicketDraft[]>([]);
  const changeRows = (change: (rows: TicketDraft[]) => TicketDraft[]) => {
    rowsRef.current = change(rowsRef.current);
    setDrafts(rowsRef.current);
  };

  const load = useCallback(async () => {
    try {
      const [tickets, auto] = await Promise.all([
        data(api.call('listRouteTickets', { params: { path: { id: route.id } } })),
        data(api.call('listRouteAutoPrices', { params: { path: { id: route.id } } })),
      ]);
      setStored(tickets.items);
      rowsRef.current = tickets.items.map(draftOf);
      setDrafts(rowsRef.current);
      setAutoPrice(auto.is_auto_price);
      setError(null);
    } catch (e) {
      setError(formErrorMessage(e) ?? 'Thất bại!');
    }
  }, [route.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const addRow = () => {
    const row: TicketDraft = {
      key: `n${++newKeys}`,
      id: null,
      name: '',
      type: 'standard',
      price: 7_000,
      distance_km: null,
    };
    changeRows((rows) => [...rows, row]);
    // The grid has the row after this render: focus its name and start typing there.
    setTimeout(() => {
      const grid = gridApi.current;
      const index = grid?.getRowNode(row.key)?.rowIndex;
      if (!grid || index === null || index === undefined) return;
      grid.setFocusedCell(index, 'name');
      grid.startEditingCell({ rowIndex: index, colKey: 'name' });
    }, 0);
  };

  const removeFocused = () => {
    const grid = gridApi.current;
    const cell = grid?.getFocusedCell();
    const node = cell ? grid?.getDisplayedRowAtIndex(cell.rowIndex) : undefined;
    if (!node?.data) return;
    const key = node.data.key;
    changeRows((rows) => rows.filter((r) => r.key !== key));
  };

  const save = async () => {
    gridApi.current?.stopEditing();
    if (!stored) return;
    // stopEditing reports the last edit through onEdit, which updates the ref at once.
    const diff = ticketChanges(stored, rowsRef.current);
    if (!diff.ok) {
      toast.error(diff.message);
      return;
    }
    const { create, update, remove } = diff.changes;
    if (countChanges(diff.changes) === 0) {
      toast.success('Không có thay đổi để lưu');
      return;
    }
    setSaving(true);
    try {
      const path = { id: route.id };
      for (const body of create) await api.call('createRouteTicket', { params: { path }, body });
      for (const { id, body } of update)
        await api.call('updateRouteTicket', { params: { path: { ...path, ticketId: id } }, body });
      for (const id of remove)
        await api.call('deleteRouteTicket', { params: { path: { ...path, ticketId: id } } });
      toast.success(`Đã lưu ${countChanges(diff.changes)} thay đổi vé`);
    } catch (e) {
      toast.error(formErrorMessage(e) ?? 'failure');
    } finally {
      setSaving(false);
      await load();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const editing = (gridApi.current?.getEditingCells().length ?? 0) > 0;
    const mod = event.ctrlKey || event.metaKey;
    let handled = true;
    if (mod && event.key.toLowerCase() === 's') void save();
    else if (editing || mod || event.altKey) handled = false;
    else if (event.key === 'Insert' || event.key === 'n') addRow();
    else if (event.key === 'Delete') removeFocused();
    else handled = false;
    if (handled) {
      // Keys of this tab, not the screen's ('n' there adds a route).
      event.preventDefault();
      event.stopPropagation();
    }
  };

  if (error) return <NonIdealState icon="error" title="Không tải được vé" description={error} />;
  if (!stored) return <Spinner size={24} />;
  const pending = ticketChanges(stored, drafts);
  const dirty = !pending.ok || countChanges(pending.changes) > 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Insert/n, Delete and Ctrl+S act on the grid inside
    <div className="route-fares-tab" onKeyDown={onKeyDown} data-testid="route-tickets-tab">
      <div className="route-fares-toolbar">
        <Button icon="add" text="Thêm vé" onClick={addRow} endIcon={<kbd>Insert</kbd>} />
        <Button icon="trash" text="Xoá dòng" onClick={removeFocused} endIcon={<kbd>Delete</kbd>} />
        <span className="route-fares-spacer" />
        {dirty && <span className="route-fares-hint">Có thay đổi chưa lưu</span>}
        <Button
          icon="floppy-disk"
          intent={Intent.PRIMARY}
          text="Lưu"
          loading={saving}
          onClick={() => void save()}
          endIcon={<kbd>Ctrl+S</kbd>}
        />
      </div>
      {autoPrice && (
        <Callout intent={Intent.PRIMARY} icon="automatic-updates" compact>
          Tuyến đang bật giá tự động: giá vé theo các mức ở tab 'Giá tự động'.
        </Callout>
      )}
      <TicketGrid
        rows={drafts}
        priceLocked={autoPrice}
        onEdit={(row) => changeRows((rows) => rows.map((r) => (r.key === row.key ? row : r)))}
        onApi={(a) => {
          gridApi.current = a;
        }}
      />
      <div className="route-fares-hint">
        Enter sửa ô · Tab sang ô kế · <kbd>Insert</kbd>/<kbd>n</kbd> thêm vé · <kbd>Delete</kbd> xoá dòng ·{' '}
        <kbd>Ctrl+S</kbd> lưu (chỉ gửi vé đã thay đổi)
      </div>
    </div>
  );
}
