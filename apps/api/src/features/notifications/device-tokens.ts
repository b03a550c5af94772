// Push device tokens (Firebase Cloud Messaging) of the signed-in user, per app (x-app-id).
// History names a token by a hash: the token itself is a credential for pushing to a device.
import { and, eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { sha256 } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { deviceTokens } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

const ENTITY = 'device_token';
const tokenRef = (token: string) => sha256(token).slice(0, 16);

/** Same user and app again: no-op. Another user's token (or another app) moves to the caller. */
export async function registerToken(
  db: Db,
  principal: Principal,
  token: string,
  appId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(deviceTokens).where(eq(deviceTokens.token, token)).for('update');
    if (before && before.userId === principal.userId && before.appId === appId) return;
    await tx
      .insert(deviceTokens)
      .values({ token, userId: principal.userId, appId })
      .onConflictDoUpdate({ target: deviceTokens.token, set: { userId: principal.userId, appId } });
    await recordHistory(tx, principal, {
      entity: ENTITY,
      entityId: tokenRef(token),
      action: before ? 'update' : 'create',
      before: before ? { user_id: before.userId, app_id: before.appId } : undefined,
      after: { user_id: principal.userId, app_id: appId },
    });
  });
}

/** Only the caller's own token; any other answers 404 (its existence is not revealed). */
export async function deleteToken(db: Db, principal: Principal, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(deviceTokens)
      .where(and(eq(deviceTokens.token, token), eq(deviceTokens.userId, principal.userId)))
      .returning();
    if (!removed) throw notFound('Không tìm thấy mã thiết bị');
    await recordHistory(tx, principal, {
      entity: ENTITY,
      entityId: tokenRef(token),
      action: 'delete',
      before: { user_id: removed.userId, app_id: removed.appId },
    });
  });
}
