// Failed sign-ins per key (phone number), kept in the database so every API instance agrees.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/errors.ts';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export async function assertNotLocked(db: Db, key: string, now = new Date()): Promise<void> {
  const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
  if (row?.lockedUntil && row.lockedUntil > now) {
    const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
    throw tooManyRequests(
      `Bạn đã nhập sai quá ${MAX_FAILURES} lần, vui lòng thử lại sau ${Math.ceil(seconds / 60)} phút`,
      seconds,
    );
  }
}

export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  // One statement: a new window starts when the previous one has passed.
  await db
    .insert(authFailures)
    .values({ key, count: 1, firstAt: now })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${authFailures.firstAt} < ${windowStart} then 1 else ${authFailures.count} + 1 end`,
        firstAt: sql`case when ${authFailures.firstAt} < ${windowStart} then ${now} else ${authFailures.firstAt} end`,
      },
    });
  await db
    .update(authFailures)
    .set({ lockedUntil: new Date(now.getTime() + WINDOW_MS) })
    .where(sql`${authFailures.key} = ${key} and ${authFailures.count} >= ${MAX_FAILURES}`);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}
