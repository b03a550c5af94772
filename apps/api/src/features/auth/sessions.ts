// Ending sessions. Local identity sessions are rows, revoked in the caller's transaction; Firebase
// revokes per user (every refresh token and ID token of the user), after the transaction commits.
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';

/**
 * Revokes every session of the user except the calling one. Returns what must run after the
 * transaction commits (Firebase: revokeRefreshTokens, which cannot spare the calling session).
 */
export async function revokeOtherSessions(
  executor: Executor,
  services: Services,
  principal: Principal,
): Promise<() => Promise<void>> {
  if (services.identity.kind !== 'local') {
    return () => services.identity.revoke(principal.userId, null);
  }
  const keep = principal.sessionId;
  await revokeLiveSessions(executor, principal.userId, keep ? ne(sessions.id, keep) : undefined);
  return async () => {};
}

/** Sign-out: the calling session, or (all) every session of the user. Same post-commit contract. */
export async function revokeCallerSessions(
  executor: Executor,
  services: Services,
  principal: Principal,
  all: boolean,
): Promise<() => Promise<void>> {
  if (services.identity.kind !== 'local' || (!all && !principal.sessionId)) {
    return () => services.identity.revoke(principal.userId, all ? null : principal.sessionId);
  }
  await revokeLiveSessions(
    executor,
    principal.userId,
    all ? undefined : eq(sessions.id, principal.sessionId!),
  );
  return async () => {};
}

/**
 * Every session of another person (phone or role changed by someone else): their ID tokens and
 * refresh tokens stop working. Same post-commit contract as above.
 */
export async function revokeAllSessionsOf(
  executor: Executor,
  services: Services,
  userId: number,
): Promise<() => Promise<void>> {
  if (services.identity.kind !== 'local') return () => services.identity.revoke(userId, null);
  await revokeLiveSessions(executor, userId, undefined);
  return async () => {};
}

/** Marks the user's not yet revoked sessions revoked: those matching `which`, or all of them. */
async function revokeLiveSessions(executor: Executor, userId: number, which: SQL | undefined): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), which));
}
