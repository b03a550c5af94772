// Reading crews: one select joining the route, the driver, the conductor, the bus and the roster type,
// through the caller's scoped executor (ADR 0009): another company's crews and routes are not there.
import { businessDay, compareVi } from '@busops/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { busStaff, driverSettings, driverSettingTypes, routes, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { DRIVER_SETTING_NOT_FOUND, type DriverSettingRow } from './driver-setting.fields.ts';

const driver = alias(busStaff, 'crew_driver');
const conductor = alias(busStaff, 'crew_conductor');

export const ROUTE_NOT_FOUND = 'Không tìm thấy tuyến';

export async function selectDriverSettings(
  executor: Executor,
  where: SQL | undefined,
): Promise<DriverSettingRow[]> {
  const rows = await executor
    .select({
      id: driverSettings.id,
      companyId: driverSettings.companyId,
      routeId: driverSettings.routeId,
      routeNumber: routes.number,
      routeName: routes.name,
      driverId: driverSettings.driverId,
      driverName: driver.fullName,
      conductorId: driverSettings.conductorId,
      conductorName: conductor.fullName,
      vehicleId: driverSettings.vehicleId,
      vehiclePlate: vehicles.plate,
      typeId: driverSettings.typeId,
      typeName: driverSettingTypes.name,
      workDays: driverSettingTypes.workDays,
      offDays: driverSettingTypes.offDays,
      shiftStart: driverSettingTypes.shiftStart,
      shiftEnd: driverSettingTypes.shiftEnd,
      cycleStart: driverSettings.cycleStart,
      note: driverSettings.note,
      createdAt: driverSettings.createdAt,
      updatedAt: driverSettings.updatedAt,
    })
    .from(driverSettings)
    .innerJoin(routes, eq(routes.id, driverSettings.routeId))
    .innerJoin(driver, eq(driver.id, driverSettings.driverId))
    .leftJoin(conductor, eq(conductor.id, driverSettings.conductorId))
    .leftJoin(vehicles, eq(vehicles.id, driverSettings.vehicleId))
    .leftJoin(driverSettingTypes, eq(driverSettingTypes.id, driverSettings.typeId))
    .where(where);
  // By route number, then driver name in Vietnamese order (the database's collation may not be vi).
  return rows.sort(
    (a, b) => compareVi(a.routeNumber, b.routeNumber) || compareVi(a.driverName, b.driverName) || a.id - b.id,
  );
}

/** The route the caller may see (404 otherwise), with its company. */
export async function loadVisibleRoute(executor: Executor, routeId: number) {
  const [route] = await executor
    .select({ id: routes.id, companyId: routes.companyId, number: routes.number })
    .from(routes)
    .where(eq(routes.id, routeId));
  if (!route) throw notFound(ROUTE_NOT_FOUND);
  return route;
}

export async function loadDriverSetting(executor: Executor, routeId: number, id: number) {
  const [row] = await selectDriverSettings(
    executor,
    and(eq(driverSettings.routeId, routeId), eq(driverSettings.id, id)),
  );
  if (!row) throw notFound(DRIVER_SETTING_NOT_FOUND);
  return row;
}

/** The day `on_duty` is computed for: the asked one, or today in Vietnam. */
export function dutyDay(onDate: string | null | undefined): string {
  return onDate ?? businessDay(new Date());
}
