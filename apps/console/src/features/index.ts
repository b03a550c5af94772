// The one place that knows every feature: registers their commands, record searchers and session hooks.
// Adding an area = one import and one line here (see README "Adding a screen").
import { registerCommands } from '../commands/registry';
import { listCommands } from '../components/list-screen/active-list';
import { authCommands } from './auth/auth.commands';
import { registerEmployees } from './employees/employees.feature';
import { wireNotifications } from './notifications/notifications';
import { notificationCommands } from './notifications/notifications.commands';

export function registerFeatures(): void {
  registerCommands(listCommands);
  registerCommands(authCommands);
  registerCommands(notificationCommands);
  registerEmployees();
  wireNotifications();
}
