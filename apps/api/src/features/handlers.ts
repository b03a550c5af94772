// Every operation's handler, by feature. registerOperations fails at start if one is missing.
import type { Handlers } from '../http/operation.ts';
import { authHandlers } from './auth/auth.handlers.ts';
import { companyHandlers } from './companies/companies.handlers.ts';
import { employeeHandlers } from './employees/employees.handlers.ts';
import { lookupHandlers } from './lookups/lookups.handlers.ts';
import { meHandlers } from './me/me.handlers.ts';
import { notificationHandlers } from './notifications/notifications.handlers.ts';
import { permissionHandlers } from './permissions/permissions.handlers.ts';
import { settingHandlers } from './settings/settings.handlers.ts';
import { systemHandlers } from './system/system.handlers.ts';

export const allHandlers: Handlers = {
  ...authHandlers,
  ...meHandlers,
  ...companyHandlers,
  ...permissionHandlers,
  ...employeeHandlers,
  ...lookupHandlers,
  ...settingHandlers,
  ...notificationHandlers,
  ...systemHandlers,
};
