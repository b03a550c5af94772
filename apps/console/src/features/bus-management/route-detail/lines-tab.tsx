// 'Lộ trình' tab of a route's detail: its lines (one per direction) with their ordered stops.
import { NonIdealState } from '@blueprintjs/core';
import type { RouteTabProps } from './route-tab-props';

export function RouteLinesTab({ route }: RouteTabProps) {
  return <NonIdealState icon="route" title="Lộ trình" description={`Tuyến ${route.number}`} />;
}
