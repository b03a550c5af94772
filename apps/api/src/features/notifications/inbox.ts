// The caller's own notifications: list (newest first), mark one read, mark all read.
import { and, desc, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { toWire, type WireNotification } from './wire.ts';

export const ENTITY = 'notification';

export interface ListQuery {
  page?: number;
  size?: number;
  unread?: boolean;
}

export async function listInbox(db: Db, userId: number, query: ListQuery) {
  const { limit, offset } = pageOf(query);
  const mine = eq(notifications.userId, userId);
  const where = query.unread ? and(mine, eq(notifications.read, false)) : mine;
  const [counts] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not ${notifications.read})`.mapWith(Number),
    })
    .from(notifications)
    .where(mine);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const totalUnread = counts?.unread ?? 0;
  const total = query.unread ? totalUnread : (counts?.all ?? 0);
  return {
    notifications: rows.map(toWire),
    total,
    total_unread: totalUnread,
    more: offset + rows.length < total,
  };
}

/** Idempotent: an already read notification is answered unchanged and writes no history. */
export async function markRead(db: Db, principal: Principal, id: number): Promise<WireNotification> {
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, principal.userId));
    const [row] = await tx.select().from(notifications).where(mine).for('update');
    if (!row) throw notFound('Không tìm thấy thông báo');
    if (row.read) return toWire(row);
    const [updated] = await tx.update(notifications).set({ read: true }).where(mine).returning();
    await recordHistory(tx, principal, {
      entity: ENTITY,
      entityId: id,
      action: 'read',
      companyId: row.companyId,
      before: { read: false },
      after: { read: true },
    });
    return toWire(updated ?? { ...row, read: true });
  });
}

export async function markAllRead(db: Db, principal: Principal): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, principal.userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    if (changed.length > 0) {
      await recordHistory(tx, principal, {
        entity: ENTITY,
        entityId: `user:${principal.userId}`,
        action: 'read-all',
        before: { read: false },
        after: { read: true, updated: changed.length, ids: changed.map((c) => c.id).slice(0, 1000) },
      });
    }
    return { updated: changed.length };
  });
}
