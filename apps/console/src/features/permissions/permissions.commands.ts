// /permission/feature, /permission/role, /permission/employee-role (spec §2: role 1, super company only —
// the domain MENU decides) and their actions, each gated by its operationId.

import { defineScreen } from '../../commands/screens';
import type { Command, CommandContext, StepItem } from '../../commands/types';
import { enterList } from '../../components/list-screen/list-url';
import { openPalette } from '../../palette/palette.store';
import type { Feature } from './features.store';
import type { Position } from './positions.store';

export const FEATURE_PATH = '/permission/feature';
export const POSITION_PATH = '/permission/role';
export const STAFF_ROLE_PATH = '/permission/employee-role';

export const FEATURE_ENTITY = 'feature';
export const POSITION_ENTITY = 'position';
/** Not 'employee': the employees screen's own row commands must not show here. */
export const STAFF_ROLE_ENTITY = 'employee-role';

export const FEATURE_FORM_MODAL = 'feature-form';
export const FEATURE_DELETE_MODAL = 'feature-delete';
export const POSITION_FORM_MODAL = 'position-form';
export const POSITION_DELETE_MODAL = 'position-delete';

const rows = <T>(ctx: CommandContext) => ctx.selection.rows as T[];
const one = (ctx: CommandContext) => ctx.selection.rows.length === 1;

const screens: Command[] = [
  defineScreen({
    path: FEATURE_PATH,
    title: 'Chức năng',
    shortcut: 'g f',
    icon: 'application',
    keywords: ['chuc nang', 'feature', 'phan quyen', 'permission'],
    load: () => import('./features.screen'),
    enter: (url) => void import('./features.store').then((m) => enterList(m.featuresList, url.searchParams)),
  }),
  defineScreen({
    path: POSITION_PATH,
    title: 'Chức vụ',
    shortcut: 'g v',
    icon: 'badge',
    keywords: ['chuc vu', 'role', 'vai tro', 'phan quyen', 'position'],
    load: () => import('./positions.screen'),
    enter: (url) =>
      void import('./positions.store').then((m) => enterList(m.positionsList, url.searchParams)),
  }),
  defineScreen({
    path: STAFF_ROLE_PATH,
    title: 'Phân quyền nhân viên',
    shortcut: 'g q',
    icon: 'key',
    keywords: ['phan quyen nhan vien', 'employee role', 'permission'],
    load: () => import('./employee-roles.screen'),
    enter: (url) =>
      void import('./employee-roles.store').then((m) => enterList(m.staffRolesList, url.searchParams)),
  }),
];

const featureActions: Command[] = [
  {
    id: 'features.create',
    title: 'Thêm chức năng',
    keywords: ['them', 'tao', 'chuc nang'],
    group: 'actions',
    icon: 'add',
    operationId: 'createFeature',
    screenPath: FEATURE_PATH,
    shortcut: 'n',
    placements: ['toolbar'],
    run: (ctx) => ctx.openModal(FEATURE_FORM_MODAL),
  },
  {
    id: 'features.edit',
    title: (ctx) => `Sửa chức năng ${rows<Feature>(ctx)[0]?.name ?? ''}`.trim(),
    keywords: ['sua', 'cap nhat', 'edit'],
    group: 'actions',
    icon: 'edit',
    operationId: 'updateFeature',
    selection: FEATURE_ENTITY,
    when: one,
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(FEATURE_FORM_MODAL, rows<Feature>(ctx)[0]),
  },
  {
    id: 'features.delete',
    title: (ctx) => `Xoá ${ctx.selection.rows.length} chức năng`,
    keywords: ['xoa', 'delete'],
    group: 'actions',
    icon: 'trash',
    operationId: 'deleteFeature',
    selection: FEATURE_ENTITY,
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(FEATURE_DELETE_MODAL, rows<Feature>(ctx)),
  },
];

const positionActions: Command[] = [
  {
    id: 'positions.create',
    title: 'Thêm chức vụ',
    keywords: ['them', 'tao', 'chuc vu'],
    group: 'actions',
    icon: 'add',
    operationId: 'createRole',
    screenPath: POSITION_PATH,
    shortcut: 'n',
    placements: ['toolbar'],
    run: (ctx) => ctx.openModal(POSITION_FORM_MODAL),
  },
  {
    id: 'positions.edit',
    title: (ctx) => `Sửa chức vụ ${rows<Position>(ctx)[0]?.name ?? ''}`.trim(),
    keywords: ['sua', 'cap nhat', 'edit'],
    group: 'actions',
    icon: 'edit',
    operationId: 'updateRole',
    selection: POSITION_ENTITY,
    when: one,
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(POSITION_FORM_MODAL, rows<Position>(ctx)[0]),
  },
  {
    id: 'positions.delete',
    title: (ctx) => `Xoá ${ctx.selection.rows.length} chức vụ`,
    keywords: ['xoa', 'delete'],
    group: 'actions',
    icon: 'trash',
    operationId: 'deleteRole',
    selection: POSITION_ENTITY,
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(POSITION_DELETE_MODAL, rows<Position>(ctx)),
  },
];

/**
 * 'Gán chức vụ': two palette steps — the employees (the selected rows, or one of the page), then a
 * position. The toolbar button and row menu open the palette on these steps. The steps' module loads
 * lazily, with the screen's store.
 */
const assignRole: Command = {
  id: 'permissions.assign-role',
  title: (ctx) =>
    ctx.selection.entity === STAFF_ROLE_ENTITY && ctx.selection.rows.length > 0
      ? `Gán chức vụ cho ${ctx.selection.rows.length} nhân viên`
      : 'Gán chức vụ cho nhân viên',
  keywords: ['gan chuc vu', 'phan quyen', 'assign role'],
  group: 'actions',
  icon: 'key',
  operationId: 'assignRole',
  screenPath: STAFF_ROLE_PATH,
  shortcut: 'a',
  placements: ['toolbar', 'row-menu'],
  steps: [
    {
      id: 'staff',
      title: 'Chọn nhân viên...',
      items: async (ctx) => (await import('./assign-role-steps')).staffStepItems(ctx),
    },
    {
      id: 'position',
      title: 'Chọn chức vụ...',
      items: async (_ctx, answers) => (await import('./assign-role-steps')).positionStepItems(answers),
    },
  ],
  run: async (_ctx, answers: Record<string, StepItem>) => {
    // Toolbar and row menu run without answers: the palette asks.
    if (!answers.position) return openPalette('permissions.assign-role');
    await (await import('./assign-role-steps')).assignFromAnswers(answers);
  },
};

export const permissionCommands: Command[] = [...screens, ...featureActions, ...positionActions, assignRole];
