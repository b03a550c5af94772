// Global shortcuts: palette ($mod+K, '/'), '?' sheet, Escape, and every visible command's own shortcut
// ('g e' go-to sequences, 'n' new, 'e' export...) from the registry.
import type { KeybindingsMap } from 'tinykeys';
import { useMemo } from 'react';
import { runCommand, useCommandContext } from '../commands/context';
import { visibleCommands } from '../commands/registry';
import { PALETTE_SHORTCUT, SHEET_SHORTCUT, useHotkeys } from '../lib/hotkeys';
import { closeAllModals } from '../lib/modals';
import { closePalette, openPalette, paletteState, togglePalette } from '../palette/palette.store';
import { closeShortcutSheet, openShortcutSheet } from './shortcut-sheet.store';

export function AppHotkeys() {
  const ctx = useCommandContext();
  const bindings = useMemo<KeybindingsMap>(() => {
    const map: KeybindingsMap = {};
    for (const command of visibleCommands(ctx)) {
      if (!command.shortcut) continue;
      map[command.shortcut] = () => {
        if (command.steps?.length) openPalette(command.id);
        else void runCommand(command, ctx);
      };
    }
    map[PALETTE_SHORTCUT] = togglePalette;
    map['/'] = () => openPalette();
    map[SHEET_SHORTCUT] = openShortcutSheet;
    map.Escape = () => {
      if (paletteState.open) closePalette();
      closeShortcutSheet();
      closeAllModals();
    };
    return map;
  }, [ctx]);
  useHotkeys(bindings);
  return null;
}
