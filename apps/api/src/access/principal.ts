// Who is calling, in which company, with which role. Loaded once per signed-in request, in one statement
// that also checks the caller's session.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce, UNNAMED } from '../db/prepared.ts';
import { busStaff, companies, sessions, users } from '../db/schema/index.ts';
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
  /** A machine calling with its key (access/machine-keys.ts), not a person; null for a signed-in user. */
  apiKey: MachineKey | null;
}

/**
 * The key a machine called with: a `device` key reaches only the `x-device` operations; a `service` key
 * the operations one of its `roles` is admitted to (issue 21).
 */
export interface MachineKey {
  id: number;
  kind: 'device' | 'service';
  name: string;
  roles: number[];
}

/** The name a change is signed with where a name is kept (a trip's history): the person, or the key. */
export function actorName(principal: Principal): string {
  if (principal.apiKey) return `Khoá dịch vụ ${principal.apiKey.name}`;
  return principal.staff?.fullName ?? principal.user.fullName;
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
 * The user and, in the same statement, the staff record that carries the role: in the super company for
 * an active super user, otherwise in the current company (or the home organisation, org_id > 0). With a
 * session id, the row comes back only while that session of the user is live (not revoked), so the
 * session check of a signed-in request costs no statement of its own. Built once per database
 * (db/prepared.ts); the super company id, the user and the session are its placeholders.
 */
function userWithStaff(db: Db, withSession: boolean) {
  return preparedOnce(db, `principal:${withSession}`, () => {
    const staffCompany = sql`case when ${users.activeSuperCompany} then ${sql.placeholder('superId')}
    else coalesce(${users.currentCompanyId}, case when ${users.orgId} > 0 then ${users.orgId} end) end`;
    const liveSession = sql`exists (select 1 from ${sessions} where ${sessions.id} = ${sql.placeholder('sessionId')}
      and ${sessions.userId} = ${users.id} and ${sessions.revokedAt} is null)`;
    return db
      .select({ user: users, staff: busStaff })
      .from(users)
      .leftJoin(busStaff, and(eq(busStaff.userId, users.id), eq(busStaff.companyId, staffCompany)))
      .where(and(eq(users.id, sql.placeholder('userId')), withSession ? liveSession : undefined))
      .prepare(UNNAMED);
  });
}

/**
 * One statement (two the first time, to learn the super company id), whatever the kind of user. A
 * session id (local identity) must name a live session of the user, or the caller is not signed in.
 */
export async function loadPrincipal(db: Db, userId: number, sessionId: string | null): Promise<Principal> {
  const superId = await superCompanyId(db);
  const [row] = await userWithStaff(db, sessionId !== null).execute({ superId, userId, sessionId });
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
      apiKey: null,
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
    apiKey: null,
  };
}
