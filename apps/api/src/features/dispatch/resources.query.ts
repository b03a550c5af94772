// What the day board's pickers offer (getDispatchResources): the company's routes with their lines,
// active drivers and conductors, active buses. Four small queries, each on the company's indexes; a
// dispatcher (role 10) reads these here because listBusStaff/listVehicles/listRoutes are not theirs.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { busStaff, routeLines, routes, vehicles } from '../../db/schema/index.ts';
import type { SuccessOf } from '../../http/operation.ts';

export type DispatchResourcesBody = SuccessOf<'getDispatchResources'>;
/** System roles (@busops/domain ROLES): 6 Lái xe, 5 Phụ xe. */
const DRIVER = 6;
const CONDUCTOR = 5;
type Line = DispatchResourcesBody['routes'][number]['lines'][number];

async function staffOfRole(db: Executor, companyId: number, role: number) {
  return db
    .select({
      id: busStaff.id,
      full_name: busStaff.fullName,
      phone_number: busStaff.phoneNumber,
      staff_code: busStaff.staffCode,
      licence_expires_on: busStaff.licenceExpiresOn,
    })
    .from(busStaff)
    .where(and(eq(busStaff.companyId, companyId), eq(busStaff.role, role), eq(busStaff.status, 'active')))
    .orderBy(asc(busStaff.fullName), asc(busStaff.id));
}

export async function readDispatchResources(db: Executor, companyId: number): Promise<DispatchResourcesBody> {
  const routeRows = await db
    .select({ id: routes.id, number: routes.number, name: routes.name })
    .from(routes)
    .where(eq(routes.companyId, companyId))
    .orderBy(asc(routes.number), asc(routes.id));
  const lineRows = await db
    .select({
      id: routeLines.id,
      routeId: routeLines.routeId,
      direction: routeLines.direction,
      name: routeLines.name,
    })
    .from(routeLines)
    .where(eq(routeLines.companyId, companyId))
    .orderBy(asc(routeLines.direction), asc(routeLines.id));
  const linesByRoute = new Map<number, Line[]>();
  for (const l of lineRows) {
    const list = linesByRoute.get(l.routeId) ?? [];
    list.push({ id: l.id, direction: l.direction as 0 | 1, name: l.name });
    linesByRoute.set(l.routeId, list);
  }
  const drivers = await staffOfRole(db, companyId, DRIVER);
  const conductors = await staffOfRole(db, companyId, CONDUCTOR);
  const vehicleRows = await db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      fleet_number: vehicles.fleetNumber,
      seats: vehicles.seats,
      inspection_expires_on: vehicles.inspectionExpiresOn,
      badge_expires_on: vehicles.badgeExpiresOn,
    })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.status, 'active')))
    .orderBy(asc(vehicles.plate), asc(vehicles.id));
  return {
    routes: routeRows.map((r) => ({ ...r, lines: linesByRoute.get(r.id) ?? [] })),
    drivers,
    conductors,
    vehicles: vehicleRows,
  };
}
