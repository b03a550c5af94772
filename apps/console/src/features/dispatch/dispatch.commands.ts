// /routes/trip (Phân công chuyến, g t) and its actions. Each action is a command (palette, its key on
// the board, a toolbar button showing that key) whose visibility comes from its operation's x-roles;
// titles count the trips they act on ('Gán lái xe cho 3 chuyến'). Actions open the board's dialogs by
// name; the screen's chunk holds the dialogs, so this file stays small in the first bundle.
import { defineScreen } from '../../commands/screens';
import type { Command, CommandContext } from '../../commands/types';
import { openModal } from '../../lib/modals';
import type { AssignField } from './board/board-actions';
import { MODAL, type NoteKind } from './board/board-modals';
import type { RouteTrip } from './board/board-model';
import { boardSearchPath } from './board/board-path';
import { boardState, boardTargetCodes, reloadBoard } from './board/board-store';

export const BOARD_PATH = '/routes/trip';
const ENTITY = 'route_trip';

const codes = (ctx: CommandContext) =>
  boardTargetCodes() ?? (ctx.selection.rows as RouteTrip[]).map((r) => r.code);
const count = (ctx: CommandContext) => (ctx.selection.entity === ENTITY ? ctx.selection.rows.length : 0);
const titled = (verb: string) => (ctx: CommandContext) => {
  const n = count(ctx);
  return n > 0 ? `${verb} cho ${n} chuyến` : verb;
};

function assign(field: AssignField, id: string, verb: string, shortcut: string, keywords: string[]): Command {
  return {
    id: `dispatch.${id}`,
    title: titled(verb),
    keywords,
    group: 'actions',
    icon: field === 'vehicle_id' ? 'drive-time' : 'person',
    operationId: 'updateRouteTrips',
    selection: ENTITY,
    screenPath: BOARD_PATH,
    placements: ['toolbar'],
    shortcut,
    run: (ctx) => openModal(MODAL.assign, { field, codes: codes(ctx) }),
  };
}

function withNote(
  kind: NoteKind,
  id: string,
  title: Command['title'],
  operationId: Command['operationId'],
): Command {
  return {
    id: `dispatch.${id}`,
    title,
    group: 'actions',
    icon: kind === 'delete' ? 'trash' : kind === 'lost' ? 'issue' : 'undo',
    operationId,
    selection: ENTITY,
    screenPath: BOARD_PATH,
    placements: kind === 'delete' ? ['toolbar'] : undefined,
    run: (ctx) => openModal(MODAL.note, { kind, codes: codes(ctx) }),
  };
}

/** 'Giao vé quyển chuyến 01-0530' / 'Nhận lại vé quyển chuyến ...': one trip, the focused or first selected. */
function ticketSetCommand(
  id: string,
  verb: string,
  shortcut: string,
  operationId: Command['operationId'],
  modal: string,
  keywords: string[],
): Command {
  return {
    id: `dispatch.${id}`,
    title: (ctx) => {
      const [trip] = ctx.selection.rows as RouteTrip[];
      return trip ? `${verb} chuyến ${trip.code}` : verb;
    },
    keywords: [...keywords, 've quyen', 'quyen ve', 'ticket set', 'ticket book'],
    group: 'actions',
    icon: 'manual',
    operationId,
    selection: ENTITY,
    screenPath: BOARD_PATH,
    shortcut,
    run: (ctx) => {
      const [code] = codes(ctx);
      if (code) openModal(modal, { codes: [code] });
    },
  };
}

export const dispatchCommands: Command[] = [
  defineScreen({
    path: BOARD_PATH,
    title: 'Phân công chuyến',
    icon: 'timeline-events',
    keywords: ['phan cong', 'chuyen', 'dieu do', 'lich chay', 'trip', 'dispatch', 'bang chuyen'],
    load: () => import('./board/board.screen'),
    listOperationId: 'listTrips',
  }),
  assign('driver_id', 'assign-driver', 'Gán lái xe', 'd', ['gan lai xe', 'tai xe', 'driver']),
  assign('conductor_id', 'assign-conductor', 'Gán phụ xe', 'c', ['gan phu xe', 'conductor']),
  assign('vehicle_id', 'assign-vehicle', 'Gán xe', 'v', ['gan xe', 'bien so', 'vehicle', 'bus']),
  {
    id: 'dispatch.status',
    title: (ctx) => `Đổi trạng thái${count(ctx) ? ` ${count(ctx)} chuyến` : ''}`,
    keywords: ['doi trang thai', 'huy chuyen', 'mat chuyen', 'status'],
    group: 'actions',
    icon: 'exchange',
    operationId: 'updateRouteTrips',
    selection: ENTITY,
    screenPath: BOARD_PATH,
    placements: ['toolbar'],
    shortcut: 's',
    run: (ctx) => openModal(MODAL.status, { codes: codes(ctx) }),
  },
  {
    id: 'dispatch.confirm-time',
    title: (ctx) => {
      const [trip] = ctx.selection.rows as RouteTrip[];
      return trip ? `Xác nhận giờ chuyến ${trip.code}` : 'Xác nhận giờ';
    },
    keywords: ['xac nhan gio', 'gio thuc te', 'xuat ben', 've ben', 'confirm time'],
    group: 'actions',
    icon: 'time',
    operationId: 'confirmTripTime',
    selection: ENTITY,
    screenPath: BOARD_PATH,
    placements: ['toolbar'],
    shortcut: 't',
    run: (ctx) => openModal(MODAL.time, { codes: codes(ctx).slice(0, 1) }),
  },
  withNote('no-return', 'no-return', 'Không quay đầu', 'confirmTripNoReturn'),
  // Ticket sets (vé quyển, ticket-sets/): handed before the trip, taken back after it; roles 1, 2, 9.
  ticketSetCommand('hand-ticket-set', 'Giao vé quyển', 'q', 'createTicketSet', MODAL.handSet, [
    'giao ve quyen',
  ]),
  ticketSetCommand(
    'return-ticket-set',
    'Nhận lại vé quyển',
    'Shift+Q',
    'recordTicketSetReturn',
    MODAL.returnSet,
    ['nhan lai ve quyen', 'tra ve quyen', 'thu ve'],
  ),
  withNote('lost', 'lost-proposal', 'Đề xuất mất chuyến', 'proposeLostTrip'),
  withNote('delete', 'delete', (ctx) => `Xoá ${count(ctx)} chuyến`, 'deleteRouteTrips'),
  {
    id: 'dispatch.generate',
    title: 'Tạo chuyến từ lịch chạy',
    keywords: ['tao chuyen', 'lich chay', 'sinh chuyen', 'generate'],
    group: 'actions',
    icon: 'add-row-bottom',
    operationId: 'createRouteTripsFromSchedules',
    screenPath: BOARD_PATH,
    placements: ['toolbar'],
    run: async () => {
      const [{ generateTrips }, { boardData }] = await Promise.all([
        import('./board/board-actions'),
        import('./board/board-data'),
      ]);
      const routeIds =
        boardState.routeId !== null
          ? [boardState.routeId]
          : (boardData.resources?.routes ?? []).map((r) => r.id);
      await generateTrips(routeIds, boardState.date);
    },
  },
  {
    id: 'dispatch.history-trip',
    title: (ctx) => {
      const [trip] = ctx.selection.rows as RouteTrip[];
      return trip ? `Lịch sử phân công chuyến ${trip.code}` : 'Lịch sử phân công chuyến';
    },
    keywords: ['lich su phan cong', 'history'],
    group: 'actions',
    icon: 'history',
    operationId: 'listTripChanges',
    selection: ENTITY,
    screenPath: BOARD_PATH,
    run: (ctx) => openModal(MODAL.history, { code: codes(ctx)[0] ?? null }),
  },
  {
    id: 'dispatch.history-day',
    title: 'Lịch sử phân công trong ngày',
    keywords: ['lich su phan cong', 'ngay', 'history'],
    group: 'actions',
    icon: 'history',
    operationId: 'listTripChanges',
    screenPath: BOARD_PATH,
    run: () => openModal(MODAL.history, { code: null }),
  },
  {
    id: 'dispatch.reload',
    title: 'Tải lại bảng chuyến',
    keywords: ['tai lai', 'reload', 'refresh'],
    group: 'actions',
    icon: 'refresh',
    operationId: 'listTrips',
    screenPath: BOARD_PATH,
    staysOnScreen: true,
    // 'r' is the app-wide list reload (list.reload): the board registers itself as the active list.
    placements: ['toolbar'],
    run: () => reloadBoard(),
  },
  {
    id: 'dispatch.choose-route',
    title: 'Chọn tuyến…',
    keywords: ['chon tuyen', 'doi tuyen', 'tuyen', 'route'],
    group: 'actions',
    icon: 'path',
    operationId: 'listTrips',
    screenPath: BOARD_PATH,
    staysOnScreen: true,
    // '/' and 'f' on the board (its criteria keys, board.screen.tsx) open the same picker.
    run: () => openModal(MODAL.route),
  },
  {
    id: 'dispatch.prev-day',
    title: 'Ngày trước',
    keywords: ['ngay truoc', 'hom qua'],
    group: 'actions',
    icon: 'chevron-left',
    operationId: 'listTrips',
    screenPath: BOARD_PATH,
    staysOnScreen: true,
    shortcut: '[',
    run: (ctx) => ctx.navigate(boardSearchPath(boardState.routeId, boardState.date, -1)),
  },
  {
    id: 'dispatch.next-day',
    title: 'Ngày sau',
    keywords: ['ngay sau', 'ngay mai'],
    group: 'actions',
    icon: 'chevron-right',
    operationId: 'listTrips',
    screenPath: BOARD_PATH,
    staysOnScreen: true,
    shortcut: ']',
    run: (ctx) => ctx.navigate(boardSearchPath(boardState.routeId, boardState.date, 1)),
  },
];
