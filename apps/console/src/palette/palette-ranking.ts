// How the palette ranks what it shows across its groups (cmdk ranks items inside a group only) and which
// item it highlights: the best match of the best group, the one Enter runs.
import { fold } from '@busops/domain';
import { defaultFilter } from 'cmdk';

/** Folded, trimmed, single-spaced: how titles and queries are compared. */
const norm = (text: string) => fold(text).trim().replace(/\s+/g, ' ');

/**
 * A record hit's score on the scale of `commandScore`: an exact title first among records, a title that
 * starts with the query next; a hit the server found on another field (phone, code) still beats a
 * scattered-letter match. Always under a screen whose title matches (issue 19: 'xe' listed 'Danh sách xe'
 * 13th, after vehicles and stops).
 */
export function recordScore(title: string, query: string): number {
  const q = norm(query);
  if (!q) return 0;
  const t = norm(title);
  if (t === q) return 0.89;
  if (t.startsWith(q)) return 0.8;
  if (t.includes(` ${q}`)) return 0.72;
  return 0.55;
}

/** What the palette knows of a command when it ranks it. */
export interface RankedCommand {
  title: string;
  /** cmdk's value (the title and the id) for the scattered-letter score; default the title. */
  value?: string;
  keywords?: readonly string[];
  /** A screen (navigation): comes before actions and records that match as well. */
  screen: boolean;
  /** The folded title of the menu group this screen opens first ('ve thang' for 'Đơn mở thẻ'). */
  menuGroup?: string;
  /** Another screen's action: after this screen's own ('xuat': this list's export before 'Xuất GTFS'). */
  elsewhere?: boolean;
  /** Acts on what is here (the selected rows, this screen, this list): before app-wide commands. */
  here?: boolean;
  /**
   * Acts on the rows the user selected: when its title starts with the query it ranks with the screens
   * (rows selected, 'lich su' means this row's 'Lịch sử thay đổi', not the report 'Lịch sử mua vé').
   */
  onSelection?: boolean;
}

/**
 * A command's score on cmdk's 0..1 scale, in tiers: a screen whose title matches (0.9-1) before an action
 * whose title matches (0.75-0.89), before keyword matches (0.65-0.7), before cmdk's scattered-letter score
 * (under 0.5). Inside a tier: the whole title, then its start, then whole words of it, then starts of its
 * words; typing a menu group's name scores its first screen as its whole title would ('ve thang': 'Đơn mở
 * thẻ'); a title the query covers more of a little higher ('Danh sách xe' before 'Thẻ đi xe buýt' for 'xe'),
 * what acts on this screen a little higher than app-wide commands, another screen's action a little lower.
 */
export function commandScore(command: RankedCommand, query: string): number {
  const q = norm(query);
  if (!q) return 0;
  const t = norm(command.title).replace(/[….]+$/, '');
  const words = q.split(' ');
  const titleWords = t.split(' ');
  let level: number;
  if (t === q || command.menuGroup === q) level = 3;
  else if (t.startsWith(q)) level = 2;
  else if (inOrder(titleWords, words, (w, x) => w === x)) level = 1;
  else if (inOrder(titleWords, words, (w, x) => w.startsWith(x))) level = 0;
  else if ((command.keywords ?? []).some((k) => norm(k).startsWith(q))) return command.screen ? 0.7 : 0.65;
  else return 0.5 * defaultFilter(norm(command.value ?? t), q, (command.keywords ?? []).map(norm));
  const coverage = Math.min(1, words.length / titleWords.length);
  const screenTier = command.screen || (command.onSelection === true && level >= 2);
  return (
    (screenTier ? 0.9 : 0.75) +
    0.025 * level +
    0.01 * coverage -
    (command.elsewhere ? 0.02 : 0) +
    (command.here ? 0.015 : 0)
  );
}

/** Each query word matches a title word, in the title's order. */
function inOrder(titleWords: string[], words: string[], match: (word: string, query: string) => boolean) {
  let at = 0;
  for (const word of words) {
    while (at < titleWords.length && !match(titleWords[at]!, word)) at++;
    if (at === titleWords.length) return false;
    at++;
  }
  return true;
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
