// Keyboard shortcuts on tinykeys (Blueprint hotkeys have no sequences, design §7). Shortcut strings use
// tinykeys syntax: '$mod+KeyK', 'g e' (sequence), 'n', '[Shift]+?'.
import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { type KeybindingsMap, tinykeys } from 'tinykeys';

export const IS_MAC = typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform);

// An AG Grid cell being edited (inline or popup editor) is typing too, whatever element holds the focus.
const TYPING_SELECTOR =
  'input, textarea, select, [contenteditable], [contenteditable] *, .ag-cell-inline-editing, .ag-cell-inline-editing *, .ag-popup-editor, .ag-popup-editor *';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.matches(TYPING_SELECTOR);
}

// Blueprint's Drawer has no role="dialog", so an open overlay is found by its classes. Screen shortcuts belong to
// the screen under the overlay: 'n' typed in a drawer's grid must not open the screen's "new" dialog.
const OPEN_OVERLAY_SELECTOR = `.${Classes.OVERLAY_OPEN} :is(.${Classes.DRAWER}, .${Classes.DIALOG}, [role="dialog"], [aria-modal="true"])`;

function isOverlayOpen(): boolean {
  return typeof document === 'object' && document.querySelector(OPEN_OVERLAY_SELECTOR) !== null;
}

/** Chord shortcuts ($mod+..., Escape) work everywhere; plain letters not while typing or inside a dialog. */
function hasModifier(event: KeyboardEvent): boolean {
  return event.metaKey || event.ctrlKey || event.altKey;
}

export function shouldIgnore(event: KeyboardEvent): boolean {
  if (event.repeat || event.isComposing) return true;
  if (event.key === 'Escape' || hasModifier(event)) return false;
  if (isTyping(event.target) || isOverlayOpen()) return true;
  return event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]') !== null;
}

/**
 * Binds on window in the capture phase so app shortcuts still fire when focus is inside an AG Grid cell
 * (the grid handles and stops keydown on its cells).
 */
export function bindHotkeys(bindings: KeybindingsMap, target: Window | HTMLElement = window): () => void {
  return tinykeys(target, bindings, { capture: true, ignore: shouldIgnore, timeout: 1000 });
}

/** Rebinds whenever `bindings` identity changes; handlers may close over fresh state via the map. */
export function useHotkeys(bindings: KeybindingsMap): void {
  const ref = useRef(bindings);
  ref.current = bindings;
  // Sequences first: tinykeys runs the first binding that completes, so 'e' listed before 'g e' would
  // swallow the 'e' of the sequence.
  const keys = Object.keys(bindings)
    .sort((a, b) => b.split(' ').length - a.split(' ').length || a.localeCompare(b))
    .join('|');
  // Rebinds only when the set of shortcuts changes; handlers are read through the ref.
  useEffect(() => {
    const proxied: KeybindingsMap = {};
    for (const key of keys.split('|').filter(Boolean)) {
      proxied[key] = (event) => {
        const handler = ref.current[key];
        if (!handler) return;
        event.preventDefault();
        handler(event);
      };
    }
    return bindHotkeys(proxied);
  }, [keys]);
}

const KEY_LABELS: Record<string, string> = {
  $mod: IS_MAC ? '⌘' : 'Ctrl',
  Shift: IS_MAC ? '⇧' : 'Shift',
  Alt: IS_MAC ? '⌥' : 'Alt',
  Control: 'Ctrl',
  Meta: '⌘',
  Escape: 'Esc',
  Enter: '↵',
  Delete: 'Del',
};

/** '$mod+KeyK' -> ['⌘', 'K'] on a Mac; 'g e' -> ['G', 'E']; '[Shift]+?' -> ['?']. One entry per <kbd>. */
export function shortcutKeys(shortcut: string): string[] {
  return shortcut
    .trim()
    .split(' ')
    .flatMap((press) =>
      press
        .split(/(?<=\w|\])\+/)
        .filter((part) => !/^\[.*\]$/.test(part))
        .map(
          (part) =>
            KEY_LABELS[part] ??
            part
              .replace(/^Key/, '')
              .replace(/^Digit/, '')
              .toUpperCase(),
        ),
    );
}

export function shortcutLabel(shortcut: string): string {
  return shortcutKeys(shortcut).join(shortcut.includes(' ') ? ' ' : '+');
}

export const PALETTE_SHORTCUT = '$mod+KeyK';
export const SHEET_SHORTCUT = '[Shift]+?';
/** On a list: its first criterion (as 'f'); elsewhere the palette. */
export const SLASH_SHORTCUT = '/';

/** Keys the shell binds itself (app-hotkeys.tsx), besides the commands' own shortcuts. */
export const GLOBAL_SHORTCUTS = [PALETTE_SHORTCUT, SHEET_SHORTCUT, SLASH_SHORTCUT, 'Escape'] as const;
