// Machines' keys (issue 18, migration 0009): how a key is made, kept and checked. A key is 32 random
// bytes, so its SHA-256 is all the API keeps (argon2 is for passwords people choose: a slow hash adds
// nothing against a key no one can guess) and the lookup is by that hash. A valid key becomes a
// principal of its company with no person: a device key has no role and routes.ts lets it reach only
// the operations the contract marks `x-device: true`; a service key (issue 21) carries the roles its
// admin gave it and routes.ts admits it like a staff member holding them. The scoped database keeps
// either inside its company. Nothing of a key is kept in memory: every call reads its row, so a
// revocation or rotation committed on any instance refuses the very next call everywhere.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { reserve } from '../auth/rate-limit.ts';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { type MachineKey, type Principal, superCompanyId, type UserRow } from './principal.ts';

/** Every key starts so (a secret scanner can recognise a leaked one). */
export const KEY_PREFIX = 'bsk_';
const KEY_PATTERN = /^bsk_[A-Za-z0-9_-]{43}$/;
/** Characters of a key shown in lists to tell keys apart: `bsk_` and 8 of its 43 random ones. */
const SHOWN = KEY_PREFIX.length + 8;

export interface NewKey {
  key: string;
  prefix: string;
  hash: string;
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function newKey(): NewKey {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN), hash: hashKey(key) };
}

const refused = () => unauthorized('Khoá API không hợp lệ hoặc đã bị thu hồi');

/** last_used_at is written at most once a minute per key: a busy key costs no write per call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface KeyAllowance {
  /** Calls a minute of a device key. */
  device: number;
  /** Calls a minute of a service key. */
  service: number;
}

const TOO_MANY: Record<MachineKey['kind'], (n: number, s: number) => string> = {
  device: (n, s) => `Thiết bị gửi quá ${n} lần mỗi phút; thử lại sau ${s} giây`,
  service: (n, s) => `Khoá dịch vụ gọi quá ${n} lần mỗi phút; thử lại sau ${s} giây`,
};

/**
 * The principal of a live key, its use recorded (last_used_at, to the minute), and one call taken from
 * its per-minute allowance (429 beyond, the rate_limits table every instance shares).
 */
export async function authenticateMachineKey(
  db: Db,
  key: string,
  now: Date,
  allowance: KeyAllowance,
): Promise<Principal> {
  if (!KEY_PATTERN.test(key)) throw refused();
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      kind: apiKeys.kind,
      name: apiKeys.name,
      roles: apiKeys.roles,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, hashKey(key)), isNull(apiKeys.revokedAt)));
  if (!row) throw refused();
  await markUsed(db, row, now);
  const max = allowance[row.kind];
  const reserved = await reserve(db, { key: `machine-key:${row.id}`, max, windowMs: 60_000 }, now);
  if (!reserved.ok)
    throw tooManyRequests(TOO_MANY[row.kind](max, reserved.retryAfterS), reserved.retryAfterS);
  return {
    // No person. A device reads nothing of a user (x-device operations only). A service key gets an id
    // no person has (its own id, negated): what a handler files under "the caller" (an Idempotency-Key,
    // a trip's created_by) stays the key's own, never another key's or a person's.
    userId: row.kind === 'service' ? -row.id : 0,
    sessionId: null,
    user: null as unknown as UserRow,
    staff: null,
    // A service key's role is chosen per operation (routes.ts: the first of its roles the operation admits).
    role: null,
    isSuper: false,
    superCompanyId: await superCompanyId(db),
    currentCompanyId: row.companyId,
    companyIds: [row.companyId],
    apiKey: { id: row.id, kind: row.kind, name: row.name, roles: row.roles },
  };
}

/** Bounded writes: the compare-and-set lets one of the calls of a minute, on any instance, write it. */
async function markUsed(db: Db, row: { id: number; lastUsedAt: Date | null }, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt && row.lastUsedAt > stale) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
}
