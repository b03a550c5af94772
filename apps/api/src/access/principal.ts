// Who is calling, in which company, with which role. Loaded once per signed-in request.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { busStaff, companies, users } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';

export type UserRow = typeof users.$inferSelect;
export type StaffRow = typeof busStaff.$inferSelect;

export interface Principal {
  userId: number;
  sessionId: string | null;
  user: UserRow;
  /** The staff record that carries the caller's role (in the super company for super users). */
  staff: StaffRow | null;
  role: number | null;
  isSuper: boolean;
  superCompanyId: number;
  /** The company the caller works in now (null: an org_id 0 user who has not chosen yet). */
  currentCompanyId: number | null;
  /** Companies whose records the caller may read and write. 'all' only for the super company itself. */
  companyIds: 'all' | number[];
}

/** The super company never changes once seeded: its id is read once per database, then kept. */
const superIds = new WeakMap<Db, number>();

export async function superCompanyId(db: Db): Promise<number> {
  const cached = superIds.get(db);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isSuper, true))
    .limit(1);
  if (!row) throw new Error('No super company: the database was not seeded');
  superIds.set(db, row.id);
  return row.id;
}

/**
 * The user and, in the same query, the staff record that carries the role: in the super company for
 * an active super user, otherwise in the current company (or the home organisation, org_id > 0).
 */
async function userWithStaff(db: Db, userId: number, superId: number) {
  const staffCompany = sql`case when ${users.activeSuperCompany} then ${superId}
    else coalesce(${users.currentCompanyId}, case when ${users.orgId} > 0 then ${users.orgId} end) end`;
  const [row] = await db
    .select({ user: users, staff: busStaff })
    .from(users)
    .leftJoin(busStaff, and(eq(busStaff.userId, users.id), eq(busStaff.companyId, staffCompany)))
    .where(eq(users.id, userId));
  return row;
}

/** Two statements at most (one once the super company id is known), whatever the kind of user. */
export async function loadPrincipal(db: Db, userId: number, sessionId: string | null): Promise<Principal> {
  const superId = await superCompanyId(db);
  const row = await userWithStaff(db, userId, superId);
  if (!row) throw unauthorized();
  const { user, staff } = row;
  if (user.activeSuperCompany) {
    const current = user.currentCompanyId ?? superId;
    return {
      userId,
      sessionId,
      user,
      staff,
      role: staff?.status === 'active' ? staff.role : null,
      isSuper: true,
      superCompanyId: superId,
      currentCompanyId: current,
      companyIds: current === superId ? 'all' : [current],
    };
  }
  const current = user.currentCompanyId ?? (user.orgId > 0 ? user.orgId : null);
  return {
    userId,
    sessionId,
    user,
    staff,
    role: staff?.status === 'active' ? staff.role : null,
    isSuper: false,
    superCompanyId: superId,
    currentCompanyId: staff ? current : null,
    companyIds: staff && current !== null ? [current] : [],
  };
}
