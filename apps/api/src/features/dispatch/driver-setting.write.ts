// Saving and deleting crews of a route: every crew of a request in one transaction with its history
// rows, through the caller's scoped db (ADR 0009). The driver, conductor, bus and roster type must be
// the route's company's own and active; the unique (route, driver) index closes the race of two saves.
import type { RoleValue } from '@busops/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Change } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { busStaff, driverSettings, driverSettingTypes, vehicles } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isRealDay } from '../real-day.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  DRIVER_SETTING_MESSAGES,
  DRIVER_SETTING_NOT_FOUND,
  type DriverSettingBody,
  toDriverSettingBody,
} from './driver-setting.fields.ts';
import {
  dutyDay,
  loadDriverSetting,
  loadVisibleRoute,
  selectDriverSettings,
} from './driver-setting.query.ts';

export type CrewFields = BodyOf<'saveRouteDriverSettings'>['items'][number];

const ENTITY = 'driver_setting';
/** Spec §3 role values: a crew's driver is a ROLE_DRIVER, its conductor a ROLE_CONDUCTOR. */
const DRIVER_ROLE: RoleValue = 6;
const CONDUCTOR_ROLE: RoleValue = 5;

async function assertStaff(tx: Tx, companyId: number, id: number, role: number, message: string) {
  const [row] = await tx
    .select({ id: busStaff.id })
    .from(busStaff)
    .where(
      and(
        eq(busStaff.id, id),
        eq(busStaff.companyId, companyId),
        eq(busStaff.role, role),
        eq(busStaff.status, 'active'),
      ),
    );
  if (!row) throw badRequest(message);
}

/** Refuses (400, Vietnamese) a crew whose people, bus or type are not the company's own and active. */
async function assertCrew(tx: Tx, companyId: number, crew: CrewFields): Promise<void> {
  if (!crew.cycle_start || !isRealDay(crew.cycle_start)) throw badRequest(DRIVER_SETTING_MESSAGES.cycleStart);
  await assertStaff(tx, companyId, crew.driver_id, DRIVER_ROLE, DRIVER_SETTING_MESSAGES.driver);
  if (crew.conductor_id != null)
    await assertStaff(tx, companyId, crew.conductor_id, CONDUCTOR_ROLE, DRIVER_SETTING_MESSAGES.conductor);
  if (crew.vehicle_id != null) {
    const [bus] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.id, crew.vehicle_id),
          eq(vehicles.companyId, companyId),
          eq(vehicles.status, 'active'),
        ),
      );
    if (!bus) throw badRequest(DRIVER_SETTING_MESSAGES.vehicle);
  }
  const [type] = await tx
    .select({ id: driverSettingTypes.id })
    .from(driverSettingTypes)
    .where(and(eq(driverSettingTypes.id, crew.type_id), eq(driverSettingTypes.companyId, companyId)));
  if (!type) throw badRequest(DRIVER_SETTING_MESSAGES.type);
}

/** Creates or updates the crews of one route; answers them as saved. */
async function saveCrewsIn(
  tx: Tx,
  routeId: number,
  crews: readonly CrewFields[],
): Promise<{ ids: number[]; changes: Change[] }> {
  const route = await loadVisibleRoute(tx, routeId);
  const drivers = crews.map((c) => c.driver_id);
  if (new Set(drivers).size !== drivers.length) throw conflict(DRIVER_SETTING_MESSAGES.driverTaken);
  const ids: number[] = [];
  const changes: Change[] = [];
  const today = dutyDay(null);
  for (const crew of crews) {
    await assertCrew(tx, route.companyId, crew);
    const values = {
      driverId: crew.driver_id,
      conductorId: crew.conductor_id ?? null,
      vehicleId: crew.vehicle_id ?? null,
      typeId: crew.type_id,
      cycleStart: crew.cycle_start as string,
      note: crew.note ?? null,
    };
    if (crew.id) {
      const before = toDriverSettingBody(await loadDriverSetting(tx, routeId, crew.id), today);
      await tx
        .update(driverSettings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(driverSettings.id, crew.id), eq(driverSettings.routeId, routeId)));
      const after = toDriverSettingBody(await loadDriverSetting(tx, routeId, crew.id), today);
      ids.push(crew.id);
      changes.push({
        entity: ENTITY,
        entityId: crew.id,
        action: 'update',
        companyId: route.companyId,
        before,
        after,
      });
    } else {
      const [row] = await tx
        .insert(driverSettings)
        .values({ ...values, routeId, companyId: route.companyId })
        .returning({ id: driverSettings.id });
      const after = toDriverSettingBody(await loadDriverSetting(tx, routeId, row!.id), today);
      ids.push(row!.id);
      changes.push({
        entity: ENTITY,
        entityId: row!.id,
        action: 'create',
        companyId: route.companyId,
        after,
      });
    }
  }
  return { ids, changes };
}

async function driverRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DRIVER_SETTING_MESSAGES.driverTaken);
    throw error;
  }
}

export function saveRouteCrews(
  db: Db,
  principal: Principal,
  routeId: number,
  crews: readonly CrewFields[],
): Promise<DriverSettingBody[]> {
  return driverRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const { changes } = await saveCrewsIn(tx, routeId, crews);
      const today = dutyDay(null);
      const rows = await selectDriverSettings(tx, eq(driverSettings.routeId, routeId));
      return { answer: rows.map((row) => toDriverSettingBody(row, today)), history: changes };
    }),
  );
}

export function saveOneCrew(
  db: Db,
  principal: Principal,
  body: BodyOf<'createDriverSetting'>,
): Promise<DriverSettingBody> {
  const { route_id: routeId, ...crew } = body;
  return driverRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const { ids, changes } = await saveCrewsIn(tx, routeId, [crew]);
      const answer = toDriverSettingBody(await loadDriverSetting(tx, routeId, ids[0]!), dutyDay(null));
      return { answer, history: changes };
    }),
  );
}

/** Deletes crews of one route; one id that is not a crew of the route deletes nothing (404). */
export function deleteRouteCrews(db: Db, principal: Principal, routeId: number, ids: readonly number[]) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const today = dutyDay(null);
    const rows = await selectDriverSettings(
      tx,
      and(eq(driverSettings.routeId, routeId), inArray(driverSettings.id, [...ids])),
    );
    if (rows.length !== new Set(ids).size) throw notFound(DRIVER_SETTING_NOT_FOUND);
    await tx
      .delete(driverSettings)
      .where(and(eq(driverSettings.routeId, routeId), inArray(driverSettings.id, [...ids])));
    const history: Change[] = rows.map((row) => ({
      entity: ENTITY,
      entityId: row.id,
      action: 'delete',
      companyId: route.companyId,
      before: toDriverSettingBody(row, today),
    }));
    return { answer: undefined, history };
  });
}
