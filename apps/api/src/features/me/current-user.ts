// The CurrentUser answer of getCurrentUser, switchCurrentCompany and markTourSeen, built from the principal.
import type { components } from '@busops/sdk/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { unscoped } from '../../access/scoped-db.ts';
import type { Executor } from '../../db/client.ts';
import { busStaff, companies, roles } from '../../db/schema/index.ts';

export type CurrentUser = components['schemas']['CurrentUser'];
type Role = components['schemas']['Role'];

/**
 * Companies the user may switch to: every company for a super-company user; otherwise the
 * companies of enabled_bus_companies_id where the user has a staff record.
 */
export async function enabledCompanies(
  executor: Executor,
  principal: Principal,
): Promise<Array<{ id: number; name: string; isSuper: boolean }>> {
  // The caller's own memberships, in every company (the switcher's list), not only the current one.
  const own = unscoped(executor);
  const columns = { id: companies.id, name: companies.name, isSuper: companies.isSuper };
  if (principal.isSuper) {
    return own.select(columns).from(companies).orderBy(asc(companies.id));
  }
  const enabled = principal.user.enabledBusCompaniesId;
  if (enabled.length === 0) return [];
  return own
    .selectDistinct(columns)
    .from(companies)
    .innerJoin(busStaff, and(eq(busStaff.companyId, companies.id), eq(busStaff.userId, principal.userId)))
    .where(inArray(companies.id, enabled))
    .orderBy(asc(companies.id));
}

export async function currentUserOf(executor: Executor, principal: Principal): Promise<CurrentUser> {
  const { user } = principal;
  // The caller's own records: the position of the staff record carrying their role may belong to the
  // super company while they work in a member company.
  const own = unscoped(executor);
  const [current] =
    principal.currentCompanyId === null
      ? []
      : await own
          .select({ id: companies.id, name: companies.name, is_super: companies.isSuper })
          .from(companies)
          .where(eq(companies.id, principal.currentCompanyId));
  const [position] =
    principal.role !== null && principal.staff?.roleId
      ? await own.select({ name: roles.name }).from(roles).where(eq(roles.id, principal.staff.roleId))
      : [];
  const enabled = await enabledCompanies(executor, principal);
  return {
    user_id: user.id,
    phone_number: user.phoneNumber,
    full_name: user.fullName,
    email: user.email,
    fbAppId: user.fbAppId,
    // The flag the server's x-company-scope checks use, so the console's menu agrees with them.
    active_super_company: principal.isSuper,
    belong_super_company: user.belongSuperCompany,
    org_id: current?.id ?? 0,
    role: current ? (principal.role as Role | null) : null,
    role_name: current ? (position?.name ?? null) : null,
    current_company: current ?? null,
    tour_seen_at: user.tourSeenAt?.toISOString() ?? null,
    enabled_companies: enabled.map(({ id, name }) => ({ id, name })),
  };
}
