// /employee and its actions. Visibility comes from the registry: the screen from the domain MENU entry,
// each action from its operationId (canCall); no role list is typed here.

import { canActOnStaff, canCall, roleLabel } from '@busops/domain';
import { defineScreen } from '../../commands/screens';
import type { Command, CommandContext, StepItem } from '../../commands/types';
import { enterList } from '../../components/list-screen/list-url';
import { employees } from './employees';
import { EMPLOYEE_DELETE, EMPLOYEE_DEPOSIT, EMPLOYEE_FORM } from './employees.modals';
import type { BusStaff, RoleChoice } from './employees.store';
import { grantableRoles } from './employees.store';

export const EMPLOYEE_PATH = '/employee';
export const EMPLOYEE_ENTITY = 'employee';
export const EMPLOYEE_NOUN = 'nhân viên';

const rowsOf = (ctx: CommandContext) => ctx.selection.rows as readonly BusStaff[];
const oneSelected = (ctx: CommandContext) => ctx.selection.rows.length === 1;
/**
 * Rank (canActOnStaff, the API's rule): actions on staff above the caller's rank are not offered.
 * The console does not know whose record is the caller's own, so it leaves out the self exception.
 */
const withinRank = (ctx: CommandContext) =>
  ctx.selection.rows.length > 0 && rowsOf(ctx).every((row) => canActOnStaff(ctx.principal?.role, row.role));
const oneWithinRank = (ctx: CommandContext) => oneSelected(ctx) && withinRank(ctx);

/** Step items of 'Phân quyền nhân viên': positions for callers who may list them, then system roles. */
export async function roleStepItems(
  ctx: CommandContext,
  loadPositions: (rows: readonly BusStaff[]) => Promise<{ id: number; name: string; code: string }[]>,
): Promise<StepItem[]> {
  const positions =
    canCall(ctx.principal, 'listRoles') && canCall(ctx.principal, 'assignRole')
      ? (await loadPositions(rowsOf(ctx))).map((p) => ({
          value: `position:${p.id}` satisfies RoleChoice,
          label: `Chức vụ: ${p.name}`,
          keywords: [p.code],
        }))
      : [];
  const roles = grantableRoles(ctx.principal).map((r) => ({
    value: `role:${r.value}` satisfies RoleChoice,
    label: `Vai trò: ${roleLabel(r.value)}`,
    keywords: [r.name],
  }));
  return [...positions, ...roles];
}

export const employeeCommands: Command[] = [
  defineScreen({
    path: EMPLOYEE_PATH,
    title: 'Quản lý nhân viên',
    shortcut: 'g e',
    icon: 'people',
    keywords: ['nhan vien', 'staff', 'employee'],
    load: () => import('./employees.screen'),
    // the list request starts on route entry, in parallel with the screen and AG Grid chunks
    enter: (url) => void enterList(employees.list, url.searchParams),
  }),
  {
    id: 'employees.create',
    title: 'Thêm nhân viên',
    keywords: ['them', 'tao', 'new', 'create'],
    group: 'actions',
    icon: 'new-person',
    operationId: 'createBusStaff',
    screenPath: EMPLOYEE_PATH,
    shortcut: 'n',
    placements: ['toolbar'],
    run: (ctx) => ctx.openModal(EMPLOYEE_FORM, null),
  },
  {
    id: 'employees.edit',
    title: 'Sửa nhân viên',
    keywords: ['sua', 'edit', 'cap nhat'],
    group: 'actions',
    icon: 'edit',
    operationId: 'updateBusStaff',
    screenPath: EMPLOYEE_PATH,
    selection: EMPLOYEE_ENTITY,
    // 'e' is the app-wide export; 's' = Sửa (Enter on a grid row opens it too).
    shortcut: 's',
    placements: ['toolbar', 'row-menu'],
    when: oneWithinRank,
    run: (ctx) => ctx.openModal(EMPLOYEE_FORM, rowsOf(ctx)[0]),
  },
  {
    id: 'employees.assign-role',
    title: 'Phân quyền nhân viên',
    keywords: ['phan quyen', 'chuc vu', 'vai tro', 'role'],
    group: 'actions',
    icon: 'key',
    operationId: 'updateBusStaff',
    screenPath: EMPLOYEE_PATH,
    selection: EMPLOYEE_ENTITY,
    shortcut: 'p',
    placements: ['row-menu'],
    when: withinRank,
    steps: [
      {
        id: 'role',
        title: 'Chọn chức vụ hoặc vai trò...',
        items: (ctx) => roleStepItems(ctx, (rows) => employees.positions(rows)),
      },
    ],
    run: async (ctx, answers) => {
      const choice = answers.role?.value as RoleChoice | undefined;
      if (choice) await employees.assign(rowsOf(ctx), choice);
    },
  },
  {
    id: 'employees.deposit',
    title: 'Nộp ký quỹ',
    keywords: ['ky quy', 'deposit', 'nop tien'],
    group: 'actions',
    icon: 'bank-account',
    operationId: 'depositBusStaff',
    screenPath: EMPLOYEE_PATH,
    selection: EMPLOYEE_ENTITY,
    shortcut: 'k',
    placements: ['toolbar', 'row-menu'],
    when: oneWithinRank,
    run: (ctx) => ctx.openModal(EMPLOYEE_DEPOSIT, rowsOf(ctx)[0]),
  },
  {
    id: 'employees.delete',
    title: (ctx) => `Xoá ${ctx.selection.rows.length} ${EMPLOYEE_NOUN}`,
    keywords: ['xoa', 'delete', 'remove'],
    group: 'actions',
    icon: 'trash',
    operationId: 'deleteBusStaff',
    screenPath: EMPLOYEE_PATH,
    selection: EMPLOYEE_ENTITY,
    shortcut: 'Delete',
    placements: ['toolbar', 'row-menu'],
    when: withinRank,
    run: (ctx) => ctx.openModal(EMPLOYEE_DELETE, [...rowsOf(ctx)]),
  },
];
