// Toolbar buttons and row context-menu items are commands (placements 'toolbar' / 'row-menu').
import { Button, Menu, MenuItem, showContextMenu } from '@blueprintjs/core';
import { runCommand, useCommandContext } from '../../commands/context';
import { allCommands, getCommand, isVisible } from '../../commands/registry';
import type { Command, CommandContext, Placement } from '../../commands/types';
import { commandTitle } from '../../commands/types';
import { shortcutLabel } from '../../lib/hotkeys';
import { openPalette } from '../../palette/palette.store';
import { ShortcutKbd } from '../../palette/shortcut-kbd';

export function commandsAt(placement: Placement, ctx: CommandContext): Command[] {
  return allCommands().filter((c) => c.placements?.includes(placement) && isVisible(c, ctx));
}

/** A command with parameter steps asks them in the palette first (as its shortcut does). */
function start(command: Command, ctx: CommandContext): void {
  if (command.steps?.length) openPalette(command.id);
  else void runCommand(command, ctx);
}

/** The screen's 'toolbar' commands; `only` keeps those of one part of it (a tab of a screen with tabs). */
export function ToolbarCommands({ only }: { only?: (command: Command) => boolean } = {}) {
  const ctx = useCommandContext();
  return (
    <>
      {commandsAt('toolbar', ctx)
        .filter((command) => !only || only(command))
        .map((command) => (
          <Button
            key={command.id}
            icon={command.icon}
            title={command.shortcut ? `Phím tắt: ${shortcutLabel(command.shortcut)}` : undefined}
            endIcon={command.shortcut ? <ShortcutKbd shortcut={command.shortcut} /> : undefined}
            onClick={() => start(command, ctx)}
          >
            {commandTitle(command, ctx)}
          </Button>
        ))}
    </>
  );
}

/** Opens the row menu at the pointer with the commands for the selected rows of `entity`. */
export function showRowMenu(
  ctx: CommandContext,
  entity: string,
  noun: string,
  rows: unknown[],
  event: MouseEvent,
) {
  const rowCtx: CommandContext = { ...ctx, selection: { entity, noun, rows } };
  const commands = commandsAt('row-menu', rowCtx);
  if (commands.length === 0) return;
  showContextMenu({
    content: (
      <Menu>
        {commands.map((command) => (
          <MenuItem
            key={command.id}
            icon={command.icon}
            text={commandTitle(command, rowCtx)}
            label={command.shortcut ? shortcutLabel(command.shortcut) : undefined}
            onClick={() => start(command, rowCtx)}
          />
        ))}
      </Menu>
    ),
    targetOffset: { left: event.clientX, top: event.clientY },
  });
}

/**
 * Runs a row command (e.g. 'companies.edit') on `rows` when it is visible for them: Enter / double-click
 * on a row opens it with the same permission rules as the row menu.
 */
export function runRowCommand(
  id: string,
  ctx: CommandContext,
  entity: string,
  noun: string,
  rows: unknown[],
): void {
  const command = getCommand(id);
  const rowCtx: CommandContext = { ...ctx, selection: { entity, noun, rows } };
  if (command && isVisible(command, rowCtx)) void runCommand(command, rowCtx);
}
