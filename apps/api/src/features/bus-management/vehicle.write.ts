// Creating, updating and deleting vehicles: each in one transaction with its history row
// (kit/recorded.ts), through the caller's scoped db (ADR 0009). A plate is unique per company (409).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  toVehicleBody,
  VEHICLE_KEY_TAKEN,
  type VehicleBody,
  type VehicleInput,
  vehicleValues,
} from './vehicle.fields.ts';
import { loadVisibleVehicle } from './vehicle.query.ts';

const ENTITY = 'vehicle';

async function assertKeyFree(executor: Executor, companyId: number, key: string, exceptId: number | null) {
  const [taken] = await executor
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.companyId, companyId),
        sql`lower(${vehicles.plate}) = lower(${key})`,
        exceptId === null ? undefined : ne(vehicles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(VEHICLE_KEY_TAKEN);
}

/** The unique index closes the race the check leaves open: its violation is the same 409. */
async function keyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(VEHICLE_KEY_TAKEN);
    throw error;
  }
}

export function createVehicle(db: Db, principal: Principal, body: VehicleInput): Promise<VehicleBody> {
  const companyId = targetCompanyId(principal, body.company_id);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      await assertKeyFree(tx, companyId, body.plate, null);
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
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const before = toVehicleBody(await loadVisibleVehicle(tx, id));
      const companyId = body.company_id ? targetCompanyId(principal, body.company_id) : before.company_id;
      await assertKeyFree(tx, companyId, body.plate, id);
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

export function deleteVehicle(db: Db, principal: Principal, id: number): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const before = toVehicleBody(await loadVisibleVehicle(tx, id));
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: id, action: 'delete', companyId: before.company_id, before },
    };
  });
}
