// The roster screen's actions on crews, each visible by its operationId and offered from any screen by
// the palette (choosing one opens /routes/driver-setting and runs it there): add a crew (a), edit the
// selected crew (Enter), delete the selected crews, export the route's crews (x), and 'Phân công từ
// lịch lái xe' (p), which previews the day's fill before Enter applies it.
import type { Command } from '../../../commands/types';
import type { Crew } from './roster.store';
import { CREW_DELETE_MODAL, CREW_ENTITY, CREW_FORM_MODAL, ROSTER_FILL_MODAL } from './roster-modals';

const SCREEN = '/routes/driver-setting';
const selected = (ctx: Parameters<Command['run']>[0]) => ctx.selection.rows as Crew[];

export const rosterCommands: Command[] = [
  {
    id: 'roster.fill',
    title: 'Phân công từ lịch lái xe',
    keywords: ['phan cong', 'lich lai xe', 'roster', 'fill', 'tu dong'],
    group: 'actions',
    icon: 'calendar',
    operationId: 'assignTripsFromRoster',
    shortcut: 'p',
    placements: ['toolbar'],
    screenPath: SCREEN,
    run: (ctx) => ctx.openModal(ROSTER_FILL_MODAL),
  },
  {
    id: 'roster.crew-create',
    title: 'Thêm tổ lái',
    keywords: ['them', 'to lai', 'lai xe', 'crew'],
    group: 'actions',
    icon: 'add',
    operationId: 'saveRouteDriverSettings',
    shortcut: 'a',
    placements: ['toolbar'],
    screenPath: SCREEN,
    run: (ctx) => ctx.openModal(CREW_FORM_MODAL),
  },
  {
    id: 'roster.crews-export',
    title: 'Xuất file tổ lái',
    keywords: ['xuat', 'excel', 'export', 'to lai'],
    group: 'actions',
    icon: 'export',
    operationId: 'listRouteDriverSettings',
    shortcut: 'x',
    placements: ['toolbar'],
    screenPath: SCREEN,
    // The store comes with the screen's chunk, not at startup.
    run: () => import('./roster.store').then((m) => m.exportCrews()),
  },
  {
    id: 'roster.crew-edit',
    title: (ctx) => `Sửa tổ lái ${selected(ctx)[0]?.driver_name ?? ''}`.trim(),
    keywords: ['sua', 'to lai', 'edit'],
    group: 'actions',
    icon: 'edit',
    operationId: 'saveRouteDriverSettings',
    placements: ['row-menu'],
    screenPath: SCREEN,
    selection: CREW_ENTITY,
    when: (ctx) => ctx.selection.rows.length === 1,
    run: (ctx) => ctx.openModal(CREW_FORM_MODAL, selected(ctx)[0]),
  },
  {
    id: 'roster.crew-delete',
    title: (ctx) => `Xoá ${ctx.selection.rows.length} tổ lái`,
    keywords: ['xoa', 'to lai', 'delete'],
    group: 'actions',
    icon: 'trash',
    operationId: 'deleteRouteDriverSettings',
    placements: ['row-menu'],
    screenPath: SCREEN,
    selection: CREW_ENTITY,
    run: (ctx) => ctx.openModal(CREW_DELETE_MODAL, [...selected(ctx)]),
  },
];
