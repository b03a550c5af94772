// Demo routes: a valid createRoute body (the API tests' sample builds on it; fill in the
// resource's own fields here) and three records in each member company, so the screen and the
// contract-wide list suites have more than one page to show.
import type { Tx } from '../db/client.ts';
import { routes } from '../db/schema/index.ts';
import { routeValues } from '../features/bus-management/route.fields.ts';
import type { BodyOf } from '../http/operation.ts';
import type { DemoCompanyKey } from './demo-accounts.ts';

export function demoRouteInput(number: string): BodyOf<'createRoute'> {
  return {
    number,
    name: `Tuyến ${number}`,
    type: 'subsidized',
    operating_start: '05:00',
    operating_end: '21:00',
    headway_minutes: 10,
    length_km: 18.5,
    color: '#1f77b4',
    status: 'active',
    note: null,
  };
}

export async function seedRoutes(tx: Tx, companyIds: Record<DemoCompanyKey, number>): Promise<void> {
  const rows = (['phuongNam', 'quyetThang'] as const).flatMap((company) =>
    [1, 2, 3].map((n) => ({ ...routeValues(demoRouteInput(`Demo ${n}`)), companyId: companyIds[company] })),
  );
  await tx.insert(routes).values(rows);
}
