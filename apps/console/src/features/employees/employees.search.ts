// Palette record search: employees by keyword on the server (listBusStaff, 8 hits); opening one goes to
// /employee?id=<id>, which opens its edit dialog (and remembers it for /menu's recent records).
import { roleLabel } from '@busops/domain';
import { type ApiClient, toLocalPhone } from '@busops/sdk';
import type { RecordItem, RecordSearcher } from '../../commands/record-search';
import { recordLink } from '../../components/list-screen/use-record-link';
import { EMPLOYEE_PATH } from './employees.commands';
import type { BusStaff } from './employees.store';

export const SEARCH_SIZE = 8;
export const EMPLOYEE_SEARCHER = 'employees';

/** One employee as a record: a palette hit, and a recent record on /menu once opened. */
export function employeeRecord(staff: BusStaff): RecordItem {
  return {
    id: String(staff.id),
    title: staff.full_name,
    subtitle: [toLocalPhone(staff.phone_number), roleLabel(staff.role), staff.company_name]
      .filter(Boolean)
      .join(' · '),
    path: recordLink(EMPLOYEE_PATH, staff.id),
  };
}

export function employeeSearcher(client: ApiClient): RecordSearcher {
  return {
    id: EMPLOYEE_SEARCHER,
    group: 'Nhân viên',
    operationId: 'listBusStaff',
    search: async (keyword, signal): Promise<RecordItem[]> => {
      const { data } = await client.GET('/bus/staff', {
        // The palette shows 8 hits and no total: skip the count (the costly part over 100k rows).
        params: { query: { keyword, page: 0, size: SEARCH_SIZE, with_total: false } },
        signal,
      });
      return data.items.map(employeeRecord);
    },
  };
}
