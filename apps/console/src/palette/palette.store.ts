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

// The Enter that chose an entry is not over when its keydown is: its keypress (and keyup) reach whatever has
// the focus next. The palette closes inside that keydown; a command run there opens a dialog that focuses
// its main button at once, and the rest of the same Enter pressed it: one Enter in the palette confirmed a
// cash payment, or closed a renewal's warning (monthly-tickets e2e, under load). So the focus goes back and
// the command runs once the Enter is released (a task after its keyup), or after RELEASE_WAIT_MS at most.
const RELEASE_WAIT_MS = 1_000;
let enterHeld = false;
let whenReleased: (() => void) | null = null;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function released(): void {
  enterHeld = false;
  clearTimeout(releaseTimer);
  const run = whenReleased;
  whenReleased = null;
  if (run) setTimeout(run, 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Enter' && !e.repeat) enterHeld = true;
    },
    true,
  );
  window.addEventListener(
    'keyup',
    (e) => {
      if (e.key === 'Enter') released();
    },
    true,
  );
  window.addEventListener('blur', () => {
    if (enterHeld) released();
  });
}

/**
 * The palette's onClosed: the focus goes back where it was, then the chosen command runs, so what it opens
 * (a dialog) takes and keeps the focus; both wait for the Enter that chose it to be released (above).
 */
export function runAfterClose(): void {
  if (enterHeld && afterClose) {
    whenReleased = focusBackAndRun;
    releaseTimer = setTimeout(released, RELEASE_WAIT_MS);
    return;
  }
  focusBackAndRun();
}

function focusBackAndRun(): void {
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
