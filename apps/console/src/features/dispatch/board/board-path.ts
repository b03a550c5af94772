// The board's URL for a route and a day moved by `days` (the commands' '[' and ']').
import { addDays } from '@busops/domain';
import { boardSearch } from './board-model';

export function boardSearchPath(routeId: number | null, date: string, days: number): string {
  return `/routes/trip${boardSearch(routeId, addDays(date, days))}`;
}
