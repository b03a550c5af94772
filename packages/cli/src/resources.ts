// What `busops ls <resource>` lists and `busops export <report>` exports: every paged list of the contract (`x-list: paged` in the SDK's
// access table), by its operationId, and by a short English name for the common ones.
import { operations } from '@busops/sdk/operations';

/** Short names of the lists people ask for most; any paged operationId works too. */
export const RESOURCE_ALIASES = {
  employees: 'listBusStaff',
  companies: 'listCompanies',
  vehicles: 'listVehicles',
  routes: 'listRoutes',
  stops: 'listStops',
  roles: 'listRoles',
  'card-types': 'listCardTypes',
  'nfc-cards': 'listNfcCards',
  members: 'searchMembers',
  subscriptions: 'listSubscriptions',
  'subscription-orders': 'listSubscriptionOrders',
  'subscription-prices': 'listSubscriptionPrices',
  'fare-transactions': 'listFareTransactions',
  'revenue-detail': 'listRevenueDetail',
  'trip-changes': 'listTripChanges',
  'top-ups': 'listTopUpHistory',
  history: 'listRecordHistory',
  clients: 'listClients',
  features: 'listFeatures',
  'driver-setting-types': 'listDriverSettingTypes',
} as const;

/** The contract's paged lists, by operationId, in the access table's order. */
export const PAGED_OPERATIONS: readonly string[] = Object.entries(operations)
  .filter(([, access]) => 'paged' in access && access.paged)
  .map(([operationId]) => operationId);

/** Every name `ls` takes (the completions offer them). */
export const RESOURCE_NAMES: readonly string[] = [...Object.keys(RESOURCE_ALIASES), ...PAGED_OPERATIONS];

/** The operationId of a resource name, or undefined when it names no paged list. */
export function pagedOperationOf(resource: string): string | undefined {
  const alias = (RESOURCE_ALIASES as Record<string, string>)[resource];
  if (alias) return alias;
  return PAGED_OPERATIONS.includes(resource) ? resource : undefined;
}

/** What `busops export <report>` takes (the operations are in commands/export.ts, loaded when it runs). */
export const REPORT_NAMES = [
  'revenue-detail',
  'yield-and-revenue',
  'fare-transactions',
  'revenue-by-date',
  'revenue-by-route',
  'staff-statistics',
  'top-ups',
] as const;
