// What features/index.ts registers for employees: the screen, its commands and the palette record search.
import { registerRecordSearchers } from '../../commands/record-search';
import { registerCommands } from '../../commands/registry';
import { api } from '../../lib/api';
import { employeeCommands } from './employees.commands';
import { employeeSearcher } from './employees.search';

export function registerEmployees(): void {
  registerCommands(employeeCommands);
  registerRecordSearchers([employeeSearcher(api)]);
}
