// A stop as the API answers it, for the tests of /route/stop. Fill in the resource's own fields.
import type { Stop } from './stops.resource';

export const sampleStop = (extra: Partial<Stop> = {}): Stop => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  code: 'Mẫu 0001',
  name: 'Bến Thành',
  lat: 10.7715,
  lng: 106.6983,
  status: 'active',
  note: null,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
