// A route as the API answers it, for the tests of /route/list.
import type { Route } from './routes.resource';

export const sampleRoute = (extra: Partial<Route> = {}): Route => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  number: 'Mẫu 0001',
  name: 'Bến Thành - Chợ Lớn',
  type: 'subsidized',
  operating_start: '05:00',
  operating_end: '21:00',
  headway_minutes: 10,
  length_km: 18.5,
  color: '#1f77b4',
  is_auto_price: false,
  lines: [
    { id: 11, route_id: 7, direction: 0, name: 'Lượt đi', shape: null, length_km: 9.2, stop_count: 32 },
    { id: 12, route_id: 7, direction: 1, name: 'Lượt về', shape: null, length_km: 9.4, stop_count: 30 },
  ],
  status: 'active',
  note: null,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
