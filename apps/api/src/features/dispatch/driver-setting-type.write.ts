// Creating, updating and deleting roster types (driver-setting-types): each in one transaction with its history row
// (kit/recorded.ts), through the caller's scoped db (ADR 0009). A name is unique per company (409);
// a type used by crews is not deleted (409).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import { driverSettings, driverSettingTypes } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  DRIVER_SETTING_TYPE_IN_USE,
  DRIVER_SETTING_TYPE_KEY_TAKEN,
  type DriverSettingTypeBody,
  type DriverSettingTypeInput,
  driverSettingTypeValues,
  toDriverSettingTypeBody,
} from './driver-setting-type.fields.ts';
import { loadVisibleDriverSettingType } from './driver-setting-type.query.ts';

const ENTITY = 'driver_setting_type';

async function assertKeyFree(executor: Executor, companyId: number, key: string, exceptId: number | null) {
  const [taken] = await executor
    .select({ id: driverSettingTypes.id })
    .from(driverSettingTypes)
    .where(
      and(
        eq(driverSettingTypes.companyId, companyId),
        sql`lower(${driverSettingTypes.name}) = lower(${key})`,
        exceptId === null ? undefined : ne(driverSettingTypes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(DRIVER_SETTING_TYPE_KEY_TAKEN);
}

/** The unique index closes the race the check leaves open: its violation is the same 409. */
async function keyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DRIVER_SETTING_TYPE_KEY_TAKEN);
    throw error;
  }
}

export function createDriverSettingType(
  db: Db,
  principal: Principal,
  body: DriverSettingTypeInput,
): Promise<DriverSettingTypeBody> {
  const companyId = targetCompanyId(principal, body.company_id);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      await assertKeyFree(tx, companyId, body.name, null);
      const [row] = await tx
        .insert(driverSettingTypes)
        .values({ ...driverSettingTypeValues(body), companyId })
        .returning({ id: driverSettingTypes.id });
      const answer = toDriverSettingTypeBody(await loadVisibleDriverSettingType(tx, row!.id));
      return {
        answer,
        history: { entity: ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    }),
  );
}

export function updateDriverSettingType(
  db: Db,
  principal: Principal,
  id: number,
  body: DriverSettingTypeInput,
): Promise<DriverSettingTypeBody> {
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const before = toDriverSettingTypeBody(await loadVisibleDriverSettingType(tx, id));
      const companyId = body.company_id ? targetCompanyId(principal, body.company_id) : before.company_id;
      await assertKeyFree(tx, companyId, body.name, id);
      await tx
        .update(driverSettingTypes)
        .set({ ...driverSettingTypeValues(body), companyId, updatedAt: new Date() })
        .where(eq(driverSettingTypes.id, id));
      const answer = toDriverSettingTypeBody(await loadVisibleDriverSettingType(tx, id));
      return {
        answer,
        history: { entity: ENTITY, entityId: id, action: 'update', companyId, before, after: answer },
      };
    }),
  );
}

export function deleteDriverSettingType(db: Db, principal: Principal, id: number): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const before = toDriverSettingTypeBody(await loadVisibleDriverSettingType(tx, id));
    // Locked so a crew saved meanwhile cannot slip in (its foreign key would also refuse the delete).
    await tx
      .select({ id: driverSettingTypes.id })
      .from(driverSettingTypes)
      .where(eq(driverSettingTypes.id, id))
      .for('update');
    const [used] = await tx
      .select({ id: driverSettings.id })
      .from(driverSettings)
      .where(eq(driverSettings.typeId, id))
      .limit(1);
    if (used) throw conflict(DRIVER_SETTING_TYPE_IN_USE);
    await tx.delete(driverSettingTypes).where(eq(driverSettingTypes.id, id));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: id, action: 'delete', companyId: before.company_id, before },
    };
  });
}
