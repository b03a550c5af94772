// changePassword (old password known) and resetPassword (signed in by SMS code, spec §7).
import { eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { AUTH_MESSAGES, OK } from './messages.ts';
import { revokeOtherSessions } from './sessions.ts';
import { normalizePhone } from './users.ts';

function assertSelf(principal: Principal, userId: number): void {
  if (principal.userId !== userId) throw forbidden(AUTH_MESSAGES.notYourAccount);
}

async function storePassword(
  db: Db,
  services: Services,
  principal: Principal,
  newPassword: string,
  action: 'change_password' | 'reset_password',
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const afterCommit = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, principal.userId));
    const revoke = await revokeOtherSessions(tx, services, principal);
    await recordHistory(tx, principal, {
      entity: 'user',
      entityId: principal.userId,
      action,
      companyId: principal.currentCompanyId,
      after: { password_changed: true, other_sessions_revoked: true },
    });
    return revoke;
  });
  await afterCommit();
}

export async function changePassword(
  db: Db,
  services: Services,
  principal: Principal,
  userId: number,
  body: { old_password: string; new_password: string },
) {
  assertSelf(principal, userId);
  if (!(await verifyPassword(principal.user.passwordHash, body.old_password))) {
    throw badRequest(AUTH_MESSAGES.wrongOldPassword, [
      { field: 'old_password', message: AUTH_MESSAGES.wrongOldPassword },
    ]);
  }
  if (body.new_password === body.old_password) {
    throw badRequest(AUTH_MESSAGES.samePassword, [
      { field: 'new_password', message: AUTH_MESSAGES.samePassword },
    ]);
  }
  await storePassword(db, services, principal, body.new_password, 'change_password');
  return OK;
}

export async function resetPassword(
  db: Db,
  services: Services,
  principal: Principal,
  userId: number,
  body: { username: string; new_password: string },
) {
  assertSelf(principal, userId);
  if (normalizePhone(body.username) !== principal.user.phoneNumber)
    throw forbidden(AUTH_MESSAGES.wrongUsername);
  await storePassword(db, services, principal, body.new_password, 'reset_password');
  return OK;
}
