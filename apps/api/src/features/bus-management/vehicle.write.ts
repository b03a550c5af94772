// Creating, updating and deleting vehicles: each in one transaction with its history row
// (kit/recorded.ts), through the caller's scoped db (ADR 0009). A plate is unique per company (409).
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import { driverSettings, routeTrips, vehicles } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { tripUsage } from '../trip-usage.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  assertRealDates,
  toVehicleBody,
  VEHICLE_GPS_TAKEN,
  VEHICLE_KEY_TAKEN,
  type VehicleBody,
  type VehicleInput,
  vehicleValues,
} from './vehicle.fields.ts';
import { loadVisibleVehicle } from './vehicle.query.ts';

const ENTITY = 'vehicle';

/** The plate (normalised, any case) and the GPS device id are each unique in a company: 409. */
async function assertKeysFree(
  executor: Executor,
  companyId: number,
  body: VehicleInput,
  exceptId: number | null,
) {
  const values = vehicleValues(body);
  const others = (condition: SQL) =>
    executor
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.companyId, companyId),
          condition,
          exceptId === null ? undefined : ne(vehicles.id, exceptId),
        ),
      )
      .limit(1);
  const [plateTaken] = await others(sql`lower(${vehicles.plate}) = lower(${values.plate})`);
  if (plateTaken) throw conflict(VEHICLE_KEY_TAKEN);
  if (values.gpsDeviceId) {
    const [gpsTaken] = await others(eq(vehicles.gpsDeviceId, values.gpsDeviceId));
    if (gpsTaken) throw conflict(VEHICLE_GPS_TAKEN);
  }
}

const isGpsIndex = (error: unknown): boolean => {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return (e.constraint ?? e.cause?.constraint) === 'vehicles_company_gps_device_key';
};

/** The unique indexes close the race the check leaves open: their violations are the same 409s. */
async function keyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(isGpsIndex(error) ? VEHICLE_GPS_TAKEN : VEHICLE_KEY_TAKEN);
    throw error;
  }
}

export function createVehicle(db: Db, principal: Principal, body: VehicleInput): Promise<VehicleBody> {
  assertRealDates(body);
  const companyId = targetCompanyId(principal, body.company_id);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      await assertKeysFree(tx, companyId, body, null);
      const [row] = await tx
        .insert(vehicles)
        .values({ ...vehicleValues(body), companyId })
        .returning({ id: vehicles.id });
      const answer = toVehicleBody(await loadVisibleVehicle(tx, row!.id));
      return {
        answer,
        history: { entity: ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    }),
  );
}

export function updateVehicle(
  db: Db,
  principal: Principal,
  id: number,
  body: VehicleInput,
): Promise<VehicleBody> {
  assertRealDates(body);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const before = toVehicleBody(await loadVisibleVehicle(tx, id));
      const companyId = body.company_id ? targetCompanyId(principal, body.company_id) : before.company_id;
      await assertKeysFree(tx, companyId, body, id);
      await tx
        .update(vehicles)
        .set({ ...vehicleValues(body), companyId, updatedAt: new Date() })
        .where(eq(vehicles.id, id));
      const answer = toVehicleBody(await loadVisibleVehicle(tx, id));
      return {
        answer,
        history: { entity: ENTITY, entityId: id, action: 'update', companyId, before, after: answer },
      };
    }),
  );
}

/**
 * Deleting takes the vehicle's positions (vehicle_positions and their history) with it; a bus the
 * day's trips or a roster name is refused (409 naming the trips): who drove what stays on record.
 */
export function deleteVehicle(db: Db, principal: Principal, id: number): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const before = toVehicleBody(await loadVisibleVehicle(tx, id));
    const usage = await tripUsage(tx, eq(routeTrips.vehicleId, id), eq(driverSettings.vehicleId, id));
    if (usage) throw conflict(`Không thể xoá xe ${before.plate}: đang được dùng cho ${usage}`, 'IN_USE');
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: id, action: 'delete', companyId: before.company_id, before },
    };
  });
}
