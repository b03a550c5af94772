// Test helpers: employees as the API answers them and an SDK client on an injected fetch (no network).
import type { BusStaff } from './employees.resource';

export function staffFixture(over: Partial<BusStaff> = {}): BusStaff {
  return {
    id: 1,
    company_id: 2,
    company_name: 'Xe buýt Phương Nam',
    phone_number: '+84912345678',
    full_name: 'Nguyễn Văn An',
    email: null,
    staff_code: 'NV01',
    role: 5,
    role_id: null,
    role_name: null,
    status: 'active',
    licence_expires_on: null,
    deposit_balance: 1_500_000,
    created_at: '2026-01-02T03:00:00Z',
    updated_at: '2026-01-02T03:00:00Z',
    ...over,
  };
}

export { type Call, fakeClient } from '../../test/fake-client';
