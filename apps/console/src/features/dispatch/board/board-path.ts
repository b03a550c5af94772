// The board's URL: its route and day (`?route=5&date=2026-11-23`), and the URL for a day moved by `days`
// (the commands' '[' and ']'). Apart from the board's rules (board-model.ts) so that the commands, in the
// first screens' JavaScript, carry only this.
import { addDays, businessDay } from '@busops/domain';

const DATE_RE = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Today in Vietnam (the service day a dispatcher at 4:30 a.m. means). */
export function todayVn(now: Date = new Date()): string {
  return businessDay(now);
}

/** Route and day from the URL (`?route=5&date=2026-11-23`); a bad or absent value falls back. */
export function readBoardParams(
  params: URLSearchParams,
  today: string,
): { routeId: number | null; date: string } {
  const route = params.get('route');
  const date = params.get('date');
  return {
    routeId: route && /^[1-9]\d{0,9}$/.test(route) ? Number(route) : null,
    date: date && DATE_RE.test(date) ? date : today,
  };
}

/**
 * The board's route and day as the board itself reads them from its URL, or null off the board. The URL
 * is the truth: a command run right after '[' or ']' must not act on the day the store still holds.
 */
export function boardOriginOf(url: URL, today = todayVn()): { routeId: number | null; date: string } | null {
  return url.pathname === '/routes/trip' ? readBoardParams(url.searchParams, today) : null;
}

/** The URL's query for a route and day (the route left out for 'Tất cả tuyến'). */
export function boardSearch(routeId: number | null, date: string): string {
  const p = new URLSearchParams();
  if (routeId !== null) p.set('route', String(routeId));
  p.set('date', date);
  return `?${p.toString()}`;
}

export function boardSearchPath(routeId: number | null, date: string, days: number): string {
  return `/routes/trip${boardSearch(routeId, addDays(date, days))}`;
}
