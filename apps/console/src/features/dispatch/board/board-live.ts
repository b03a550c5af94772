// Live: `trips` events on the notifications stream (streamNotifications) say a company's trips of a day
// changed (another dispatcher, a sync, a driver's app). Events of the board's day (and route) reload
// the rows, at most once per DEBOUNCE_MS, highlighting the rows whose version moved.
import { openEventStream } from '@busops/sdk';
import { api } from '../../../lib/api';
import { flashNextLoad, loadTrips } from './board-data';
import { boardState } from './board-store';

const DEBOUNCE_MS = 400;

/** The API's `trips` event (notifications/stream.ts): the days, routes and trips a write touched. */
export interface TripsEvent {
  dates?: string[];
  routeIds?: number[];
  /** null when the list was too long for one event. */
  codes?: string[] | null;
  byName?: string;
}

/** Whether an event's days and routes concern the board (an event without them always does). */
export function concernsBoard(event: TripsEvent, date: string, routeId: number | null): boolean {
  if (Array.isArray(event.dates) && !event.dates.includes(date)) return false;
  if (routeId !== null && Array.isArray(event.routeIds) && !event.routeIds.includes(routeId)) return false;
  return true;
}

/** Starts listening; returns the function that stops it. */
export function followTrips(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = openEventStream(api, 'streamNotifications', {
    onEvent(event) {
      if (event.event !== 'trips') return;
      let data: TripsEvent = {};
      try {
        data = JSON.parse(event.data) as TripsEvent;
      } catch {
        // a payload we cannot read still means "something changed": reload
      }
      if (!concernsBoard(data, boardState.date, boardState.routeId)) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        flashNextLoad();
        void loadTrips();
      }, DEBOUNCE_MS);
    },
  });
  return () => {
    if (timer) clearTimeout(timer);
    stop();
  };
}
