// Pure rules of the day board (no React, no API): the URL's route and day, moving a day, selection by
// trip code (Space, Shift+Arrow), the status bar's counts, the actions' titles, the pickers' folded
// search, a row's findings in one line, a stale save in words. Unit-tested in board-model.test.ts.
import {
  fold,
  formatDateTime,
  TRIP_STATUS_LABELS,
  TRIP_STATUSES,
  type TripStatus,
  tripFieldLabel,
} from '@busops/domain';
import type { Schemas } from '@busops/sdk';

export type RouteTrip = Schemas['RouteTrip'];
export type TripConflict = Schemas['TripConflict'];
export type TripStale = Schemas['TripStale'];

// the board's URL (route and day) lives in board-path.ts: the commands read it without these rules
export { boardOriginOf, boardSearch, readBoardParams, todayVn } from './board-path';

/** Space on a row: in or out of the selection. */
export function toggleCode(selected: readonly string[], code: string): string[] {
  return selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
}

/**
 * Shift+Arrow from the focused row to the next one: both end up selected (the focused one first, so a
 * Shift+Down from an unselected row starts a run there). `codes` is the board's order.
 */
export function extendSelection(
  selected: readonly string[],
  codes: readonly string[],
  from: string,
  step: 1 | -1,
): { selected: string[]; focus: string } {
  const i = codes.indexOf(from);
  const to = codes[Math.min(codes.length - 1, Math.max(0, i + step))] ?? from;
  const next = [...selected];
  for (const c of [from, to]) if (!next.includes(c)) next.push(c);
  return { selected: next, focus: to };
}

/** The selection kept to trips still on the board (a deleted or moved trip drops out). */
export function keepExisting(selected: readonly string[], rows: readonly RouteTrip[]): string[] {
  const present = new Set(rows.map((r) => r.code));
  return selected.filter((c) => present.has(c));
}

/** Counts per status, for the status bar ('Đang chạy 4'), in the statuses' own order. */
export function statusCounts(
  rows: readonly RouteTrip[],
): Array<{ status: TripStatus; label: string; n: number }> {
  const n = new Map<string, number>();
  for (const r of rows) n.set(r.status, (n.get(r.status) ?? 0) + 1);
  return TRIP_STATUSES.filter((s) => n.has(s)).map((s) => ({
    status: s,
    label: TRIP_STATUS_LABELS[s],
    n: n.get(s) ?? 0,
  }));
}

/** 'Gán lái xe cho 3 chuyến' (the count is live: the selection, or the focused row when none). */
export function countTitle(verb: string, n: number): string {
  return n > 0 ? `${verb} cho ${n} chuyến` : verb;
}

export interface Person {
  id: number;
  full_name: string;
  phone_number?: string;
  staff_code?: string | null;
}

/**
 * People whose name, phone or code contain the typed words without diacritics ('duc' finds 'Đức');
 * names starting with the words come first.
 */
export function matchPeople<T extends Person>(people: readonly T[], query: string): T[] {
  const words = fold(query).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...people];
  const hay = (p: T) => fold(`${p.full_name} ${p.phone_number ?? ''} ${p.staff_code ?? ''}`);
  const hits = people.filter((p) => words.every((w) => hay(p).includes(w)));
  const q = words.join(' ');
  return hits.sort(
    (a, b) => Number(!fold(a.full_name).startsWith(q)) - Number(!fold(b.full_name).startsWith(q)),
  );
}

export interface RouteChoice {
  id: number | null;
  number: string;
  name: string;
}

/**
 * 'Chọn tuyến…': routes matching what is typed, best first: the number itself ('1' or '01' finds
 * route 01), then numbers starting with it, then names containing the words without diacritics.
 * Nothing typed: every route (the caller puts 'Tất cả tuyến' first).
 */
export function matchRoutes<T extends RouteChoice>(routes: readonly T[], query: string): T[] {
  const q = fold(query).trim();
  if (!q) return [...routes];
  const number = (r: T) => fold(r.number);
  const sameNumber = (r: T) => number(r) === q || (/^\d+$/.test(q) && Number(number(r)) === Number(q));
  const rank = (r: T) =>
    sameNumber(r) ? 0 : number(r).startsWith(q) ? 1 : fold(`${r.number} ${r.name}`).includes(q) ? 2 : 3;
  return routes
    .map((r, i) => ({ r, i, rank: rank(r) }))
    .filter((x) => x.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.r);
}

/** A row's findings: the worst severity and one line to show beside the row. */
export function conflictSummary(
  conflicts: readonly TripConflict[],
): { severity: 'error' | 'warning'; text: string } | null {
  if (conflicts.length === 0) return null;
  const severity = conflicts.some((c) => c.severity === 'error') ? 'error' : 'warning';
  return { severity, text: conflicts.map((c) => c.message).join(' · ') };
}

/** Findings of a dry run split: errors block the save, warnings need 'Vẫn phân công'. */
export function splitConflicts(conflicts: readonly TripConflict[]): {
  errors: TripConflict[];
  warnings: TripConflict[];
} {
  return {
    errors: conflicts.filter((c) => c.severity === 'error'),
    warnings: conflicts.filter((c) => c.severity === 'warning'),
  };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const shown = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(trống)';
  if (typeof v === 'string' && isTripStatusValue(v)) return TRIP_STATUS_LABELS[v];
  if (typeof v === 'string' && ISO_INSTANT.test(v)) return clockTime(v);
  if (typeof v === 'boolean') return v ? 'có' : 'không';
  return String(v);
};

/** One field's change in words: 'lái xe: (trống) → Trần Văn Đức', 'giờ xuất bến thực tế: 05:30 → 05:34'. */
export function fieldChangeText(field: string, before: unknown, after: unknown): string {
  return `${tripFieldLabel(field)}: ${shown(before)} → ${shown(after)}`;
}
const isTripStatusValue = (v: string): v is TripStatus => (TRIP_STATUSES as readonly string[]).includes(v);

/** A refused stale save in words: who changed the trip, when, and what (ids named by `nameOf`). */
export function staleMessage(
  stale: TripStale,
  nameOf: (field: string, value: unknown) => unknown = (_field, value) => value,
): string {
  const who = stale.changed_by_name ?? 'Người khác';
  const when = stale.changed_at ? ` lúc ${clockTime(stale.changed_at)}` : '';
  const what = stale.changes
    .map((c) => fieldChangeText(c.field, nameOf(c.field, c.before), nameOf(c.field, c.after)))
    .join('; ');
  return `${who} đã sửa chuyến ${stale.trip_code}${when}${what ? ` (${what})` : ''}. Đã tải lại, hãy làm lại.`;
}

/** 'HH:mm' in Vietnam of an instant; '' for none. */
export function clockTime(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(11); // 'dd/MM/yyyy HH:mm' in Vietnam
}

/** The instant of 'HH:mm' on the service day `date`, in Vietnam (+07:00, no DST). */
export function instantAt(date: string, hhmm: string): string | null {
  const m = /^([01]?\d|2[0-3]):?([0-5]\d)$/.exec(hhmm.trim());
  if (!m) return null;
  return `${date}T${m[1]!.padStart(2, '0')}:${m[2]}:00+07:00`;
}

const DAY_MS = 86_400_000;

/**
 * 'HH:mm' as the instant nearest to `reference` (the planned time, or the departure for an
 * arrival): a trip of the service day 23 that arrives at 00:30 arrives on the 24th, and one planned at
 * 00:10 of a late-night service left at 23:55 of the day before. Null when the text is no time.
 */
export function instantNear(date: string, hhmm: string, reference: string | null | undefined): string | null {
  const same = instantAt(date, hhmm);
  if (!same || !reference) return same;
  const ref = Date.parse(reference);
  const at = Date.parse(same);
  const best = [at - DAY_MS, at, at + DAY_MS].reduce((a, b) =>
    Math.abs(b - ref) < Math.abs(a - ref) ? b : a,
  );
  return best === at ? same : vietnamIso(best);
}

/** An instant written in Vietnam's time (+07:00), as the API's examples are. */
function vietnamIso(ms: number): string {
  return `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

/** 'Lượt đi' / 'Lượt về' of a line's direction. */
export function directionLabel(direction: number | null): string {
  return direction === 1 ? 'Lượt về' : direction === 0 ? 'Lượt đi' : '';
}
