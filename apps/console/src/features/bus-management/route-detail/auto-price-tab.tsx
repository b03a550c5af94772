// INTEGRATION STUB (issue 9, replaced by the fares-and-schedules work before the issue closes): the
// route detail host imports this tab by this name and these props.
import { NonIdealState } from '@blueprintjs/core';
import type { RouteTabProps } from './route-tab-props';

export function RouteAutoPriceTab({ route }: RouteTabProps) {
  return <NonIdealState icon="build" title="Giá tự động" description={`Tuyến ${route.number}`} />;
}
