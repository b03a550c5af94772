// Whether the palette is open, and the command it should open on (a command with steps).
import { proxy } from 'valtio';

export const paletteState = proxy<{ open: boolean; startCommandId: string | null }>({
  open: false,
  startCommandId: null,
});

// Where the focus was when the palette opened (a grid cell...): it goes back there when the palette closes.
// Kept here, not by Blueprint (shouldReturnFocusOnClose): the palette focuses its input in the same commit
// that opens it, before Blueprint records the element to return to, which would then be the input itself.
let returnFocusTo: Element | null = null;

export function openPalette(startCommandId: string | null = null): void {
  if (!paletteState.open && typeof document !== 'undefined') returnFocusTo = document.activeElement;
  paletteState.startCommandId = startCommandId;
  paletteState.open = true;
}

export function closePalette(): void {
  paletteState.open = false;
  paletteState.startCommandId = null;
}

let afterClose: (() => void) | null = null;

/** Closes the palette and runs `then` (the chosen command) once it has closed: see `runAfterClose`. */
export function closePaletteThen(then: () => void): void {
  afterClose = then;
  closePalette();
}

/**
 * The palette's onClosed: the focus goes back where it was, then the chosen command runs, so what it opens
 * (a dialog) takes and keeps the focus.
 */
export function runAfterClose(): void {
  const target = returnFocusTo;
  returnFocusTo = null;
  // only if nothing else took the focus meanwhile: it is still in the palette (about to go) or nowhere
  const active = typeof document !== 'undefined' ? document.activeElement : null;
  const unclaimed = !active || active === document.body || active.closest('.busops-palette') !== null;
  if (target instanceof HTMLElement && target.isConnected && unclaimed) target.focus();
  const then = afterClose;
  afterClose = null;
  then?.();
}

export function togglePalette(): void {
  if (paletteState.open) closePalette();
  else openPalette();
}

// What the user typed into the palette's stand-in input while its chunk was loading (command-palette.tsx):
// the palette starts with it, so no key typed right after Ctrl+K is lost.
let pendingSearch = '';

export function setPendingSearch(text: string): void {
  pendingSearch = text;
}

/** The text typed while the palette loaded, once (the next opening starts empty). */
export function takePendingSearch(): string {
  const text = pendingSearch;
  pendingSearch = '';
  return text;
}
