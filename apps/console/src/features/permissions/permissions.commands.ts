// /permission/feature, /permission/role, /permission/employee-role (spec §2: role 1, super company only —
// the domain MENU decides) and their actions, each gated by its operationId.
import type { Command, StepItem } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { openPalette } from '../../palette/palette.store';
import { staffRoleResource } from './employee-roles.resource';
import { featureResource } from './features.resource';
import { positionResource } from './positions.resource';

export const ASSIGN_ROLE_COMMAND = 'permissions.assign-role';

const featureCommands = resourceCommands(featureResource, {
  screen: {
    shortcut: 'g f',
    icon: 'application',
    keywords: ['chuc nang', 'feature', 'phan quyen', 'permission'],
    load: () => import('./features.screen'),
    list: () => import('./features.store').then((m) => m.features.list),
  },
  create: { operationId: 'createFeature', keywords: ['them', 'tao', 'chuc nang'] },
  edit: { operationId: 'updateFeature' },
  remove: { operationId: 'deleteFeature' },
});

const positionCommands = resourceCommands(positionResource, {
  screen: {
    shortcut: 'g v',
    icon: 'badge',
    keywords: ['chuc vu', 'role', 'vai tro', 'phan quyen', 'position'],
    load: () => import('./positions.screen'),
    list: () => import('./positions.store').then((m) => m.positions.list),
  },
  create: { operationId: 'createRole', keywords: ['them', 'tao', 'chuc vu'] },
  edit: { operationId: 'updateRole' },
  remove: { operationId: 'deleteRole' },
});

/**
 * 'Gán chức vụ': two palette steps — the employees (the selected rows, or one of the page), then a
 * position. The toolbar button and row menu open the palette on these steps. The steps' module loads
 * lazily, with the screen's store.
 */
const staffRoleCommands = resourceCommands(staffRoleResource, {
  screen: {
    shortcut: 'g q',
    icon: 'key',
    keywords: ['phan quyen nhan vien', 'employee role', 'permission'],
    load: () => import('./employee-roles.screen'),
    list: () => import('./employee-roles.store').then((m) => m.staffRoles.list),
  },
  actions: [
    {
      verb: 'assign-role',
      title: (ctx) =>
        ctx.selection.entity === staffRoleResource.entity && ctx.selection.rows.length > 0
          ? `Gán chức vụ cho ${ctx.selection.rows.length} nhân viên`
          : 'Gán chức vụ cho nhân viên',
      keywords: ['gan chuc vu', 'phan quyen', 'assign role'],
      icon: 'key',
      operationId: 'assignRole',
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
      run: async (_ctx, _rows, answers: Record<string, StepItem>) => {
        // Toolbar and row menu run without answers: the palette asks.
        if (!answers.position) return openPalette(ASSIGN_ROLE_COMMAND);
        await (await import('./assign-role-steps')).assignFromAnswers(answers);
      },
    },
  ],
});

const screens = [featureCommands[0]!, positionCommands[0]!, staffRoleCommands[0]!];

export const permissionCommands: Command[] = [
  ...screens,
  ...featureCommands.slice(1),
  ...positionCommands.slice(1),
  ...staffRoleCommands.slice(1),
];
