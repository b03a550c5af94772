// The signed-in user ('me' call, spec §3) and the rules about it.
import { ADMIN_APP_ID, type Principal, toPrincipal } from '@busops/domain';
import type { Schemas } from '@busops/sdk';

export type CurrentUser = Schemas['CurrentUser'];

/** spec §4: a stored user is valid only with a phone_number and the admin application id. */
export function isValidStoredUser(user: unknown): user is CurrentUser {
  if (!user || typeof user !== 'object') return false;
  const candidate = user as Partial<CurrentUser>;
  return (
    typeof candidate.phone_number === 'string' &&
    candidate.phone_number.length > 0 &&
    candidate.fbAppId === ADMIN_APP_ID
  );
}

export function principalOf(
  user: Pick<CurrentUser, 'role' | 'active_super_company'> | null,
): Principal | null {
  return user ? toPrincipal(user) : null;
}

/** spec §2/§6: a member-company user without a company (org_id 0) must choose one first. */
export function mustChooseCompany(
  user: Pick<CurrentUser, 'active_super_company' | 'org_id'> | null | undefined,
): boolean {
  return !!user && !user.active_super_company && user.org_id === 0;
}
