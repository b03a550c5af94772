// Choices of the reports' own filters (define-report ReportFilter), read when a report screen opens:
// the company's conductors (listBusStaff, role 5: any company, roles 1, 2, 9 like the reports), the
// fare products and the kinds of monthly-ticket order the domain names.
import { FARE_PRODUCT_LABELS, ORDER_TYPE_LABELS } from '@busops/domain';
import type { FilterOption } from '../../kit/define-report';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { lookup } from '../../lib/lookups';

const CONDUCTOR_ROLE = 5;

/** Every conductor the caller's companies employ, by name (the list's first 500: a picker, not a search). */
export function conductorChoices(): Promise<readonly FilterOption[]> {
  return lookup('report-conductors', async () => {
    const page = await data(
      api.call('listBusStaff', {
        params: { query: { role: CONDUCTOR_ROLE, size: 500, sort: 'full_name' } },
      }),
    );
    return page.items.map((s) => ({
      value: String(s.id),
      label: s.staff_code ? `${s.full_name} (${s.staff_code})` : s.full_name,
    }));
  });
}

export const FARE_PRODUCT_CHOICES: readonly FilterOption[] = Object.entries(FARE_PRODUCT_LABELS).map(
  ([value, label]) => ({ value, label }),
);

export const ORDER_TYPE_CHOICES: readonly FilterOption[] = Object.entries(ORDER_TYPE_LABELS).map(
  ([value, label]) => ({ value, label }),
);
