// The day board's shared state: which route and day are on screen, which trips are selected (by trip
// code, so a selection survives reloads and live updates), and a way to reload the rows. Other dispatch
// features (copy a day, sync) import only this file: keep its API stable
// (boardState.routeId, .date, .selectedCodes, reloadBoard()).
import { proxy } from 'valtio';

export interface BoardState {
  /** The route on screen; null = 'Tất cả tuyến'. */
  routeId: number | null;
  /** The service day on screen, YYYY-MM-DD (Vietnam's calendar day). */
  date: string;
  /** Selected trips by trip_code, in the order they were selected. */
  selectedCodes: string[];
}

export const boardState = proxy<BoardState>({ routeId: null, date: '', selectedCodes: [] });

let reloader: (() => Promise<void>) | null = null;

/** The board registers how it reloads while it is mounted (null when it leaves). */
export function setBoardReloader(fn: (() => Promise<void>) | null): void {
  reloader = fn;
}

/** Reloads the board's rows (keeping the selection); a no-op when the board is not on screen. */
export async function reloadBoard(): Promise<void> {
  await reloader?.();
}

let targets: (() => ReadonlyArray<{ code: string }>) | null = null;

/** The board registers how it reads the trips an action acts on now (null when it leaves). */
export function setBoardTargets(fn: (() => ReadonlyArray<{ code: string }>) | null): void {
  targets = fn;
}

/**
 * The codes of the trips an action acts on at the moment its key is pressed: the selection, else the
 * focused row, read from the board itself (the command context follows a render later: 'ArrowDown'
 * then 'd' typed fast assigned the row the focus had just left). Null off the board.
 */
export function boardTargetCodes(): string[] | null {
  return targets ? targets().map((t) => t.code) : null;
}
