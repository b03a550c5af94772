// What features/index.ts registers for employees: the screen, its commands and the palette record search.
import { registerRecordSearchers } from '../../commands/record-search';
import { registerCommands } from '../../commands/registry';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { employeeCommands } from './employees.commands';
import { employeeRecord, employeeResource } from './employees.resource';

export function registerEmployees(): void {
  registerCommands(employeeCommands);
  registerRecordSearchers([
    resourceSearcher(employeeResource, api, { group: 'Nhân viên', record: employeeRecord }),
  ]);
}
