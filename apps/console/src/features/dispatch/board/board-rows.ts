// The rows a dialog acts on, read afresh from the board by code (their current versions).
import { boardData } from './board-data';
import type { RouteTrip } from './board-model';

export function rowsOf(codes: readonly string[]): RouteTrip[] {
  const byCode = new Map(boardData.rows.map((r) => [r.code, r]));
  return codes.map((c) => byCode.get(c)).filter((r): r is RouteTrip => r !== undefined);
}
