// Demo stops: a valid createStop body (the API tests' sample builds on it; fill in the
// resource's own fields here) and three records in each member company, so the screen and the
// contract-wide list suites have more than one page to show.
import type { Tx } from '../db/client.ts';
import { stops } from '../db/schema/index.ts';
import { stopValues } from '../features/bus-management/stop.fields.ts';
import type { BodyOf } from '../http/operation.ts';
import type { DemoCompanyKey } from './demo-accounts.ts';

export function demoStopInput(code: string): BodyOf<'createStop'> {
  return {
    code,
    name: `Điểm dừng ${code}`,
    address: 'Quận 1, TP. Hồ Chí Minh',
    lat: 10.7769,
    lng: 106.7009,
    has_shelter: true,
    wheelchair_accessible: false,
    trigger_radius_m: 30,
    status: 'active',
    note: null,
  };
}

export async function seedStops(tx: Tx, companyIds: Record<DemoCompanyKey, number>): Promise<void> {
  const rows = (['phuongNam', 'quyetThang'] as const).flatMap((company) =>
    [1, 2, 3].map((n) => ({ ...stopValues(demoStopInput(`Demo ${n}`)), companyId: companyIds[company] })),
  );
  await tx.insert(stops).values(rows);
}
