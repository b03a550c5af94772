// What every tab of a route's detail receives from the host (route-detail.tsx): the route as listed.
import type { Route } from '../routes.resource';

export interface RouteTabProps {
  route: Route;
}
