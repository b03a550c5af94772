// Tenancy by structure (issue 8, ADR 0009): a company-owned table is read and written only through the
// scoped database. This file checks the rules on the real features and on a violating fixture, the
// registry of company-owned tables against the Drizzle schema, and what the scoped database adds to
// the statements it builds.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias, getTableConfig, integer, PgTable, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  companyOwnedTableNames,
  policyOf,
  registryProblems,
  schemaTables,
} from '../../src/access/company-tables.ts';
import type { Principal } from '../../src/access/principal.ts';
import { scopedDb, unscoped } from '../../src/access/scoped-db.ts';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { billSettings, busStaff, companies, history, roles, users } from '../../src/db/schema/index.ts';
import { type SourceFile, type TenancyRules, tenancyViolations } from './tenancy-rules.ts';

const here = dirname(fileURLToPath(import.meta.url));
const features = resolve(here, '../../src/features');

/** Feature files that hold the raw handle, and why; none of them may import a company-owned table. */
const RAW_DATABASE_ALLOWED: Record<string, string> = {
  'notifications/announcing-identity.ts': 'announces a Firebase sign-out on the bus (pg_notify, no table)',
  'notifications/bus.ts': 'the LISTEN connection of the notification bus, outside any request',
  'notifications/stream-sessions.ts': 'checks the sessions of open streams on a timer, outside any request',
  'settings/secret-box.ts': 'the installation secret in app_settings, not company-owned',
  'gtfs/gtfs.import-lock.ts':
    'one GTFS import per company across instances: an advisory lock (tryLock), no table',
  'gtfs/gtfs.import-run.ts':
    'hands the database to gtfs.import-lock.ts for that lock; records go through ctx.db',
  'gtfs/gtfs.handlers.ts': 'passes services.database to the import for that lock',
  'system/system.handlers.ts': 'getHealth pings the database itself and names its kind',
  'system/readiness.ts':
    'getReadiness reads the migrations table (drizzle.__drizzle_migrations), no company data',
  'export-jobs/export-queue.ts': "pg-boss on the API's database (its own pgboss schema, no company table)",
  'export-jobs/export-job.owner.ts':
    "an export job runs outside any request: its owner's principal is loaded and the job scoped to them",
};

/** Each unscoped(...) call of a feature: what crosses companies by design. */
const UNSCOPED_ALLOWED: Record<string, readonly string[]> = {
  'companies/company.checks.ts': [
    'company codes and tax codes are unique over every company, also those a super user working in one member company does not see',
  ],
  'employees/staff.update.ts': [
    "a member company may change a person's phone only when it sees every company the person works for: the check reads them all",
    "the super company moves a person's new phone onto their records in every company",
  ],
  'me/current-user.ts': [
    'the company switcher lists every company the caller belongs to, not only the current one',
    "the caller's own position, which may belong to the super company while they work in a member company",
  ],
  'me/switch-company.ts': ['the principal is reloaded by the access layer, which reads the raw handle'],
  'me/tour-seen.ts': [
    "the caller's own users row: the users table has no company, and the tour is the person's in every company",
    'the principal is reloaded by the access layer, which reads the raw handle',
  ],
  'permissions/positions.write.ts': [
    'a position code is unique over every position, those of every company included',
    "a position's holders in every company: a company's own position cannot stay with another company's staff, and holders follow its system role",
    'a position held by anyone, in any company, cannot be deleted',
  ],
};

/**
 * Correlated subqueries over the children of a scoped row: the outer row passed the company condition,
 * and its children carry the same company by construction (written with the parent's company_id).
 */
const CORRELATED_ALLOWED: TenancyRules['correlatedAllowed'] = {
  'monthly-tickets/pass.query.ts': {
    tables: ['subscriptionOrders'],
    reason:
      "the last month ordered and the order awaiting payment of a pass the outer query limited to the company (a pass's orders are its company's)",
  },
  'bus-management/route.query.ts': {
    tables: ['routeLines', 'lineStops'],
    reason: "a listed route's line summaries (direction, name, stop count) in the same statement",
  },
  'bus-management/network-map.query.ts': {
    tables: ['lineStops', 'stops'],
    reason:
      "a line's stop ids and the path through its stops, for the lines the outer query limited to the company",
  },
  'dispatch/trip-checks.sql.ts': {
    tables: ['routeTrips', 'busStaff', 'vehicles'],
    reason:
      "the dispatch checks (ADR 0012): the trips of the same person in every company (one person, two employers, one law), the staff and buses the proposed trips name (already loaded through the scoped database); another company's trip is counted, never named",
  },
  'dispatch/trip-insert.sql.ts': {
    tables: ['routeTrips', 'tripChanges'],
    reason:
      "the dispatch engine's bulk INSERT of new trips and history rows from a jsonb recordset (ADR 0012): the scoped database cannot see inside it, so the file checks every row's company against the engine's before the statement",
  },
  'dispatch/driver-setting-type.query.ts': {
    tables: ['driverSettings'],
    reason:
      "how many crews use a listed roster type, in the same statement (a crew's type is its route's company's own)",
  },
  'dispatch/route-day-service.reconcile.ts': {
    tables: ['routeTrips', 'routeDayService'],
    reason:
      "the reconciliation of yield and revenue's service rollup with dispatch's trips, per company, day and route, is an operator command over every company (scripts/ledger-reconcile.ts, tests): no request reaches it",
  },
  'reports/driver-day.reconcile.ts': {
    tables: ['routeTrips', 'fareTripTotals', 'driverDayService', 'driverDayFares'],
    reason:
      "the reconciliation of statistics by driver hours' rollups with dispatch's trips and their fares is an operator command over every company (scripts/ledger-reconcile.ts, tests): no request reaches it",
  },
  'ledger/ledger.append.ts': {
    tables: ['fareTransactionIds', 'fareTransactions'],
    reason:
      "appendLedgerBulk's set-based claim of ids (unnest) and INSERT of rows from a jsonb recordset: the scoped database cannot see inside them, so the function first builds the scoped insert of every company the rows name, which refuses a company the caller may not write, before either statement",
  },
  'ledger/ledger.reconcile.ts': {
    tables: [
      'fareTransactions',
      'fareDailyTotals',
      'fareTripTotals',
      'fareRouteDayTrips',
      'fareConductorDayTotals',
      'fareTripCash',
    ],
    reason:
      'the reconciliation of the ledger with its rollups, per company and day, is an operator command over every company (scripts/ledger-reconcile.ts, tests): no request reaches it',
  },
  'monthly-tickets/pass.card.ts': {
    tables: ['nfcCards'],
    reason:
      "restoring a cancelled change-card order's old card only while its member holds no other active card: the same rule as the unique index nfc_cards_one_active_per_member, which spans companies; the card updated is the scoped one",
  },
  'bus-management/stop.query.ts': {
    tables: ['lineStops'],
    reason: 'how many lines visit a listed stop, in the same statement',
  },
};

const COMPANY_TABLE_NAMES = Object.entries(schema as Record<string, unknown>)
  .filter(([, value]) => is(value, PgTable) && policyOf(value))
  .map(([exportName, value]) => ({ exportName, sqlName: getTableConfig(value as PgTable).name }));

const RULES: TenancyRules = {
  rawDatabaseAllowed: RAW_DATABASE_ALLOWED,
  unscopedAllowed: UNSCOPED_ALLOWED,
  correlatedAllowed: CORRELATED_ALLOWED,
  companyTables: COMPANY_TABLE_NAMES,
};

function featureFiles(): SourceFile[] {
  return readdirSync(features, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({
      path: relative(features, file).split(sep).join('/'),
      text: readFileSync(file, 'utf8'),
    }));
}

describe('tenancy rules on the features', () => {
  it('reads the features and knows the company-owned tables', () => {
    expect(featureFiles().length).toBeGreaterThan(40);
    expect(COMPANY_TABLE_NAMES.map((t) => t.sqlName).sort()).toEqual([
      'api_keys',
      'bill_settings',
      'bus_staff',
      'card_types',
      'companies',
      'deposits',
      'driver_day_fares',
      'driver_day_service',
      'driver_setting_types',
      'driver_settings',
      'export_jobs',
      'fare_conductor_day_totals',
      'fare_daily_totals',
      'fare_route_day_trips',
      'fare_transaction_ids',
      'fare_transactions',
      'fare_trip_cash',
      'fare_trip_conductors',
      'fare_trip_totals',
      'fare_trips_performed',
      'history',
      'line_stops',
      'members',
      'nfc_cards',
      'roles',
      'route_auto_prices',
      'route_day_service',
      'route_lines',
      'route_schedules',
      'route_tickets',
      'route_trips',
      'routes',
      'stops',
      'subscription_orders',
      'subscription_prices',
      'subscriptions',
      'ticket_sets',
      'trip_changes',
      'vehicle_position_history',
      'vehicle_positions',
      'vehicles',
    ]);
  });

  it('every feature goes through the scoped database', () => {
    expect(tenancyViolations(featureFiles(), RULES)).toEqual([]);
  });

  it('fails on a feature that bypasses it (fixture)', () => {
    const text = readFileSync(join(here, 'fixtures/tenancy-violations.ts.txt'), 'utf8');
    const problems = tenancyViolations([{ path: 'vehicles/vehicles.handlers.ts', text }], RULES);
    expect(problems).toEqual([
      "vehicles/vehicles.handlers.ts: uses the raw database handle (services.database); use ctx.db, scoped to the caller's companies",
      `vehicles/vehicles.handlers.ts: raw SQL names the company-owned table \${busStaff}`,
      'vehicles/vehicles.handlers.ts: raw SQL names the company-owned table bus_staff',
      'vehicles/vehicles.handlers.ts: raw SQL names the company-owned table deposits',
      'vehicles/vehicles.handlers.ts: 1 unscoped(...) call(s), 0 listed: each one needs its reason in test/structure/tenancy.test.ts',
    ]);
  });

  it('fails when an allowlisted raw-handle file imports a company-owned table, or a listed call is gone', () => {
    const text = `import { busStaff } from '../../db/schema/index.ts';\nexport const ping = (services) => services.database.ping();`;
    const gone = { path: 'me/current-user.ts', text: 'export const none = 1;' };
    expect(
      tenancyViolations([{ path: 'system/system.handlers.ts', text }, gone], {
        ...RULES,
        unscopedAllowed: { 'me/current-user.ts': ['gone'] },
      }),
    ).toEqual([
      'system/system.handlers.ts: uses the raw database handle and imports company-owned busStaff',
      'me/current-user.ts: listed for unscoped(...) but calls it no more',
    ]);
  });
});

describe('the registry of company-owned tables', () => {
  it('has a policy for every table with a company_id column, derived from the Drizzle schema', () => {
    expect(registryProblems()).toEqual([]);
    expect(companyOwnedTableNames()).toContain('bus_staff');
  });

  it('fails when a new table with company_id has no policy (the API would not start)', () => {
    // A name no resource will take (pnpm new:resource may well add a real `vehicles`).
    const unregistered = pgTable('unregistered_examples', {
      id: serial('id').primaryKey(),
      companyId: integer('company_id').notNull(),
      plate: text('plate').notNull(),
    });
    expect(registryProblems([...schemaTables(), unregistered])).toEqual([
      'table unregistered_examples has a company_id column but no policy in access/company-tables.ts',
    ]);
  });
});

describe('the scoped database', () => {
  const raw = drizzle.mock({ schema }) as unknown as Db;
  const member = { companyIds: [7] } as unknown as Principal;
  const superCompany = { companyIds: 'all' } as unknown as Principal;
  const db = scopedDb(raw, member);

  it('adds the company condition to selects, joins, updates and deletes of company-owned tables', () => {
    const select = db
      .select({ id: busStaff.id })
      .from(busStaff)
      .innerJoin(companies, eq(companies.id, busStaff.companyId))
      .leftJoin(roles, eq(roles.id, busStaff.roleId))
      .where(eq(busStaff.id, 1))
      .toSQL();
    expect(select.sql).toBe(
      'select "bus_staff"."id" from "bus_staff" inner join "companies" on ("companies"."id" in ($1) and "companies"."id" = "bus_staff"."company_id") left join "roles" on (("roles"."company_id" is null or "roles"."company_id" in ($2)) and "roles"."id" = "bus_staff"."role_id") where ("bus_staff"."company_id" in ($3) and "bus_staff"."id" = $4)',
    );
    expect(select.params).toEqual([7, 7, 7, 1]);
    expect(db.update(busStaff).set({ fullName: 'x' }).where(eq(busStaff.id, 1)).toSQL().sql).toBe(
      'update "bus_staff" set "full_name" = $1 where ("bus_staff"."company_id" in ($2) and "bus_staff"."id" = $3)',
    );
    expect(db.delete(billSettings).toSQL().sql).toBe(
      'delete from "bill_settings" where "bill_settings"."company_id" in ($1)',
    );
    // Without a later where(), the condition alone; an alias is limited like its table.
    const s = alias(busStaff, 's');
    expect(db.select({ id: s.id }).from(s).toSQL().sql).toBe(
      'select "id" from "bus_staff" "s" where "s"."company_id" in ($1)',
    );
    // Rows of no company: hidden in history, shared for positions.
    expect(db.select({ id: history.id }).from(history).toSQL().sql).toContain(
      '"history"."company_id" in ($1)',
    );
  });

  it('leaves tables that are not company-owned alone', () => {
    expect(db.select({ id: users.id }).from(users).where(eq(users.id, 1)).toSQL().sql).toBe(
      'select "id" from "users" where "users"."id" = $1',
    );
  });

  it('refuses to write a row into a company the caller does not see (404)', () => {
    const insert = () =>
      db.insert(busStaff).values({ companyId: 8, userId: 1, fullName: 'x', phoneNumber: 'y', role: 6 });
    expect(insert).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => db.update(busStaff).set({ companyId: 8 })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(() => db.insert(companies).values({ name: 'x', code: 'X' })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    // Its own company, and a shared position (no company), are fine.
    expect(() =>
      db.insert(busStaff).values({ companyId: 7, userId: 1, fullName: 'x', phoneNumber: 'y', role: 6 }),
    ).not.toThrow();
    expect(() =>
      db.insert(roles).values({ code: 'X', name: 'x', systemRole: 6, companyId: null }),
    ).not.toThrow();
  });

  it('adds nothing for the super company; unscoped() is the raw handle; unchecked paths are refused', () => {
    const all = scopedDb(raw, superCompany);
    expect(all.select({ id: busStaff.id }).from(busStaff).toSQL().sql).toBe('select "id" from "bus_staff"');
    expect(unscoped(db)).toBe(raw);
    expect(unscoped(raw)).toBe(raw);
    expect(() => db.query).toThrow(/not available on a company-scoped database/);
    expect(() => db.$count(busStaff)).toThrow(/not available/);
    expect(scopedDb(raw, null).select({ id: busStaff.id }).from(busStaff).toSQL().sql).toBe(
      'select "id" from "bus_staff" where false',
    );
  });
});
