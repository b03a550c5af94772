// The app's employees store, on the one SDK client.
import { api } from '../../lib/api';
import { createEmployeesStore } from './employees.store';

export const employees = createEmployeesStore(api);
