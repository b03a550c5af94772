// Who is calling, in which company, with which role. Loaded once per signed-in request.
import { and, eq } from 'drizzle-orm';
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

export async function superCompanyId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isSuper, true))
    .limit(1);
  if (!row) throw new Error('No super company: the database was not seeded');
  return row.id;
}

async function staffIn(db: Db, userId: number, companyId: number | null): Promise<StaffRow | null> {
  if (companyId === null) return null;
  const [row] = await db
    .select()
    .from(busStaff)
    .where(and(eq(busStaff.userId, userId), eq(busStaff.companyId, companyId)));
  return row ?? null;
}

export async function loadPrincipal(db: Db, userId: number, sessionId: string | null): Promise<Principal> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const superId = await superCompanyId(db);
  if (user.activeSuperCompany) {
    const staff = await staffIn(db, userId, superId);
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
  const staff = await staffIn(db, userId, current);
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
