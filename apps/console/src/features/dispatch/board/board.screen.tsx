// /routes/trip (Phân công chuyến, g t): the whole day of a route, or of every route, on one screen for a
// dispatcher at 4:30 a.m.: route and day in the URL, the board (Space / Shift+Arrow select, Esc clears),
// the actions as commands with their keys (dispatch.commands.ts), live refresh from the `trips` events.
import { Callout, Spinner } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { subscribe, useSnapshot } from 'valtio';
import { clearSelection, setSelection } from '../../../commands/selection';
import { useActiveList } from '../../../components/list-screen/active-list';
import { lazyComponent } from '../../../lib/lazy-component';
import { modalState, openModal } from '../../../lib/modals';
import { HandTicketSetDialog, ReturnTicketSetDialog } from '../ticket-sets/ticket-set-dialogs';
import { AssignDialog } from './assign-dialog';
import { boardData, loadResources, loadTrips, targetRows } from './board-data';
import type { BoardGridProps } from './board-grid';
import { BoardHeader } from './board-header';
import { followTrips } from './board-live';
import { MODAL } from './board-modals';
import { boardSearch, type RouteTrip, readBoardParams, todayVn } from './board-model';
import { BoardStatusBar } from './board-status-bar';
import { boardState, setBoardReloader, setBoardTargets } from './board-store';
import { ChangesDrawer } from './changes-drawer';
import { NoteDialog } from './note-dialog';
import { RouteDialog } from './route-dialog';
import { StatusDialog } from './status-dialog';
import { TimeDialog } from './time-dialog';
import './board.css';

export const TRIP_ENTITY = 'route_trip';
const BoardGrid = lazyComponent<BoardGridProps>(
  () => import('./board-grid'),
  () => <Spinner className="busops-screen-spinner" />,
);

let gridApi: GridApi<RouteTrip> | null = null;
const keepApi = (api: GridApi<RouteTrip> | null) => {
  gridApi = api;
};

/** 'g l': the focused row, else the first one, takes the focus (Space, arrows and the actions then work). */
function focusBoard(): void {
  if (!gridApi || gridApi.isDestroyed() || gridApi.getDisplayedRowCount() === 0) return;
  const focused = boardData.focused ? gridApi.getRowNode(boardData.focused)?.rowIndex : null;
  const index = gridApi.getFocusedCell()?.rowIndex ?? focused ?? 0;
  gridApi.ensureIndexVisible(index);
  gridApi.setFocusedCell(index, 'code');
}

const isTyping = () => {
  const el = document.activeElement;
  return (
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
  );
};

/** Any dialog of the app (the board's, the copy's, the sync's) is open. */
const modalOpen = () => Object.keys(modalState.open).length > 0;

/** How long the board waits for a closing dialog and the grid's rows before giving the grid the focus. */
const FOCUS_WAIT_MS = 5_000;

/**
 * The grid takes the focus as soon as no overlay is open any more (a closing dialog gives the focus
 * back to where it was opened as it unmounts, a frame or two later), the grid shows the trips just
 * loaded (they reach it a render later), and nobody is typing in a field. Bounded in time, not in
 * frames: on a busy machine 30 frames passed before the rows did, and the focus never came.
 */
function focusBoardWhenFree(deadline = performance.now() + FOCUS_WAIT_MS): void {
  if (performance.now() > deadline) return;
  // A toast's container is an open overlay too; it takes no focus and must not hold the board's back.
  const overlayOpen = document.querySelector('.bp6-overlay-open:not(.bp6-toast-container)') || modalOpen();
  const rowsComing =
    boardData.rows.length > 0 && (!gridApi || gridApi.isDestroyed() || gridApi.getDisplayedRowCount() === 0);
  if (overlayOpen || rowsComing) {
    requestAnimationFrame(() => focusBoardWhenFree(deadline));
    return;
  }
  if (!isTyping()) focusBoard();
}

/**
 * The trips an action acts on at the moment its key is pressed: the selection, else the row of the grid's
 * focused cell as the grid has it now (its cellFocused event, which sets `boardData.focused`, comes a task
 * later), else the last focused row.
 */
function targetsNow(): RouteTrip[] {
  const cell = gridApi && !gridApi.isDestroyed() ? gridApi.getFocusedCell() : null;
  const code =
    cell && !cell.rowPinned ? gridApi?.getDisplayedRowAtIndex(cell.rowIndex)?.data?.code : undefined;
  if (boardState.selectedCodes.length > 0 || !code) return targetRows();
  const row = boardData.rows.find((r) => r.code === code);
  return row ? [row] : targetRows();
}

/** The command context's selection: the selected trips, or the focused one (so `t` acts on it). */
function publishSelection(): void {
  setSelection(TRIP_ENTITY, 'chuyến', targetRows());
}

export default function BoardScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { routeId, date } = readBoardParams(params, todayVn());
  const resourcesDue = useRef(true);
  const snap = useSnapshot(boardData);
  const state = useSnapshot(boardState);

  const go = useCallback(
    (route: number | null, day: string) =>
      navigate({ pathname: '/routes/trip', search: boardSearch(route, day) }),
    [navigate],
  );

  // The URL is the truth for route and day; a new day starts with nothing selected.
  useEffect(() => {
    if (boardState.date !== date || boardState.routeId !== routeId) {
      if (boardState.date !== date) boardState.selectedCodes = [];
      boardState.date = date;
      boardState.routeId = routeId;
    }
    // The pickers' people and buses (thousands on a large operator) load once per visit, after the
    // trips: asked together, they held the trips' answer back (one API thread) and the first paint.
    void loadTrips().then(() => {
      // A new route or day (the route picker, a copy landing here, '[' ']'): the grid takes the focus
      // unless the user is typing somewhere or an overlay is open, so the board's keys work at once.
      focusBoardWhenFree();
      if (!resourcesDue.current) return;
      resourcesDue.current = false;
      void loadResources();
    });
  }, [date, routeId]);

  // 'r' (list.reload) and 'g l' reach the board like any list.
  // '/' and 'f' (the list's criteria keys) choose the route.
  useActiveList(
    () => ({
      entity: TRIP_ENTITY,
      reload: loadTrips,
      focusGrid: focusBoard,
      focusCriteria: () => openModal(MODAL.route),
    }),
    [],
  );
  useEffect(() => {
    setBoardReloader(loadTrips);
    setBoardTargets(targetsNow);
    const stop = followTrips();
    return () => {
      stop();
      setBoardReloader(null);
      setBoardTargets(null);
      clearSelection(TRIP_ENTITY);
    };
  }, []);

  // Esc clears the selection wherever the focus is on the board, unless it closes an overlay first.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('.bp6-overlay-open')) return;
      if (boardState.selectedCodes.length > 0) boardState.selectedCodes = [];
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // A dialog closed (the board's, or the copy's that lands here): the focused row takes the focus
  // back, so the next key acts on the board. The board's dialogs leave this to the board (they do not
  // return the focus themselves): a native focus on the old cell element raced the grid's own.
  useEffect(() => {
    let open = modalOpen();
    return subscribe(modalState, () => {
      const now = modalOpen();
      if (open && !now) requestAnimationFrame(() => focusBoardWhenFree());
      open = now;
    });
  }, []);

  // The palette and the toolbar count what the actions will act on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: republished when any of these change
  useEffect(publishSelection, [state.selectedCodes, snap.focused, snap.rows]);

  return (
    <div className="board">
      <BoardHeader go={go} />
      {snap.error && (
        <Callout intent="danger" className="board-error">
          {snap.error}
        </Callout>
      )}
      {snap.resourcesError && (
        <Callout intent="warning" className="board-error">
          Không tải được danh sách lái xe, phụ xe, xe: {snap.resourcesError}
        </Callout>
      )}
      <section className="board-grid-box" aria-label="Bảng phân công chuyến">
        <BoardGrid rows={snap.rows as RouteTrip[]} loading={snap.loading} onApi={keepApi} />
      </section>
      <BoardStatusBar />
      <AssignDialog />
      <StatusDialog />
      <TimeDialog />
      <NoteDialog />
      <ChangesDrawer />
      <HandTicketSetDialog />
      <ReturnTicketSetDialog />
      <RouteDialog go={(route) => go(route, boardState.date)} />
    </div>
  );
}
