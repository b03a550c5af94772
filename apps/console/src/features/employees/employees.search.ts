// Palette record search: employees by keyword on the server (listBusStaff, 8 hits); opening one goes to
// /employee?focus=<id>, which opens its edit dialog.
import { roleLabel } from '@busops/domain';
import { type ApiClient, toLocalPhone } from '@busops/sdk';
import type { RecordItem, RecordSearcher } from '../../commands/record-search';

export const SEARCH_SIZE = 8;

export function employeeSearcher(client: ApiClient): RecordSearcher {
  return {
    id: 'employees',
    group: 'Nhân viên',
    operationId: 'listBusStaff',
    search: async (keyword, signal): Promise<RecordItem[]> => {
      const { data } = await client.GET('/bus/staff', {
        // The palette shows 8 hits and no total: skip the count (the costly part over 100k rows).
        params: { query: { keyword, page: 0, size: SEARCH_SIZE, with_total: false } },
        signal,
      });
      return data.items.map((staff) => ({
        id: String(staff.id),
        title: staff.full_name,
        subtitle: [toLocalPhone(staff.phone_number), roleLabel(staff.role), staff.company_name]
          .filter(Boolean)
          .join(' · '),
        path: `/employee?focus=${staff.id}`,
      }));
    },
  };
}
