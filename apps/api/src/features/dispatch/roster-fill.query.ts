// What "assign trips from the roster" plans with, read in one go through the caller's scoped db: the
// route's open trips of the day, its crews whose driver is still an active driver, and the trips of
// the ISO week already holding those drivers, conductors or buses (trips of other member companies
// are not visible here; the write path's database checks still refuse them, ADR 0012).
import { addDays, TRIP_STATUSES_RELEASED, weekStart } from '@busops/domain';
import { and, asc, between, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { busStaff, driverSettings, driverSettingTypes, routeTrips, vehicles } from '../../db/schema/index.ts';
import type { PlanBusy, PlanCrew, PlanTrip } from './roster-plan.ts';

const driver = alias(busStaff, 'fill_driver');
const conductor = alias(busStaff, 'fill_conductor');

export interface OpenTrip extends PlanTrip {
  version: number;
  lineId: number | null;
  scheduleId: number | null;
}

export async function readRosterInputs(executor: Executor, routeId: number, day: string) {
  const trips: OpenTrip[] = await executor
    .select({
      id: routeTrips.id,
      code: routeTrips.code,
      departure: routeTrips.plannedDeparture,
      arrival: routeTrips.plannedArrival,
      version: routeTrips.version,
      lineId: routeTrips.lineId,
      scheduleId: routeTrips.scheduleId,
    })
    .from(routeTrips)
    .where(
      and(
        eq(routeTrips.routeId, routeId),
        eq(routeTrips.serviceDate, day),
        eq(routeTrips.status, 'planned'),
        isNull(routeTrips.driverId),
      ),
    )
    .orderBy(asc(routeTrips.plannedDeparture), asc(routeTrips.id));

  const crews: PlanCrew[] = (
    await executor
      .select({
        id: driverSettings.id,
        driverId: driverSettings.driverId,
        driverName: driver.fullName,
        driverUserId: driver.userId,
        conductorId: driverSettings.conductorId,
        conductorName: conductor.fullName,
        conductorActive: conductor.status,
        vehicleId: driverSettings.vehicleId,
        vehiclePlate: vehicles.plate,
        vehicleActive: vehicles.status,
        workDays: driverSettingTypes.workDays,
        offDays: driverSettingTypes.offDays,
        cycleStart: driverSettings.cycleStart,
        shiftStart: driverSettingTypes.shiftStart,
        shiftEnd: driverSettingTypes.shiftEnd,
        licenceExpiresOn: driver.licenceExpiresOn,
        inspectionExpiresOn: vehicles.inspectionExpiresOn,
        badgeExpiresOn: vehicles.badgeExpiresOn,
      })
      .from(driverSettings)
      .innerJoin(driver, eq(driver.id, driverSettings.driverId))
      .innerJoin(driverSettingTypes, eq(driverSettingTypes.id, driverSettings.typeId))
      .leftJoin(conductor, eq(conductor.id, driverSettings.conductorId))
      .leftJoin(vehicles, eq(vehicles.id, driverSettings.vehicleId))
      .where(and(eq(driverSettings.routeId, routeId), eq(driver.status, 'active'), eq(driver.role, 6)))
  ).map(({ conductorActive, vehicleActive, ...crew }) => ({
    ...crew,
    // A conductor or bus taken out of service since is left off the crew rather than assigned.
    conductorId: conductorActive === 'active' ? crew.conductorId : null,
    vehicleId: vehicleActive === 'active' ? crew.vehicleId : null,
  }));

  const monday = weekStart(day);
  const userIds = crews.map((c) => c.driverUserId);
  const conductorIds = crews.flatMap((c) => (c.conductorId === null ? [] : [c.conductorId]));
  const vehicleIds = crews.flatMap((c) => (c.vehicleId === null ? [] : [c.vehicleId]));
  const holders = [
    userIds.length ? inArray(routeTrips.driverUserId, userIds) : undefined,
    conductorIds.length ? inArray(routeTrips.conductorId, conductorIds) : undefined,
    vehicleIds.length ? inArray(routeTrips.vehicleId, vehicleIds) : undefined,
  ].filter((c) => c !== undefined);
  const busy: PlanBusy[] = holders.length
    ? await executor
        .select({
          departure: routeTrips.plannedDeparture,
          arrival: routeTrips.plannedArrival,
          serviceDate: routeTrips.serviceDate,
          driverUserId: routeTrips.driverUserId,
          conductorId: routeTrips.conductorId,
          vehicleId: routeTrips.vehicleId,
        })
        .from(routeTrips)
        .where(
          and(
            between(routeTrips.serviceDate, monday, addDays(monday, 6)),
            notInArray(routeTrips.status, [...TRIP_STATUSES_RELEASED]),
            or(...holders),
          ),
        )
    : [];
  return { trips, crews, busy };
}
