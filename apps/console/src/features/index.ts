// The one place that knows every feature: registers their commands, record searchers and session hooks.
// Adding an area = one import and one line here (see README "Adding a screen").
import { registerRecordSearchers } from '../commands/record-search';
import { registerCommands } from '../commands/registry';
import { listCommands } from '../components/list-screen/active-list';
import { authCommands } from './auth/auth.commands';
import { billSettingCommands } from './bill-settings/bill-settings.commands';
import { routeFaresCommands } from './bus-management/route-fares.commands';
import { routeCommands, routeSearchers } from './bus-management/routes.commands';
import { stationFileCommands } from './bus-management/station-files.commands';
import { stopCommands, stopSearchers } from './bus-management/stops.commands';
import { vehicleCommands, vehicleSearchers } from './bus-management/vehicles.commands';
import { companyCommands, companySearchers } from './companies/companies.commands';
import { memberCommands, memberSearchers } from './customers/members.commands';
import { nfcCardCommands } from './customers/nfc-cards.commands';
import { deviceKeyCommands } from './device-keys/device-keys.commands';
import { copyDayCommands } from './dispatch/copy/copy-day.commands';
import { dispatchCommands } from './dispatch/dispatch.commands';
import {
  driverSettingTypeCommands,
  driverSettingTypeSearchers,
} from './dispatch/roster/driver-setting-types.commands';
import { rosterCommands } from './dispatch/roster/roster.commands';
import { syncCommands } from './dispatch/sync/sync.commands';
import { registerEmployees } from './employees/employees.feature';
import { gtfsCommands } from './gtfs/gtfs.commands';
import { liveMapCommands, liveMapSearchers } from './live-map/live-map.commands';
import {
  monthlyTicketCommands,
  monthlyTicketSearchers,
  registerMonthlyTicketSections,
} from './monthly-tickets/monthly-tickets.commands';
import { wireNotifications } from './notifications/notifications';
import { notificationCommands } from './notifications/notifications.commands';
import { passSettingCommands, passSettingSearchers } from './pass-settings/pass-settings.commands';
import { permissionCommands } from './permissions/permissions.commands';
import { reportCommands, reportSearchers } from './reports/reports.commands';
import { serviceKeyCommands } from './service-keys/service-keys.commands';
import { statementCommands, statementSearchers } from './statements/statements.commands';

export function registerFeatures(): void {
  registerCommands(routeCommands);
  registerCommands(routeFaresCommands);
  registerRecordSearchers(routeSearchers);
  registerCommands(stopCommands);
  registerCommands(stationFileCommands);
  registerRecordSearchers(stopSearchers);
  registerCommands(vehicleCommands);
  registerCommands([...deviceKeyCommands, ...serviceKeyCommands]);
  registerCommands(gtfsCommands);
  registerRecordSearchers(vehicleSearchers);
  registerCommands(liveMapCommands);
  registerRecordSearchers(liveMapSearchers);
  registerCommands(listCommands);
  registerCommands(authCommands);
  registerCommands(notificationCommands);
  registerCommands(companyCommands);
  registerRecordSearchers(companySearchers);
  registerCommands(permissionCommands);
  registerCommands(billSettingCommands);
  registerCommands(dispatchCommands);
  registerEmployees();
  registerCommands(copyDayCommands);
  registerCommands([...driverSettingTypeCommands, ...rosterCommands]);
  registerRecordSearchers(driverSettingTypeSearchers);
  registerCommands(syncCommands);
  registerCommands(passSettingCommands);
  registerRecordSearchers(passSettingSearchers);
  registerCommands(monthlyTicketCommands);
  // Before the customer records: at the counter a typed phone is for a renewal or a payment first (the
  // counter's actions show only to roles that may take orders; others get the customer first).
  registerRecordSearchers(monthlyTicketSearchers);
  registerMonthlyTicketSections();
  registerCommands([...memberCommands, ...nfcCardCommands]);
  registerRecordSearchers(memberSearchers);
  registerCommands(reportCommands);
  registerCommands(statementCommands);
  registerRecordSearchers(statementSearchers);
  registerRecordSearchers(reportSearchers);
  wireNotifications();
}
