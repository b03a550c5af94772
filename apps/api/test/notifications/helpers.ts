// Shared bits of the notification tests: demo users by phone, raw reads of the tables.
import { toInternationalPhone } from '@busops/sdk';
import { and, desc, eq, ne } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';

export async function userIdOf(t: TestApp, phone: string): Promise<number> {
  const { db } = t.services.database;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, toInternationalPhone(phone)));
  if (!row) throw new Error(`no demo user ${phone}`);
  return row.id;
}

/** The newest notification id of a user (0 when none). */
export async function newestNotificationId(t: TestApp, userId: number): Promise<number> {
  const { db } = t.services.database;
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Any notification that does not belong to `userId`. */
export async function foreignNotificationId(t: TestApp, userId: number): Promise<number> {
  const { db } = t.services.database;
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(ne(notifications.userId, userId), eq(notifications.read, false)))
    .limit(1);
  if (!row) throw new Error('no foreign notification');
  return row.id;
}
