// The 'Sao chép ngày' form: its defaults and the request it sends. Defaults are what a dispatcher does
// at 4:30 most mornings: the day on screen (else today) to the next day, the route on screen, times and
// people. So from the board: the shortcut, Enter (preview), Enter (copy).
import { addDays, businessDay, type TripCopyMode, type TripCopyOnExisting } from '@busops/domain';

export interface CopyDayForm {
  fromDate: string;
  /** One target day, or every day of a range. */
  target: 'day' | 'range';
  toDate: string;
  toFrom: string;
  toUntil: string;
  /** The route on screen, when there is one; null: every route of the company. */
  routeId: number | null;
  /** 'route' copies `routeId` only; 'all' every route. */
  scope: 'route' | 'all';
  mode: TripCopyMode;
  /** When the target day already runs the route: skip its served times (default), replace, or add. */
  onExisting: TripCopyOnExisting;
}

/** Where the dialog was opened: the board's route and day, or nothing known. */
export interface CopyDayOrigin {
  routeId: number | null;
  date: string | null;
}

export function defaultForm(origin: CopyDayOrigin, now: Date = new Date()): CopyDayForm {
  const fromDate = origin.date || businessDay(now);
  const toDate = addDays(fromDate, 1);
  return {
    fromDate,
    target: 'day',
    toDate,
    toFrom: toDate,
    toUntil: addDays(fromDate, 7),
    routeId: origin.routeId,
    scope: origin.routeId === null ? 'all' : 'route',
    mode: 'times_and_people',
    onExisting: 'skip_served',
  };
}

export interface CopyDayRequest {
  routeId: number | null;
  body: {
    from_date: string;
    to_date?: string;
    to_from?: string;
    to_until?: string;
    mode: TripCopyMode;
    on_existing: TripCopyOnExisting;
  };
}

export function requestOf(form: CopyDayForm): CopyDayRequest {
  const target =
    form.target === 'day' ? { to_date: form.toDate } : { to_from: form.toFrom, to_until: form.toUntil };
  return {
    routeId: form.scope === 'route' ? form.routeId : null,
    body: { from_date: form.fromDate, ...target, mode: form.mode, on_existing: form.onExisting },
  };
}

/** The board to show after a copy: the target day (the first of a range) on the copied route. */
export function landingOf(form: CopyDayForm): { routeId: number | null; date: string } {
  return {
    routeId: form.scope === 'route' ? form.routeId : null,
    date: form.target === 'day' ? form.toDate : form.toFrom,
  };
}

/** Same request, same preview: any change of the form makes the preview stale. */
export function requestKey(form: CopyDayForm): string {
  return JSON.stringify(requestOf(form));
}
