// Every operation's handler, by feature. A missing one fails typecheck here (`satisfies AllHandlers`)
// and, should a cast hide it, registerOperations refuses to start.
import type { AllHandlers, OperationId } from '../http/operation.ts';
import { authHandlers } from './auth/auth.handlers.ts';
import { deviceKeysHandlers } from './bus-management/device-keys.handlers.ts';
import { networkMapHandlers } from './bus-management/network-map.handlers.ts';
import { positionsHandlers } from './bus-management/positions.handlers.ts';
import { routeFaresHandlers } from './bus-management/route-fares.handlers.ts';
import { routeLinesHandlers } from './bus-management/route-lines.handlers.ts';
import { routesHandlers } from './bus-management/routes.handlers.ts';
import { serviceKeysHandlers } from './bus-management/service-keys.handlers.ts';
import { stationHandlers } from './bus-management/station.handlers.ts';
import { stopsHandlers } from './bus-management/stops.handlers.ts';
import { vehiclesHandlers } from './bus-management/vehicles.handlers.ts';
import { companyHandlers } from './companies/companies.handlers.ts';
import { customerHandlers } from './customers/customers.handlers.ts';
import { driverSettingTypesHandlers } from './dispatch/driver-setting-types.handlers.ts';
import { driverSettingsHandlers } from './dispatch/driver-settings.handlers.ts';
import { dispatchResourcesHandlers } from './dispatch/resources.handlers.ts';
import { syncHandlers } from './dispatch/sync.handlers.ts';
import { ticketSetHandlers } from './dispatch/ticket-sets.handlers.ts';
import { tripsHandlers } from './dispatch/trips.handlers.ts';
import { employeeHandlers } from './employees/employees.handlers.ts';
import { exportJobHandlers } from './export-jobs/export-jobs.handlers.ts';
import { gtfsHandlers } from './gtfs/gtfs.handlers.ts';
import { historyHandlers } from './history/history.handlers.ts';
import { ledgerHandlers } from './ledger/ledger.handlers.ts';
import { lookupHandlers } from './lookups/lookups.handlers.ts';
import { meHandlers } from './me/me.handlers.ts';
import { orderHandlers } from './monthly-tickets/orders.handlers.ts';
import { notificationHandlers } from './notifications/notifications.handlers.ts';
import { passSettingsHandlers } from './pass-settings/pass-settings.handlers.ts';
import { permissionHandlers } from './permissions/permissions.handlers.ts';
import { reportHandlers } from './reports/reports.handlers.ts';
import { settingHandlers } from './settings/settings.handlers.ts';
import { statementHandlers } from './statements/statements.handlers.ts';
import { systemHandlers } from './system/system.handlers.ts';

export const allHandlers = {
  ...networkMapHandlers,
  ...positionsHandlers,
  ...deviceKeysHandlers,
  ...serviceKeysHandlers,
  ...routeFaresHandlers,
  ...routesHandlers,
  ...routeLinesHandlers,
  ...stopsHandlers,
  ...stationHandlers,
  ...vehiclesHandlers,
  ...gtfsHandlers,
  ...tripsHandlers,
  ...dispatchResourcesHandlers,
  ...driverSettingTypesHandlers,
  ...driverSettingsHandlers,
  ...syncHandlers,
  ...ticketSetHandlers,
  ...authHandlers,
  ...meHandlers,
  ...companyHandlers,
  ...permissionHandlers,
  ...employeeHandlers,
  ...lookupHandlers,
  ...orderHandlers,
  ...customerHandlers,
  ...settingHandlers,
  ...notificationHandlers,
  ...passSettingsHandlers,
  ...historyHandlers,
  ...ledgerHandlers,
  ...reportHandlers,
  ...exportJobHandlers,
  ...statementHandlers,
  ...systemHandlers,
} satisfies AllHandlers;

/** A handler for an operation the contract does not declare fails typecheck here. */
type Undeclared = Exclude<keyof typeof allHandlers, OperationId>;
const noUndeclaredHandler: [Undeclared] extends [never] ? true : Undeclared = true;
void noUndeclaredHandler;
