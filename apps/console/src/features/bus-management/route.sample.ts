// A route as the API answers it, for the tests of /route/list. Fill in the resource's own fields.
import type { Route } from './routes.resource';

export const sampleRoute = (extra: Partial<Route> = {}): Route => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  number: 'Mẫu 0001',
  name: 'Bến Thành - Chợ Lớn',
  status: 'active',
  note: null,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
