// Checks on a line's stop list before it is saved (issue 19): the same stop added twice to one line,
// and a change of order that makes the line implausibly longer or shorter (a move took a line from
// 18,5 km to 53,055 km, silently). Both are warnings the console shows before saving: a loop line may
// pass a stop twice, and a real reroute may change the length; the user confirms or takes it back.
import { cumulativeKm, distanceKm, type LatLng } from './geo.ts';

/** A change of the line's length by more than this factor (either way) is questioned... */
export const LINE_LENGTH_CHANGE_FACTOR = 1.5;
/** ...when it is also at least this many km (short lines move by small amounts freely). */
export const LINE_LENGTH_CHANGE_MIN_KM = 2;

/** Where `stopId` already is on the line (0-based), or -1. */
export function stopPositionOnLine(stops: readonly { stop_id: number }[], stopId: number): number {
  return stops.findIndex((s) => s.stop_id === stopId);
}

/** The line's length through its stops in order, km (straight between stops; what a move changes). */
export function pathKm(stops: readonly LatLng[]): number {
  return cumulativeKm(stops, distanceKm).at(-1) ?? 0;
}

/** Whether going from `beforeKm` to `afterKm` is a change to question before saving. */
export function implausibleLengthChange(beforeKm: number, afterKm: number): boolean {
  if (beforeKm <= 0 || afterKm <= 0) return false;
  const factor = Math.max(afterKm / beforeKm, beforeKm / afterKm);
  return factor > LINE_LENGTH_CHANGE_FACTOR && Math.abs(afterKm - beforeKm) >= LINE_LENGTH_CHANGE_MIN_KM;
}

const km = (v: number) => v.toLocaleString('vi-VN', { maximumFractionDigits: 1 });

/** The warning's words: 'Thứ tự mới làm lượt dài 53,1 km (trước đó 18,5 km).' */
export function lengthChangeMessage(beforeKm: number, afterKm: number): string {
  return `Thứ tự mới làm lượt dài ${km(afterKm)} km (trước đó ${km(beforeKm)} km).`;
}
