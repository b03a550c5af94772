// The lines (directions) of a route, as getRoute answers them: the route as listed first, then fresh from the
// API (a line may have been added in the 'Lộ trình' tab since the list was loaded).
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { toastError } from '../../../lib/toasts';
import type { Route } from '../routes.resource';

export type RouteLine = Route['lines'][number];

export function useRouteLines(routeId: number, initial: Route['lines']) {
  const [lines, setLines] = useState(initial);
  const reload = useCallback(async () => {
    try {
      setLines((await data(api.call('getRoute', { params: { path: { id: routeId } } }))).lines);
    } catch (error) {
      toastError(error);
    }
  }, [routeId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { lines, reload };
}
