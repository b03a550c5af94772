// Attempt limits kept in the database (rate_limits), so every API instance agrees. An attempt is
// RESERVED by one statement before the work it limits runs (design §6b): however many requests
// arrive at once, no more than the limit are ever checked. The rules per operation are in
// sign-in-limits.ts; docs/adr/0005-sign-in-limits-and-refresh-reuse.md says why they are what they are.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface Limit {
  /** What is counted, e.g. `login:client:203.0.113.7`. */
  key: string;
  /** Attempts allowed per window (Infinity: no ceiling, only the back-off below). */
  max: number;
  /** A counter starts again after this long without a block or a new window. */
  windowMs: number;
  /** Growing delays: the attempt number `after` and each later one block the next for base * 2^k ms. */
  backoff?: { after: number; baseMs: number; capMs: number };
}

export type Reservation = { ok: true; count: number } | { ok: false; retryAfterS: number };

const ts = (date: Date) => sql`cast(${date.toISOString()} as timestamptz)`;

/** The block that the attempt numbered `count` leaves behind, in milliseconds (SQL expression). */
function backoffMs(limit: Limit, count: SQL): SQL | null {
  const b = limit.backoff;
  if (!b) return null;
  // Exponent clamped so power() never overflows; the cap applies long before.
  return sql`case when ${count} >= ${b.after}
    then least(${b.capMs}::float8, ${b.baseMs}::float8 * power(2, least(${count} - ${b.after}, 40)))
    else 0 end`;
}

/** The same rule in JavaScript, for the first attempt (the INSERT of a new counter). */
export function backoffMsOf(limit: Limit, count: number): number {
  const b = limit.backoff;
  if (!b || count < b.after) return 0;
  return Math.min(b.capMs, b.baseMs * 2 ** Math.min(count - b.after, 40));
}

/**
 * Takes one attempt of `limit` at `now`, or refuses it, in ONE statement: the conflicting row is
 * locked and the condition is evaluated on its latest version, so parallel callers queue.
 */
export async function reserve(executor: Executor, limit: Limit, now: Date): Promise<Reservation> {
  const cutoff = new Date(now.getTime() - limit.windowMs);
  const expired = sql`greatest(${rateLimits.windowStart}, coalesce(${rateLimits.blockedUntil}, ${rateLimits.windowStart})) <= ${ts(cutoff)}`;
  const nextCount = sql`(case when ${expired} then 1 else ${rateLimits.count} + 1 end)`;
  const delay = backoffMs(limit, nextCount);
  const firstDelay = backoffMsOf(limit, 1);
  const notBlocked = sql`(${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${ts(now)})`;
  const underCeiling = Number.isFinite(limit.max)
    ? sql`(${expired} or ${rateLimits.count} < ${limit.max})`
    : sql`true`;
  const [row] = await executor
    .insert(rateLimits)
    .values({
      key: limit.key,
      count: 1,
      windowStart: now,
      blockedUntil: firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: nextCount,
        windowStart: sql`case when ${expired} then ${ts(now)} else ${rateLimits.windowStart} end`,
        blockedUntil: delay
          ? sql`case when ${delay} > 0 then ${ts(now)} + ${delay} * interval '1 millisecond' else null end`
          : sql`null`,
      },
      setWhere: and(notBlocked, underCeiling),
    })
    .returning({ count: rateLimits.count });
  if (row) return { ok: true, count: row.count };
  return { ok: false, retryAfterS: await retryAfter(executor, limit, now) };
}

/** Seconds until `limit` allows an attempt again (at least 1). */
async function retryAfter(executor: Executor, limit: Limit, now: Date): Promise<number> {
  const [row] = await executor.select().from(rateLimits).where(eq(rateLimits.key, limit.key));
  if (!row) return 1;
  const blockedMs = row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0;
  const windowMs = row.count >= limit.max ? row.windowStart.getTime() + limit.windowMs - now.getTime() : 0;
  return Math.max(1, Math.ceil(Math.max(blockedMs, windowMs) / 1000));
}

/** Gives back one reserved attempt of each key (the attempt succeeded, so it was no failure). */
export async function refund(executor: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/** Forgets the counters of these keys (a success ends a back-off). */
export async function clear(executor: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await executor.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
