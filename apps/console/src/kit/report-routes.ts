// The routes the reports name (listReportRoutes), fetched once a session (lib/lookups.ts): the route
// picker, the company picker of the super company and the palette's "doanh thu tuyến 19".
import type { OperationData } from '@busops/sdk';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { data } from '../lib/call';
import { lookup } from '../lib/lookups';

export type ReportRoute = OperationData<'listReportRoutes'>['items'][number];

/** route_ids=0: what was sold on no route (passes at the counter). */
export const NO_ROUTE = 0;

export function reportRoutes(): Promise<ReportRoute[]> {
  return lookup('report-routes', async () => (await data(api.call('listReportRoutes'))).items);
}

export function useReportRoutes(): readonly ReportRoute[] {
  const [routes, setRoutes] = useState<readonly ReportRoute[]>([]);
  useEffect(() => {
    let live = true;
    reportRoutes().then(
      (list) => live && setRoutes(list),
      () => undefined, // the picker stays empty; the report itself still answers
    );
    return () => {
      live = false;
    };
  }, []);
  return routes;
}
