// /employee and its actions. Visibility comes from the registry: the screen from the domain MENU entry,
// each action from its operationId (canCall); no role list is typed here.
import { canActOnStaff, canCall, roleLabel } from '@busops/domain';
import type { Command, CommandContext, StepItem } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { type BusStaff, employeeResource } from './employees.resource';
import { grantableRoles, type RoleChoice } from './employees.store';

export const EMPLOYEE_PATH = employeeResource.path;
export const EMPLOYEE_ENTITY = employeeResource.entity;
export const EMPLOYEE_NOUN = employeeResource.noun;
export const EMPLOYEE_DEPOSIT = 'employee-deposit';

const rowsOf = (ctx: CommandContext) => ctx.selection.rows as readonly BusStaff[];
const oneSelected = (ctx: CommandContext) => ctx.selection.rows.length === 1;
/**
 * Rank (canActOnStaff, the API's rule): actions on staff above the caller's rank are not offered.
 * The console does not know whose record is the caller's own, so it leaves out the self exception.
 */
const withinRank = (ctx: CommandContext) =>
  ctx.selection.rows.length > 0 && rowsOf(ctx).every((row) => canActOnStaff(ctx.principal?.role, row.role));
const oneWithinRank = (ctx: CommandContext) => oneSelected(ctx) && withinRank(ctx);

/** The app's store, with the screen's chunk. */
const store = () => import('./employees').then((m) => m.employees);

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

export const employeeCommands: Command[] = resourceCommands(employeeResource, {
  screen: {
    shortcut: 'g e',
    icon: 'people',
    keywords: ['nhan vien', 'staff', 'employee'],
    load: () => import('./employees.screen'),
    // the list request starts on route entry, in parallel with the screen and AG Grid chunks
    list: () => store().then((employees) => employees.list),
  },
  create: {
    operationId: 'createBusStaff',
    keywords: ['them', 'tao', 'new', 'create'],
    icon: 'new-person',
  },
  edit: {
    operationId: 'updateBusStaff',
    title: 'Sửa nhân viên',
    // 'e' is the app-wide export; 's' = Sửa (Enter on a grid row opens it too).
    shortcut: 's',
    placements: ['toolbar', 'row-menu'],
    when: withinRank,
  },
  actions: [
    {
      verb: 'assign-role',
      title: 'Phân quyền nhân viên',
      keywords: ['phan quyen', 'chuc vu', 'vai tro', 'role'],
      icon: 'key',
      operationId: 'updateBusStaff',
      selection: true,
      shortcut: 'p',
      placements: ['row-menu'],
      when: withinRank,
      steps: [
        {
          id: 'role',
          title: 'Chọn chức vụ hoặc vai trò...',
          items: (ctx) => roleStepItems(ctx, async (rows) => (await store()).positions(rows)),
        },
      ],
      run: async (_ctx, rows, answers) => {
        const choice = answers.role?.value as RoleChoice | undefined;
        if (choice) await (await store()).assign(rows, choice);
      },
    },
    {
      verb: 'deposit',
      title: 'Nộp ký quỹ',
      keywords: ['ky quy', 'deposit', 'nop tien'],
      icon: 'bank-account',
      operationId: 'depositBusStaff',
      selection: true,
      shortcut: 'k',
      placements: ['toolbar', 'row-menu'],
      when: oneWithinRank,
      run: (ctx, rows) => ctx.openModal(EMPLOYEE_DEPOSIT, rows[0]),
    },
  ],
  remove: {
    operationId: 'deleteBusStaff',
    shortcut: 'Delete',
    placements: ['toolbar', 'row-menu'],
    when: withinRank,
  },
});
