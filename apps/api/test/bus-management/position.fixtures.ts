// Vehicles with GPS device ids for the live-position tests, written straight into the database (the
// vehicle CRUD is another branch's work) in the demo companies the insider and outsider belong to.
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';
import { eq } from 'drizzle-orm';
import { companies, vehicles } from '../../src/db/schema/index.ts';
import { loadOperations } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, type DemoAccount } from '../../src/seed/demo-accounts.ts';
import type { TestApp } from '../harness.ts';

const op = loadOperations().find((o) => o.operationId === 'recordVehiclePositions')!;
const allowed = (a: DemoAccount) =>
  !a.mustChooseCompany &&
  rolesAllow(op.roles, a.role as RoleValue) &&
  scopeAllows(op.scope, a.company === 'super');
export const INSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'phuongNam' && allowed(a))!;
export const OUTSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'quyetThang' && allowed(a))!;

export async function companyId(t: TestApp, key: 'phuongNam' | 'quyetThang'): Promise<number> {
  const code = DEMO_COMPANIES.find((c) => c.key === key)!.code;
  const { db } = t.services.database;
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row!.id;
}

export async function addBus(
  t: TestApp,
  company: number,
  plate: string,
  gpsDeviceId: string,
): Promise<number> {
  const { db } = t.services.database;
  const [row] = await db
    .insert(vehicles)
    .values({ companyId: company, plate, fleetNumber: plate.slice(-3), gpsDeviceId })
    .returning({ id: vehicles.id });
  return row!.id;
}

export const feedOf = (
  ...positions: Array<{ id: string; lat: number; lng: number; at: number; trip?: string }>
) => ({
  entity: positions.map((p) => ({
    vehicle: {
      vehicle: { id: p.id },
      position: { latitude: p.lat, longitude: p.lng, bearing: 90, speed: 5 },
      timestamp: p.at,
      ...(p.trip ? { trip: { trip_id: p.trip } } : {}),
    },
  })),
});
