// Customer support sends a notification to staff users: one row per recipient, published to the
// live streams in the same transaction (NOTIFY is delivered on commit, never on rollback).
import { inArray } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { busStaff, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import type { Services } from '../../services.ts';
import { ENTITY } from './inbox.ts';
import { toWire } from './wire.ts';

type SendInput = BodyOf<'sendNotification'>;

export async function sendNotification(db: Db, services: Services, principal: Principal, input: SendInput) {
  const userIds = [...new Set(input.user_ids)];
  return db.transaction(async (tx) => {
    // Recipients must have a staff record in a company the caller sees (`db` is scoped), else 404.
    const visible = await tx
      .selectDistinct({ userId: busStaff.userId })
      .from(busStaff)
      .where(inArray(busStaff.userId, userIds));
    if (visible.length !== userIds.length) throw notFound('Không tìm thấy nhân viên nhận thông báo');

    const companyId = principal.currentCompanyId;
    const rows = await tx
      .insert(notifications)
      .values(
        userIds.map((userId) => ({
          userId,
          companyId,
          title: input.title,
          body: input.body,
          type: 'support',
          link: input.link ?? null,
        })),
      )
      .returning();
    for (const row of rows) {
      await recordHistory(tx, principal, {
        entity: ENTITY,
        entityId: row.id,
        action: 'create',
        companyId,
        after: { user_id: row.userId, title: row.title, body: row.body, type: row.type, link: row.link },
      });
    }
    await services.notifications.publishMany(
      tx,
      rows.map((row) => ({ userId: row.userId, notification: toWire(row) })),
    );
    return { sent: rows.length };
  });
}
