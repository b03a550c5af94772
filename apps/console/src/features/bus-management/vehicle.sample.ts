// A vehicle as the API answers it, for the tests of /vehicle/list. Fill in the resource's own fields.
import type { Vehicle } from './vehicles.resource';

export const sampleVehicle = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  plate: 'Mẫu 0001',
  status: 'active',
  note: null,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
