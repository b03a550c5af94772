// Idempotency-Key for money-moving POSTs (design §3): the first answer is stored in
// idempotency_keys in the same transaction as the work it describes, and replayed for a retry with
// the same key and the same body. The same key with another body answers 409.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { conflict } from './errors.ts';

export interface IdempotencyOptions {
  db: Db;
  /** Keys are scoped per caller and per operation. */
  userId: number;
  operationId: string;
  /** The Idempotency-Key header; absent or empty: the work simply runs (once per call). */
  key: string | null | undefined;
  /** What identifies the request besides the key (normally its body). */
  request: unknown;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
}

export interface IdempotentResult<T> extends IdempotentAnswer<T> {
  /** True when the answer is the stored first answer of an earlier call. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_REUSED = 'Idempotency-Key đã được dùng cho yêu cầu khác';

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const requestHash = (request: unknown): string =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

/**
 * Runs `work` in one transaction, at most once per (user, operation, key). The answer `work` gives
 * is stored (as JSON) with the key before the transaction commits; a later call with the same key
 * and an equal request gets that answer back (`replayed: true`) without running `work`. Concurrent
 * calls with one key are serialised by a transaction-scoped advisory lock. When `work` throws,
 * nothing is stored, so the caller may retry with the same key.
 */
export async function withIdempotency<T>(
  options: IdempotencyOptions,
  work: (tx: Tx) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentResult<T>> {
  const { db, userId, operationId } = options;
  const key = options.key?.trim() || null;
  return db.transaction(async (tx) => {
    if (key === null) {
      const answer = await work(tx);
      return { status: answer.status, body: asJson(answer.body), replayed: false };
    }
    const hash = requestHash(options.request);
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`idem:${userId}:${operationId}:${key}`}, 0))`,
    );
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.operationId, operationId),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (stored) {
      if (stored.requestHash !== hash) throw conflict(IDEMPOTENCY_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
      return { status: stored.statusCode, body: stored.body as T, replayed: true };
    }
    const answer = await work(tx);
    const body = asJson(answer.body);
    await tx.insert(idempotencyKeys).values({
      userId,
      operationId,
      key,
      requestHash: hash,
      statusCode: answer.status,
      body: body as object,
    });
    return { status: answer.status, body, replayed: false };
  });
}

/** The answer as it travels (dates as ISO strings): the first and a replayed answer are identical. */
function asJson<T>(body: T): T {
  return JSON.parse(JSON.stringify(body ?? null)) as T;
}
