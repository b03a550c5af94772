// requestSmsCode / verifySmsCode: 6-digit codes, stored hashed, valid 5 minutes, 5 attempts each.
// The answer never tells whether a user has the phone number; only real users get an SMS.
// Requests are limited per phone number (below) and per client (sign-in-limits.ts).
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { sha256 } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { tooManyRequests, unauthorized } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { reserveSmsRequest } from './sign-in-limits.ts';
import { findUserByPhone, normalizePhone } from './users.ts';

export const SMS_CODE_TTL_S = 5 * 60;
export const SMS_MAX_ATTEMPTS = 5;
/** Code requests per phone number within SMS_REQUEST_WINDOW_MS. */
export const SMS_MAX_REQUESTS = 5;
export const SMS_REQUEST_WINDOW_MS = 15 * 60 * 1000;

export const smsText = (code: string) =>
  `Mã xác thực busops của bạn là ${code}. Mã có hiệu lực trong ${SMS_CODE_TTL_S / 60} phút.`;
const codeHash = (sessionId: string, code: string) => sha256(sessionId + code);

export async function requestSmsCode(
  db: Db,
  services: Services,
  phoneNumber: string,
  client: string,
): Promise<{ sessionId: string; expires_in: number }> {
  const phone = normalizePhone(phoneNumber);
  const now = services.clock();
  const sessionId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  const limited = await db.transaction(async (tx) => {
    // One request at a time per phone number, so the count below cannot be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const windowStart = new Date(now.getTime() - SMS_REQUEST_WINDOW_MS);
    const recent = and(eq(smsCodes.phoneNumber, phone), gt(smsCodes.createdAt, windowStart));
    const [row] = await tx
      .select({ n: count(), oldest: sql<string | Date>`min(${smsCodes.createdAt})` })
      .from(smsCodes)
      .where(recent);
    if (Number(row?.n ?? 0) >= SMS_MAX_REQUESTS) {
      const oldest = new Date(row!.oldest).getTime();
      return Math.max(1, Math.ceil((oldest + SMS_REQUEST_WINDOW_MS - now.getTime()) / 1000));
    }
    // Then the client's budget: one atomic statement, its row locked until this transaction ends.
    await reserveSmsRequest(tx, client, now);
    await tx.insert(smsCodes).values({
      sessionId,
      phoneNumber: phone,
      codeHash: codeHash(sessionId, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_S * 1000),
      createdAt: now,
    });
    const user = await findUserByPhone(tx, phone);
    if (user) await services.sms.send(tx, phone, smsText(code));
    return 0;
  });
  if (limited > 0) throw tooManyRequests(AUTH_MESSAGES.tooManyCodeRequests, limited);
  return { sessionId, expires_in: SMS_CODE_TTL_S };
}

type Outcome =
  | { kind: 'ok'; phone: string }
  | { kind: 'expired' }
  | { kind: 'wrong' }
  | { kind: 'locked'; retryAfter: number };

export async function verifySmsCode(
  db: Db,
  services: Services,
  sessionId: string,
  code: string,
): Promise<{ customToken: string; user_id: number }> {
  const now = services.clock();
  // Decide inside a transaction (the row locked), throw after it commits: a wrong code must count.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(smsCodes).where(eq(smsCodes.sessionId, sessionId)).for('update');
    if (!row || row.consumedAt || row.expiresAt <= now) return { kind: 'expired' };
    if (row.attempts >= SMS_MAX_ATTEMPTS) {
      return {
        kind: 'locked',
        retryAfter: Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)),
      };
    }
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(codeHash(sessionId, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.sessionId, sessionId));
      return { kind: 'wrong' };
    }
    await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.sessionId, sessionId));
    return { kind: 'ok', phone: row.phoneNumber };
  });

  if (outcome.kind === 'expired') throw unauthorized(AUTH_MESSAGES.codeExpired);
  if (outcome.kind === 'locked') throw tooManyRequests(AUTH_MESSAGES.tooManyCodeAttempts, outcome.retryAfter);
  if (outcome.kind === 'wrong') throw unauthorized(AUTH_MESSAGES.wrongCode);
  const user = await findUserByPhone(db, outcome.phone);
  // No user has this number (no SMS was sent): the code cannot be right for anyone.
  if (!user) throw unauthorized(AUTH_MESSAGES.wrongCode);
  return { customToken: await services.identity.mintCustomToken(user.id), user_id: user.id };
}
