// markTourSeen: the welcome tour is remembered per user (users.tour_seen_at), not per browser profile.
// The first time is kept: a second call (another browser closing its tour) changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { loadPrincipal, type Principal } from '../../access/principal.ts';
import { unscoped } from '../../access/scoped-db.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type CurrentUser, currentUserOf } from './current-user.ts';

export async function markTourSeen(db: Db, principal: Principal): Promise<CurrentUser> {
  // The caller's own row, whatever company they are in (the users table has no company).
  await unscoped(db)
    .update(users)
    .set({ tourSeenAt: new Date() })
    .where(and(eq(users.id, principal.userId), isNull(users.tourSeenAt)));
  const updated = await loadPrincipal(unscoped(db), principal.userId, principal.sessionId);
  return currentUserOf(db, updated);
}
