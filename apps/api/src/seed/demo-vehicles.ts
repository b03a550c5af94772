// Demo vehicles: a valid createVehicle body (the API tests' sample builds on it; fill in the
// resource's own fields here) and three records in each member company, so the screen and the
// contract-wide list suites have more than one page to show.
import type { Tx } from '../db/client.ts';
import { vehicles } from '../db/schema/index.ts';
import { vehicleValues } from '../features/bus-management/vehicle.fields.ts';
import type { BodyOf } from '../http/operation.ts';
import type { DemoCompanyKey } from './demo-accounts.ts';

export function demoVehicleInput(plate: string): BodyOf<'createVehicle'> {
  return { plate, status: 'active', note: null };
}

export async function seedVehicles(tx: Tx, companyIds: Record<DemoCompanyKey, number>): Promise<void> {
  const rows = (['phuongNam', 'quyetThang'] as const).flatMap((company) =>
    [1, 2, 3].map((n) => ({
      ...vehicleValues(demoVehicleInput(`Demo ${n}`)),
      companyId: companyIds[company],
      // The on-board device's GTFS-RT vehicle id: the live map and its simulator need one (issue 9).
      gpsDeviceId: `${company === 'phuongNam' ? 'PNB' : 'QTH'}-GPS-${n}`,
    })),
  );
  await tx.insert(vehicles).values(rows);
}
