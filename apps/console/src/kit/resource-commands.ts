// The commands of a resource from its declaration: the screen (route, menu, palette, `g <key>`, the list
// request started on route entry) and the usual actions — create (toolbar, `n`), edit (one row), delete
// (the selected rows) — with ids, titles, icons, modal names and the screen they belong to filled in.
// Visibility still comes from each action's operationId (canCall) and the screen's MENU entry; a screen
// action stays reachable from anywhere (the palette opens its screen and runs it) unless `staysOnScreen`.
import type { IconName } from '@blueprintjs/icons';
import type { OperationId } from '@busops/sdk/operations';
import type { ComponentType } from 'react';
import { defineScreen } from '../commands/screens';
import type { Command, CommandContext } from '../commands/types';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import type { ListOperationId } from '../lib/request-state';
import type { Resource, RowOf } from './resource';

/** What every action may set or override (ids, group, screen and selection are the kit's). */
type ActionOverrides = Partial<
  Pick<Command, 'title' | 'keywords' | 'icon' | 'shortcut' | 'placements' | 'when' | 'staysOnScreen'>
>;

export interface ResourceCommandsOptions<L extends ListOperationId> {
  screen: {
    load: () => Promise<{ default: ComponentType }>;
    /** The screen's list store, loaded lazily with the screen chunk: route entry starts its request. */
    list?: () => Promise<{ loadFresh(): Promise<void> }>;
    shortcut?: string;
    icon?: IconName;
    keywords?: string[];
  };
  create?: ActionOverrides & { operationId: OperationId };
  edit?: ActionOverrides & { operationId: OperationId };
  remove?: ActionOverrides & { operationId: OperationId };
  /** The screen's other actions (listed after edit, before delete); `selection` true: on the selected rows. */
  actions?: (ResourceAction<L> & { operationId: OperationId })[];
}

export type ResourceAction<L extends ListOperationId> = Omit<
  Command,
  'id' | 'group' | 'screenPath' | 'selection' | 'run'
> & {
  /** '<area>.<verb>' is built from it: 'assign-admin' -> 'companies.assign-admin'. */
  verb: string;
  /** Acts on the selected rows of the resource's entity. */
  selection?: boolean;
  run: (
    ctx: CommandContext,
    rows: RowOf<L>[],
    answers: Parameters<Command['run']>[1],
  ) => void | Promise<void>;
};

export const oneRow = (ctx: CommandContext) => ctx.selection.rows.length === 1;

export function resourceCommands<L extends ListOperationId, C extends ListCriteria>(
  resource: Resource<L, C>,
  options: ResourceCommandsOptions<L>,
): Command[] {
  const { area, noun, path, entity, modals } = resource;
  const rows = (ctx: CommandContext) => ctx.selection.rows as RowOf<L>[];
  const commands: Command[] = [
    defineScreen({
      path,
      title: resource.title,
      listOperationId: resource.list,
      shortcut: options.screen.shortcut,
      icon: options.screen.icon,
      keywords: options.screen.keywords,
      load: options.screen.load,
      enter: options.screen.list
        ? () => void options.screen.list?.().then((list) => list.loadFresh())
        : undefined,
    }),
  ];
  if (options.create) {
    commands.push({
      title: `Thêm ${noun}`,
      icon: 'add',
      shortcut: 'n',
      placements: ['toolbar'],
      ...options.create,
      id: `${area}.create`,
      group: 'actions',
      screenPath: path,
      run: (ctx) => ctx.openModal(modals.form),
    });
  }
  if (options.edit) {
    const { when, ...edit } = options.edit;
    commands.push({
      title: (ctx) => `Sửa ${noun} ${rows(ctx)[0] ? resource.rowName(rows(ctx)[0]!) : ''}`.trim(),
      keywords: ['sua', 'cap nhat', 'edit'],
      icon: 'edit',
      placements: ['row-menu'],
      ...edit,
      id: `${area}.edit`,
      group: 'actions',
      screenPath: path,
      selection: entity,
      when: (ctx) => oneRow(ctx) && (when ? when(ctx) : true),
      run: (ctx) => ctx.openModal(modals.form, rows(ctx)[0]),
    });
  }
  for (const { verb, selection, run, ...action } of options.actions ?? []) {
    commands.push({
      ...action,
      id: `${area}.${verb}`,
      group: 'actions',
      screenPath: path,
      selection: selection ? entity : undefined,
      run: (ctx, answers) => run(ctx, rows(ctx), answers),
    });
  }
  if (options.remove) {
    commands.push({
      title: (ctx) => `Xoá ${ctx.selection.rows.length} ${noun}`,
      keywords: ['xoa', 'delete', 'remove'],
      icon: 'trash',
      placements: ['row-menu'],
      ...options.remove,
      id: `${area}.delete`,
      group: 'actions',
      screenPath: path,
      selection: entity,
      run: (ctx) => ctx.openModal(modals.delete, [...rows(ctx)]),
    });
  }
  return commands;
}
