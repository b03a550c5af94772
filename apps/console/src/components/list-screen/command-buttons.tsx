// Toolbar buttons and row context-menu items are commands (placements 'toolbar' / 'row-menu').
import { Button, Menu, MenuItem, showContextMenu } from '@blueprintjs/core';
import { runCommand, useCommandContext } from '../../commands/context';
import { allCommands, isVisible } from '../../commands/registry';
import type { Command, CommandContext, Placement } from '../../commands/types';
import { commandTitle } from '../../commands/types';
import { shortcutLabel } from '../../lib/hotkeys';

export function commandsAt(placement: Placement, ctx: CommandContext): Command[] {
  return allCommands().filter((c) => c.placements?.includes(placement) && isVisible(c, ctx));
}

export function ToolbarCommands() {
  const ctx = useCommandContext();
  return (
    <>
      {commandsAt('toolbar', ctx).map((command) => (
        <Button
          key={command.id}
          icon={command.icon}
          title={command.shortcut ? `Phím tắt: ${shortcutLabel(command.shortcut)}` : undefined}
          onClick={() => void runCommand(command, ctx)}
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
            onClick={() => void runCommand(command, rowCtx)}
          />
        ))}
      </Menu>
    ),
    targetOffset: { left: event.clientX, top: event.clientY },
  });
}
