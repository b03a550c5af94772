// listRecordHistory: the history rows (access/history.ts) of one record of a kind below, newest first. The caller reads a record's history only when they may list that kind of
// record (the same x-roles / x-company-scope as its list operation) and see the record itself: `db`
// is the caller's scoped database, so another company's record reads as missing (404) and its
// history rows are never selected.
import { accessOf, rolesAllow, scopeAllows } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  apiKeys,
  busStaff,
  cardTypes,
  companies,
  driverSettings,
  driverSettingTypes,
  features,
  members,
  roles,
  routeAutoPrices,
  routeLines,
  routeSchedules,
  routes,
  routeTickets,
  stops,
  subscriptionOrders,
  subscriptionPrices,
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
    | 'listDriverSettings'
    | 'searchMembers'
    | 'listCardTypes'
    | 'listSubscriptionPrices'
    | 'listSubscriptionOrders'
    | 'listDeviceKeys'
    | 'listServiceKeys';
  /** The record's company (null: shared), or undefined when it does not exist. */
  companyOf(db: Db, id: number): Promise<number | null | undefined>;
}

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** A company-owned table's record: its company column read by id (undefined when it does not exist). */
const ownedBy =
  // biome-ignore lint/suspicious/noExplicitAny: any table that has `id` and `company_id` columns.
    (table: PgTableWithColumns<any> & { id: PgColumn; companyId: PgColumn }) =>
    async (db: Db, id: number): Promise<number | null | undefined> =>
      (await first(db.select({ c: table.companyId }).from(table).where(eq(table.id, id))))?.c as
        | number
        | null
        | undefined;

/** A machine key of one kind, live or revoked: its company (undefined when there is no such key). */
const keyOfKind =
  (kind: 'device' | 'service') =>
  async (db: Db, id: number): Promise<number | undefined> =>
    (
      await first(
        db
          .select({ c: apiKeys.companyId })
          .from(apiKeys)
          .where(and(eq(apiKeys.id, id), eq(apiKeys.kind, kind))),
      )
    )?.c;

const KINDS: Record<RecordKind, KindRule> = {
  vehicle: {
    stored: 'vehicle',
    listedBy: 'listVehicles',
    companyOf: ownedBy(vehicles),
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
    companyOf: ownedBy(busStaff),
  },
  position: {
    stored: 'role',
    listedBy: 'listRoles',
    companyOf: ownedBy(roles),
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
    companyOf: ownedBy(stops),
  },
  route: {
    stored: 'route',
    listedBy: 'listRoutes',
    companyOf: ownedBy(routes),
  },
  route_line: {
    stored: 'route_line',
    listedBy: 'listRoutes',
    companyOf: ownedBy(routeLines),
  },
  route_ticket: {
    stored: 'route_ticket',
    listedBy: 'listRouteTickets',
    companyOf: ownedBy(routeTickets),
  },
  route_auto_price: {
    stored: 'route_auto_price',
    listedBy: 'listRouteAutoPrices',
    companyOf: ownedBy(routeAutoPrices),
  },
  route_schedule: {
    stored: 'route_schedule',
    listedBy: 'listRouteSchedules',
    companyOf: ownedBy(routeSchedules),
  },
  driver_setting_type: {
    stored: 'driver_setting_type',
    listedBy: 'listDriverSettingTypes',
    companyOf: ownedBy(driverSettingTypes),
  },
  driver_setting: {
    stored: 'driver_setting',
    listedBy: 'listDriverSettings',
    companyOf: ownedBy(driverSettings),
  },
  member: {
    stored: 'member',
    listedBy: 'searchMembers',
    companyOf: ownedBy(members),
  },
  card_type: {
    stored: 'card_type',
    listedBy: 'listCardTypes',
    companyOf: ownedBy(cardTypes),
  },
  subscription_price: {
    stored: 'subscription_price',
    listedBy: 'listSubscriptionPrices',
    companyOf: ownedBy(subscriptionPrices),
  },
  subscription_order: {
    stored: 'subscription_order',
    listedBy: 'listSubscriptionOrders',
    companyOf: ownedBy(subscriptionOrders),
  },
  // A device key, live or revoked (its history outlives it); a service key is not a device key.
  device_key: { stored: 'api_key', listedBy: 'listDeviceKeys', companyOf: keyOfKind('device') },
  service_key: { stored: 'api_key', listedBy: 'listServiceKeys', companyOf: keyOfKind('service') },
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
