// Firebase sign-ins have no session rows for the sessions trigger to watch: every revocation goes
// through `identity.revoke` (revokeRefreshTokens), so this wrapper announces it on the bus, and
// every API instance ends that user's streams. Local identity needs nothing: the trigger announces.
import type { IdentityProvider } from '../../auth/identity.ts';
import type { Database } from '../../db/client.ts';
import type { NotificationBus } from './bus.ts';

export function announcingRevocations(
  identity: IdentityProvider,
  database: Database,
  bus: NotificationBus,
): IdentityProvider {
  if (identity.kind === 'local') return identity;
  return {
    ...identity,
    async revoke(userId, sessionId) {
      await identity.revoke(userId, sessionId);
      await bus.announceRevokedUser(database.db, userId);
    },
  };
}
