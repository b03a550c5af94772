// A vehicle as the API answers it, for the tests of /vehicle/list.
import type { Vehicle } from './vehicles.resource';

export const sampleVehicle = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  plate: '51B-123.45',
  fleet_number: 'PN-001',
  make: 'Hyundai',
  model: 'County 29 chỗ',
  seats: 29,
  standing_places: 20,
  fuel: 'cng',
  wheelchair_accessible: true,
  depot: 'Bãi xe An Sương',
  gps_device_id: 'PN-0001',
  inspection_expires_on: '2030-01-31',
  badge_expires_on: null,
  insurance_expires_on: '2030-06-30',
  document_status: 'missing',
  expiring_documents: [],
  status: 'active',
  note: null,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
