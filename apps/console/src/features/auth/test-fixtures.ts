// A signed-in member-company user (role 2 of company 3) for tests; override what a test is about.
import { ADMIN_APP_ID } from '@busops/domain';
import type { CurrentUser } from './current-user';

export function userFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const org_id = overrides.org_id ?? 3;
  return {
    user_id: 1,
    phone_number: '+84912345678',
    full_name: 'Nguyễn Văn A',
    email: null,
    fbAppId: ADMIN_APP_ID,
    active_super_company: false,
    belong_super_company: false,
    org_id,
    role: 2,
    role_name: 'Admin',
    current_company: { id: org_id, name: `Xe buýt ${org_id}`, is_super: false },
    enabled_companies: [{ id: org_id, name: `Xe buýt ${org_id}` }],
    ...overrides,
  };
}
