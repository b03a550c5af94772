// The answer of getRoute (GET /bus-management/routes/{id}): the route with its lines (route.query.ts
// selects them with the row). The one place the detail is assembled, so the route's other parts
// (tickets, auto-price entries, a schedules summary) join it here.
import type { Executor } from '../../db/client.ts';
import { type RouteBody, toRouteBody } from './route.fields.ts';
import { loadVisibleRoute } from './route.query.ts';

export async function getRouteDetail(executor: Executor, id: number): Promise<RouteBody> {
  return toRouteBody(await loadVisibleRoute(executor, id));
}
