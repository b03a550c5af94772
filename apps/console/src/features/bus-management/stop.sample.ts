// A stop as the API answers it, for the tests of /route/stop.
import type { Stop } from './stops.resource';

export const sampleStop = (extra: Partial<Stop> = {}): Stop => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  code: 'Mẫu 0001',
  name: 'Bến Thành',
  address: 'Quận 1, TP. Hồ Chí Minh',
  lat: 10.7715,
  lng: 106.6983,
  has_shelter: true,
  wheelchair_accessible: false,
  trigger_radius_m: 40,
  line_count: 2,
  lines: [
    { route_id: 1, line_id: 11, route_number: '01', direction: 0 },
    { route_id: 2, line_id: 21, route_number: '19', direction: 1 },
  ],
  status: 'active',
  note: null,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
