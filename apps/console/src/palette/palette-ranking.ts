// How the palette ranks what it shows across its groups (cmdk ranks items inside a group only) and which
// item it highlights: the best match of the best group, the one Enter runs.
import { fold } from '@busops/domain';

/**
 * A record hit's score on cmdk's 0..1 scale (a title word match of a command scores about 0.89, a letter
 * scattered through a title about 0.16): an exact title beats everything, a title that starts with the
 * query beats a weak screen match; a hit the server found on another field (phone, code) still beats a
 * scattered-letter match.
 */
export function recordScore(title: string, query: string): number {
  const q = fold(query).trim().replace(/\s+/g, ' ');
  if (!q) return 0;
  const t = fold(title).trim().replace(/\s+/g, ' ');
  if (t === q) return 1;
  if (t.startsWith(q)) return 0.85;
  if (t.includes(` ${q}`)) return 0.7;
  return 0.3;
}

export interface RankedGroup<K extends string> {
  key: K;
  /** The best score of the group's items (0: nothing matches). */
  score: number;
  /** The value of the group's first best item, as cmdk orders it (stable on ties). */
  bestValue: string | null;
}

/** The group's best item: the first of the highest score, in the order the items are rendered. */
export function bestOf<T>(items: readonly T[], score: (item: T) => number, value: (item: T) => string) {
  let best: { score: number; value: string | null } = { score: 0, value: null };
  for (const item of items) {
    const s = score(item);
    if (s > best.score) best = { score: s, value: value(item) };
  }
  return best;
}

/** Groups by their best match, highest first; ties keep their order (Array.prototype.sort is stable). */
export function rankGroups<K extends string>(groups: RankedGroup<K>[]): RankedGroup<K>[] {
  return [...groups].sort((a, b) => b.score - a.score);
}
