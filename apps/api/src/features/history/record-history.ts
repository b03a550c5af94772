// listRecordHistory: the history rows (access/history.ts) of one company, employee, position or
// feature, newest first. The caller reads a record's history only when they may list that kind of
// record (the same x-roles / x-company-scope as its list operation) and see the record itself: `db`
// is the caller's scoped database, so another company's record reads as missing (404) and its
// history rows are never selected.
import { accessOf, rolesAllow, scopeAllows } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  busStaff,
  companies,
  driverSettings,
  driverSettingTypes,
  features,
  roles,
  routeAutoPrices,
  routeLines,
  routeSchedules,
  routes,
  routeTickets,
  stops,
  vehicles,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { QueryOf } from '../../http/operation.ts';
import { historyPage } from './history-page.ts';

type HistoryEntry = components['schemas']['HistoryEntry'];
type Query = QueryOf<'listRecordHistory'>;
type RecordKind = Query['entity'];

interface KindRule {
  /** The `entity` the mutations write into the history table (a position is stored as 'role'). */
  stored: string;
  /** Who may read this kind's history: whoever may call its list. */
  listedBy:
    | 'listCompanies'
    | 'listBusStaff'
    | 'listRoles'
    | 'listFeatures'
    | 'listStops'
    | 'listVehicles'
    | 'listRoutes'
    | 'listRouteTickets'
    | 'listRouteAutoPrices'
    | 'listRouteSchedules'
    | 'listDriverSettingTypes'
    | 'listDriverSettings';
  /** The record's company (null: shared), or undefined when it does not exist. */
  companyOf(db: Db, id: number): Promise<number | null | undefined>;
}

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

const KINDS: Record<RecordKind, KindRule> = {
  vehicle: {
    stored: 'vehicle',
    listedBy: 'listVehicles',
    companyOf: async (db, id) =>
      (await first(db.select({ c: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, id))))?.c,
  },
  company: {
    stored: 'company',
    listedBy: 'listCompanies',
    companyOf: async (db, id) =>
      (await first(db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))))?.id,
  },
  bus_staff: {
    stored: 'bus_staff',
    listedBy: 'listBusStaff',
    companyOf: async (db, id) =>
      (await first(db.select({ c: busStaff.companyId }).from(busStaff).where(eq(busStaff.id, id))))?.c,
  },
  position: {
    stored: 'role',
    listedBy: 'listRoles',
    companyOf: async (db, id) =>
      (await first(db.select({ c: roles.companyId }).from(roles).where(eq(roles.id, id))))?.c,
  },
  feature: {
    stored: 'feature',
    listedBy: 'listFeatures',
    companyOf: async (db, id) =>
      (await first(db.select({ id: features.id }).from(features).where(eq(features.id, id))))
        ? null
        : undefined,
  },
  stop: {
    stored: 'stop',
    listedBy: 'listStops',
    companyOf: async (db, id) =>
      (await first(db.select({ c: stops.companyId }).from(stops).where(eq(stops.id, id))))?.c,
  },
  route: {
    stored: 'route',
    listedBy: 'listRoutes',
    companyOf: async (db, id) =>
      (await first(db.select({ c: routes.companyId }).from(routes).where(eq(routes.id, id))))?.c,
  },
  route_line: {
    stored: 'route_line',
    listedBy: 'listRoutes',
    companyOf: async (db, id) =>
      (await first(db.select({ c: routeLines.companyId }).from(routeLines).where(eq(routeLines.id, id))))?.c,
  },
  route_ticket: {
    stored: 'route_ticket',
    listedBy: 'listRouteTickets',
    companyOf: async (db, id) =>
      (
        await first(
          db.select({ c: routeTickets.companyId }).from(routeTickets).where(eq(routeTickets.id, id)),
        )
      )?.c,
  },
  route_auto_price: {
    stored: 'route_auto_price',
    listedBy: 'listRouteAutoPrices',
    companyOf: async (db, id) =>
      (
        await first(
          db.select({ c: routeAutoPrices.companyId }).from(routeAutoPrices).where(eq(routeAutoPrices.id, id)),
        )
      )?.c,
  },
  route_schedule: {
    stored: 'route_schedule',
    listedBy: 'listRouteSchedules',
    companyOf: async (db, id) =>
      (
        await first(
          db.select({ c: routeSchedules.companyId }).from(routeSchedules).where(eq(routeSchedules.id, id)),
        )
      )?.c,
  },
  driver_setting_type: {
    stored: 'driver_setting_type',
    listedBy: 'listDriverSettingTypes',
    companyOf: async (db, id) =>
      (
        await first(
          db
            .select({ c: driverSettingTypes.companyId })
            .from(driverSettingTypes)
            .where(eq(driverSettingTypes.id, id)),
        )
      )?.c,
  },
  driver_setting: {
    stored: 'driver_setting',
    listedBy: 'listDriverSettings',
    companyOf: async (db, id) =>
      (
        await first(
          db.select({ c: driverSettings.companyId }).from(driverSettings).where(eq(driverSettings.id, id)),
        )
      )?.c,
  },
};

/** Fields a caller may not see in the record itself are not shown in its history either. */
const hiddenFields = (principal: Principal): ReadonlySet<string> =>
  principal.isSuper ? new Set() : new Set(['user_id', 'userId']);

export async function listRecordHistory(
  db: Db,
  principal: Principal,
  query: Query,
): Promise<{ items: HistoryEntry[]; total: number }> {
  const kind = KINDS[query.entity];
  const access = accessOf(kind.listedBy);
  if (!rolesAllow(access.roles, principal.role as never) || !scopeAllows(access.scope, principal.isSuper)) {
    throw forbidden();
  }
  // A shared record (no company) is seen by whoever may list its kind; a company's only by that company.
  if ((await kind.companyOf(db, query.record_id)) === undefined) throw notFound('Không tìm thấy bản ghi');

  return historyPage(db, { entity: kind.stored, id: query.record_id }, query, hiddenFields(principal));
}
