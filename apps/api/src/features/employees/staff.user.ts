// The person behind staff records (a users row, shared by every company they work for): what of it
// goes into history, and an update that records itself.
import { eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'updatedAt'>>;

/** The user as history sees it: no password hash, contract field names. */
export const userAudit = (u: UserRow) => ({
  id: u.id,
  phone_number: u.phoneNumber,
  full_name: u.fullName,
  email: u.email,
  org_id: u.orgId,
  enabled_bus_companies_id: u.enabledBusCompaniesId,
  belong_super_company: u.belongSuperCompany,
  active_super_company: u.activeSuperCompany,
});

/** Writes `patch` to the user and records the before/after under the company acted in. */
export async function updateUserRecorded(
  tx: Tx,
  principal: Principal,
  user: UserRow,
  patch: UserPatch,
  companyId: number,
): Promise<void> {
  const [updated] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await recordHistory(tx, principal, {
    entity: 'user',
    entityId: user.id,
    action: 'update',
    companyId,
    before: userAudit(user),
    after: userAudit(updated!),
  });
}
