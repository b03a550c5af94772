// The CommandContext as React context: the shell provides it (principal, navigate, selection, modals),
// the palette, hotkeys, toolbars and row menus read it.
import { createContext, useContext } from 'react';
import { toastError } from '../lib/toasts';
import { rememberCommand } from './recent';
import { isUnder, onScreen } from './registry';
import type { Command, CommandContext, StepItem } from './types';

export const CommandContextReact = createContext<CommandContext | null>(null);

export function useCommandContext(): CommandContext {
  const ctx = useContext(CommandContextReact);
  if (!ctx) throw new Error('useCommandContext outside <CommandContextProvider>');
  return ctx;
}

/**
 * Runs a command the way every surface does: remembered as recent, failures toasted. A screen's action
 * run from elsewhere opens its screen first and runs there (its dialog opens over that screen).
 */
export async function runCommand(
  command: Command,
  ctx: CommandContext,
  answers: Record<string, StepItem> = {},
): Promise<void> {
  rememberCommand(command.id);
  try {
    await command.run(openScreenOf(command, ctx), answers);
  } catch (error) {
    toastError(error);
  }
}

/** Navigates to the command's screen when it is not open, and answers the context on that screen. */
export function openScreenOf(command: Command, ctx: CommandContext): CommandContext {
  const { screenPath } = command;
  if (!screenPath || isUnder(ctx.pathname, screenPath)) return ctx;
  ctx.navigate(screenPath);
  return onScreen(ctx, screenPath);
}
