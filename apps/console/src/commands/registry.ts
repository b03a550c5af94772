// The command registry: features register their commands at startup (src/features/index.ts); every
// consumer asks `visibleCommands(ctx)`, so the permission rules live in one place (domain canCall /
// canOpenPath, themselves generated from the OpenAPI x-roles / x-company-scope).
import { canCall, canOpenPath } from '@busops/domain';
import type { Command, CommandContext, ScreenCommand } from './types';

const commands = new Map<string, Command>();
const listeners = new Set<() => void>();

/** Registers (or replaces, by id) a feature's commands. */
export function registerCommands(featureCommands: readonly Command[]): void {
  for (const command of featureCommands) commands.set(command.id, command);
  for (const listener of listeners) listener();
}

export function unregisterCommands(ids: readonly string[]): void {
  for (const id of ids) commands.delete(id);
  for (const listener of listeners) listener();
}

export function onRegistryChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function allCommands(): Command[] {
  return [...commands.values()];
}

export function getCommand(id: string): Command | undefined {
  return commands.get(id);
}

/** Screens (commands with a `screen` loader): the router's lazy routes. */
export function screenCommands(): ScreenCommand[] {
  return allCommands().filter((command): command is ScreenCommand => Boolean(command.screen && command.path));
}

/** Is the command allowed for this principal, whatever the current screen or selection? */
export function isPermitted(command: Command, ctx: Pick<CommandContext, 'principal'>): boolean {
  const { principal } = ctx;
  if (!principal) return false;
  if (command.operationId && !canCall(principal, command.operationId)) return false;
  if (command.path && !canOpenPath(principal, command.path)) return false;
  return true;
}

/** Permitted, and relevant right now: its screen, its selection, its own `when`. */
export function isVisible(command: Command, ctx: CommandContext): boolean {
  if (!isPermitted(command, ctx)) return false;
  if (command.screenPath && !isUnder(ctx.pathname, command.screenPath)) return false;
  if (command.selection) {
    if (ctx.selection.entity !== command.selection || ctx.selection.rows.length === 0) return false;
  }
  return command.when ? command.when(ctx) : true;
}

export function visibleCommands(ctx: CommandContext): Command[] {
  return allCommands().filter((command) => isVisible(command, ctx));
}

/**
 * A screen's action chosen from elsewhere ('Thêm công ty' on /menu): it opens its screen and runs there.
 * Only actions that need nothing the screen shows: not the selected rows' actions, not `staysOnScreen`
 * (a save of the form being edited), and only when the user may open that screen.
 */
export function isReachableFromElsewhere(command: Command, ctx: CommandContext): boolean {
  const { screenPath } = command;
  if (!screenPath || command.selection || command.staysOnScreen) return false;
  if (isUnder(ctx.pathname, screenPath) || !ctx.principal) return false;
  if (!isPermitted(command, ctx) || !canOpenPath(ctx.principal, screenPath)) return false;
  return command.when ? command.when(onScreen(ctx, screenPath)) : true;
}

/** What the palette offers: the visible commands, then the screen actions reachable from here. */
export function paletteCommands(ctx: CommandContext): Command[] {
  return allCommands().filter((command) => isVisible(command, ctx) || isReachableFromElsewhere(command, ctx));
}

/** The context a command of `screenPath` runs in once its screen is open (no rows selected there yet). */
export function onScreen(ctx: CommandContext, screenPath: string): CommandContext {
  return { ...ctx, pathname: screenPath, selection: { entity: null, noun: '', rows: [] } };
}

export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** For tests: forget every registration. */
export function clearRegistry(): void {
  commands.clear();
}
