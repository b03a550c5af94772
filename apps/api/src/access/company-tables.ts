// Which tables are company-owned, and the condition that limits one to the caller's companies. The
// list is derived from the Drizzle schema: every table with a company_id column (plus companies,
// whose own id is its company) must have a policy here, or the API does not start (ADR 0009).
import { inArray, is, isNull, or, type SQL, sql, Table } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';

/** The companies a caller may read and write: 'all' for the super company itself. */
export type CompanyScope = 'all' | readonly number[];

export type TablePolicy =
  | {
      /** The property of the Drizzle table that holds the owning company's id. */
      column: string;
      /** Rows without a company: 'shared' = every caller's to read (shared positions); else none's but the super company's. */
      nulls?: 'shared' | 'hidden';
      /** The root of tenancy: a new row (a new company) needs the 'all' scope. */
      root?: true;
    }
  | { exempt: string };

/** Every company-owned table of the schema, by SQL name. A new table with company_id needs a line. */
export const COMPANY_TABLES: Readonly<Record<string, TablePolicy>> = {
  companies: { column: 'id', root: true },
  bus_staff: { column: 'companyId' },
  routes: { column: 'companyId' },
  route_lines: { column: 'companyId' },
  line_stops: { column: 'companyId' },
  route_tickets: { column: 'companyId' },
  route_auto_prices: { column: 'companyId' },
  route_schedules: { column: 'companyId' },
  stops: { column: 'companyId' },
  route_trips: { column: 'companyId' },
  trip_changes: { column: 'companyId' },
  driver_setting_types: { column: 'companyId' },
  driver_settings: { column: 'companyId' },
  vehicles: { column: 'companyId' },
  vehicle_positions: { column: 'companyId' },
  vehicle_position_history: { column: 'companyId' },
  api_keys: { column: 'companyId' },
  export_jobs: { column: 'companyId' },
  deposits: { column: 'companyId' },
  bill_settings: { column: 'companyId' },
  roles: { column: 'companyId', nulls: 'shared' },
  members: { column: 'companyId', nulls: 'hidden' },
  card_types: { column: 'companyId' },
  subscription_prices: { column: 'companyId' },
  nfc_cards: { column: 'companyId' },
  subscriptions: { column: 'companyId' },
  subscription_orders: { column: 'companyId' },
  fare_transactions: { column: 'companyId' },
  fare_transaction_ids: { column: 'companyId' },
  fare_daily_totals: { column: 'companyId' },
  fare_trip_totals: { column: 'companyId' },
  fare_trip_cash: { column: 'companyId' },
  fare_trips_performed: { column: 'companyId' },
  fare_route_day_trips: { column: 'companyId' },
  fare_trip_conductors: { column: 'companyId' },
  fare_conductor_day_totals: { column: 'companyId' },
  ticket_sets: { column: 'companyId' },
  route_day_service: { column: 'companyId' },
  driver_day_service: { column: 'companyId' },
  driver_day_fares: { column: 'companyId' },
  history: { column: 'companyId', nulls: 'hidden' },
  notifications: {
    exempt:
      'a notification belongs to its recipient (user_id), who reads it whatever company sent it; company_id records the sender',
  },
};

/** SQL names of the schema's tables that have a company_id column, and companies itself. */
export function companyOwnedTableNames(tables: readonly PgTable[] = schemaTables()): string[] {
  return tables
    .map((table) => getTableConfig(table))
    .filter((config) => config.name === 'companies' || config.columns.some((c) => c.name === 'company_id'))
    .map((config) => config.name)
    .sort();
}

export function schemaTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

/** Differences between the schema and COMPANY_TABLES; the API refuses to start on any. */
export function registryProblems(tables: readonly PgTable[] = schemaTables()): string[] {
  const owned = companyOwnedTableNames(tables);
  const problems = owned
    .filter((name) => !(name in COMPANY_TABLES))
    .map((name) => `table ${name} has a company_id column but no policy in access/company-tables.ts`);
  for (const name of Object.keys(COMPANY_TABLES)) {
    if (!owned.includes(name))
      problems.push(`COMPANY_TABLES names ${name}, which is not a company-owned table`);
  }
  for (const table of tables) {
    const policy = COMPANY_TABLES[getTableConfig(table).name];
    if (policy && 'column' in policy && !(policy.column in table)) {
      problems.push(`COMPANY_TABLES.${getTableConfig(table).name}: no column ${policy.column}`);
    }
  }
  return problems;
}

const problems = registryProblems();
if (problems.length > 0) throw new Error(`Tenancy registry: ${problems.join('; ')}`);

const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');

/** The scoped policy of a table (or an alias of one); null for tables that are not company-owned. */
export function policyOf(table: unknown): Extract<TablePolicy, { column: string }> | null {
  if (!is(table, Table)) return null;
  // An alias (alias(busStaff, 's')) keeps the table's own name here (Table.Symbol.OriginalName).
  const name = (table as unknown as Record<symbol, string>)[ORIGINAL_NAME]!;
  const policy = COMPANY_TABLES[name];
  return policy && 'column' in policy ? policy : null;
}

/** WHERE condition limiting `table` to the scope; undefined when nothing is limited. */
export function scopeCondition(table: unknown, scope: CompanyScope): SQL | undefined {
  const policy = policyOf(table);
  if (!policy || scope === 'all') return undefined;
  const column = (table as Record<string, unknown>)[policy.column] as Parameters<typeof inArray>[0];
  const own = scope.length === 0 ? sql`false` : inArray(column, [...scope]);
  return policy.nulls === 'shared' ? or(isNull(column), own) : own;
}

/** May a row of `table` carry `companyId` (written by an insert or an update) in this scope? */
export function mayWriteCompany(
  table: unknown,
  scope: CompanyScope,
  companyId: unknown,
  kind: 'insert' | 'update',
): boolean {
  const policy = policyOf(table);
  if (!policy || scope === 'all') return true;
  if (companyId === undefined) return kind === 'update' || (!policy.root && policy.nulls === 'shared');
  if (companyId === null) return policy.nulls === 'shared';
  return typeof companyId === 'number' && scope.includes(companyId);
}
