// Km driven by a trip, measured from its bus's position reports (docs/reports.md, "Yield"): the length of
// the trace between the trip's actual departure and arrival. Three things a raw sum of the hops gets wrong:
// - a trace with holes (the unit was off, the history was pruned) would undercount: a trip is measured only
//   when its reports start and end within COVERAGE_GAP_MS of its times and never pause longer than that;
// - a GPS jump (a fix hundreds of metres off) would add twice its error: a fix that would mean more than
//   MAX_PLAUSIBLE_KMH from both its neighbours is dropped;
// - the jitter of a bus standing at a stop (a few metres every report) would add up to km a day: the trace
//   moves on only once the bus is MIN_MOVE_KM from the last point counted.
import { distanceKm, type LatLng } from './geo.ts';

export interface PositionFix extends LatLng {
  /** When the unit took the fix, epoch ms. */
  at: number;
}

export interface DrivenKm {
  /** Km, two decimals. */
  km: number;
  /** Fixes of the window that were counted (spikes dropped). */
  fixes: number;
}

/** Faster than this between two fixes is a GPS jump, not a city bus. */
export const MAX_PLAUSIBLE_KMH = 120;
/** The longest hole a measured trace may have, at its ends or inside. */
export const COVERAGE_GAP_MS = 5 * 60_000;
/** Movement below this from the last counted point is jitter. */
export const MIN_MOVE_KM = 0.015;

const kmh = (a: PositionFix, b: PositionFix) => {
  const hours = Math.abs(b.at - a.at) / 3_600_000;
  return hours > 0 ? distanceKm(a, b) / hours : distanceKm(a, b) > 0 ? Number.POSITIVE_INFINITY : 0;
};
const plausible = (a: PositionFix | undefined, b: PositionFix | undefined) =>
  a === undefined || b === undefined || kmh(a, b) <= MAX_PLAUSIBLE_KMH;

/**
 * Drops single-fix spikes: a fix implausibly far from both its neighbours while they are plausible to each
 * other (at an end of the trace: from its one neighbour, which is plausible to the next).
 */
function withoutSpikes(fixes: readonly PositionFix[]): PositionFix[] {
  return fixes.filter((fix, i) => {
    const before = fixes[i - 1];
    const after = fixes[i + 1];
    if (before && after) return plausible(before, fix) || plausible(fix, after) || !plausible(before, after);
    if (after) return plausible(fix, after) || !plausible(after, fixes[i + 2]);
    if (before) return plausible(before, fix) || !plausible(fixes[i - 2], before);
    return true;
  });
}

/**
 * The km of the trace of `fixes` between `from` and `to` (epoch ms), or null when the trace does not cover
 * the window (fewer than two fixes, a hole longer than COVERAGE_GAP_MS) or still jumps after its spikes
 * are dropped (an unreliable unit: better no figure than a wrong one). `fixes` in any order.
 */
export function drivenKm(fixes: readonly PositionFix[], from: number, to: number): DrivenKm | null {
  if (!(to > from)) return null;
  const trace = withoutSpikes(fixes.filter((f) => f.at >= from && f.at <= to).sort((a, b) => a.at - b.at));
  if (trace.length < 2) return null;
  if (trace[0]!.at - from > COVERAGE_GAP_MS || to - trace[trace.length - 1]!.at > COVERAGE_GAP_MS)
    return null;
  let km = 0;
  let anchor = trace[0]!;
  for (let i = 1; i < trace.length; i++) {
    const fix = trace[i]!;
    const previous = trace[i - 1]!;
    if (fix.at - previous.at > COVERAGE_GAP_MS || !plausible(previous, fix)) return null;
    const step = distanceKm(anchor, fix);
    if (step >= MIN_MOVE_KM) {
      km += step;
      anchor = fix;
    }
  }
  return { km: Math.round(km * 100) / 100, fixes: trace.length };
}
