// The command: one declaration read by the router, side menu, palette, hotkeys, toolbars, row menus and the
// `?` sheet (design §5). Screens are commands with a `screen` loader.
import type { IconName } from '@blueprintjs/icons';
import type { Principal } from '@busops/domain';
import type { OperationId } from '@busops/sdk/operations';
import type { ComponentType } from 'react';

export type { OperationId };

/** Rows selected in the grid that has focus, with the entity they are (spec: actions on selected rows). */
export interface Selection {
  /** Stable entity id, e.g. 'employee'; commands declare which entity they act on. */
  entity: string | null;
  /** Vietnamese noun used in titles: 'nhân viên' -> 'Xoá 3 nhân viên'. */
  noun: string;
  rows: readonly unknown[];
}

export interface CommandContext {
  principal: Principal | null;
  navigate: (to: string) => void;
  pathname: string;
  selection: Selection;
  openModal: (name: string, data?: unknown) => void;
  closeModal: (name: string) => void;
}

export type CommandGroup = 'navigation' | 'actions';

export const GROUP_TITLES = {
  navigation: 'Điều hướng',
  actions: 'Thao tác',
  recent: 'Gần đây',
  records: 'Bản ghi',
} as const;

/** One choice in a parameter step of the palette (a company, a role ...). */
export interface StepItem {
  value: string;
  label: string;
  keywords?: string[];
  data?: unknown;
}

/** A palette page asking for one parameter before the command runs (e.g. choose a company, then a role). */
export interface CommandStep {
  id: string;
  /** Placeholder of the palette input on that page: 'Chọn công ty...'. */
  title: string;
  /** Choices, given the answers of the previous steps; may call the API. */
  items: (ctx: CommandContext, answers: Record<string, StepItem>) => Promise<StepItem[]> | StepItem[];
}

export type Placement = 'palette' | 'toolbar' | 'row-menu';

export interface Command {
  /** Unique, `<area>.<verb>`: 'employees.create', 'screen./employee'. */
  id: string;
  /** Vietnamese title; a function for titles that count the selection ('Xoá 3 nhân viên'). */
  title: string | ((ctx: CommandContext) => string);
  keywords?: string[];
  group: CommandGroup;
  icon?: IconName;
  /** Operation this command calls: its roles and company scope (SDK operations table) gate visibility. */
  operationId?: OperationId;
  /** Screen path: roles and scope of its domain MENU entry gate visibility. */
  path?: string;
  /** tinykeys syntax: 'g e', 'n', '$mod+KeyS'. */
  shortcut?: string;
  /** The command acts on selected rows of this entity: shown only when at least one such row is selected. */
  selection?: string;
  /** Where it appears besides the palette and hotkeys; default ['palette']. */
  placements?: Placement[];
  /**
   * The screen this action belongs to: its shortcut works there only, its toolbar button shows there; the
   * palette also offers it elsewhere (choosing it opens the screen and runs it there), unless it is
   * selection-bound or `staysOnScreen`.
   */
  screenPath?: string;
  /** Acts on what its screen shows (a form being edited): offered on that screen only. */
  staysOnScreen?: boolean;
  when?: (ctx: CommandContext) => boolean;
  steps?: CommandStep[];
  run: (ctx: CommandContext, answers: Record<string, StepItem>) => void | Promise<void>;
  /** Screens only: the operation that fills the screen (defineScreen's `listOperationId`). */
  listOperationId?: OperationId;
  /** Screens only: the lazily loaded screen component (`() => import('./x.screen')`). */
  screen?: () => Promise<{ default: ComponentType }>;
  /**
   * Screens only: runs when the route is entered (permitted users), before the screen chunk has loaded,
   * e.g. `() => void store.loadFresh()` so the list request runs in parallel with the chunks.
   */
  enter?: () => void;
}

/** A screen: a command with a route path and a lazily loaded component. */
export type ScreenCommand = Command & Required<Pick<Command, 'path' | 'screen'>>;

export function commandTitle(command: Command, ctx: CommandContext): string {
  return typeof command.title === 'function' ? command.title(ctx) : command.title;
}
