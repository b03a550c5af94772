// Global shortcuts: palette ($mod+K; '/' off the lists), '?' sheet, Escape, and every command's own shortcut ('g e'
// go-to sequences, 'n' new, 'e' export...). Keys are bound for every permitted command; which command a
// key runs is decided when it is pressed (screen, selection and `when` change more often than the keys).
import { useMemo, useRef } from 'react';
import type { KeybindingsMap } from 'tinykeys';
import { runCommand, useCommandContext } from '../commands/context';
import { allCommands, getCommand, isPermitted, isVisible } from '../commands/registry';
import { currentSelection } from '../commands/selection';
import type { Command } from '../commands/types';
import { PALETTE_SHORTCUT, SHEET_SHORTCUT, SLASH_SHORTCUT, useHotkeys } from '../lib/hotkeys';
import { openPalette, paletteState, togglePalette } from '../palette/palette.store';
import { openShortcutSheet } from './shortcut-sheet.store';

export function AppHotkeys() {
  const ctx = useCommandContext();
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const principal = ctx.principal;

  const bindings = useMemo<KeybindingsMap>(() => {
    const byShortcut = new Map<string, Command[]>();
    for (const command of allCommands()) {
      if (!command.shortcut || !isPermitted(command, { principal })) continue;
      byShortcut.set(command.shortcut, [...(byShortcut.get(command.shortcut) ?? []), command]);
    }
    const map: KeybindingsMap = {};
    for (const [shortcut, commands] of byShortcut) {
      map[shortcut] = () => {
        // the selection read live: the context rendered last may not hold the row the focus just reached
        const current = { ...ctxRef.current, selection: currentSelection() };
        const command = commands.find((c) => isVisible(c, current));
        if (!command || paletteState.open) return;
        if (command.steps?.length) openPalette(command.id);
        else void runCommand(command, current);
      };
    }
    map[PALETTE_SHORTCUT] = togglePalette;
    // '/' searches where there is something to search (a list's criteria), else opens the palette
    map[SLASH_SHORTCUT] = () => {
      const criteria = getCommand('list.focus-criteria');
      if (criteria && isVisible(criteria, ctxRef.current)) void runCommand(criteria, ctxRef.current);
      else openPalette();
    };
    map[SHEET_SHORTCUT] = openShortcutSheet;
    // No global Escape: every Blueprint overlay closes itself on Escape, innermost first (a select's
    // popover before its dialog), so a stray Escape never throws away a half-filled form.
    return map;
  }, [principal]);

  useHotkeys(bindings);
  return null;
}
