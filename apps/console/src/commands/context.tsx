// The CommandContext as React context: the shell provides it (principal, navigate, selection, modals),
// the palette, hotkeys, toolbars and row menus read it.
import { createContext, useContext } from 'react';
import { toastError } from '../lib/toasts';
import { rememberCommand } from './recent';
import type { Command, CommandContext, StepItem } from './types';

export const CommandContextReact = createContext<CommandContext | null>(null);

export function useCommandContext(): CommandContext {
  const ctx = useContext(CommandContextReact);
  if (!ctx) throw new Error('useCommandContext outside <CommandContextProvider>');
  return ctx;
}

/** Runs a command the way every surface does: remembered as recent, failures toasted. */
export async function runCommand(
  command: Command,
  ctx: CommandContext,
  answers: Record<string, StepItem> = {},
): Promise<void> {
  rememberCommand(command.id);
  try {
    await command.run(ctx, answers);
  } catch (error) {
    toastError(error);
  }
}
