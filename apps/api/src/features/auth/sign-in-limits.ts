// The sign-in limits (docs/adr/0005-sign-in-limits-and-refresh-reuse.md), stated in the contract's descriptions of
// loginWithPassword and requestSmsCode. "Client" is the caller's network address (request.ip; see
// TRUST_PROXY in config.ts).
import { clear, type Limit, refund, reserve } from '../../auth/rate-limit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { AUTH_MESSAGES } from './messages.ts';

const MINUTE = 60_000;

/** Per (phone, client): 3 attempts at once, then 1 s, 2 s, 4 s ... between attempts, at most 15 min. */
export const PHONE_CLIENT_BACKOFF = { after: 3, baseMs: 1000, capMs: 15 * MINUTE } as const;
/** Per client across phone numbers: failed password sign-ins per 15 minutes. */
export const CLIENT_FAILURE_BUDGET = 20;
/** Per phone across clients: failed password sign-ins per 15 minutes (stops distributed guessing). */
export const PHONE_FAILURE_CEILING = 50;
/** Per client: SMS code requests per 15 minutes (per phone number: SMS_MAX_REQUESTS). */
export const SMS_CLIENT_MAX_REQUESTS = 30;
export const LIMIT_WINDOW_MS = 15 * MINUTE;

const phoneClient = (phone: string, client: string): Limit => ({
  key: `login:phone-client:${phone}|${client}`,
  max: Number.POSITIVE_INFINITY,
  windowMs: LIMIT_WINDOW_MS,
  backoff: PHONE_CLIENT_BACKOFF,
});
const clientBudget = (client: string): Limit => ({
  key: `login:client:${client}`,
  max: CLIENT_FAILURE_BUDGET,
  windowMs: LIMIT_WINDOW_MS,
});
const phoneCeiling = (phone: string): Limit => ({
  key: `login:phone:${phone}`,
  max: PHONE_FAILURE_CEILING,
  windowMs: LIMIT_WINDOW_MS,
});
const smsClient = (client: string): Limit => ({
  key: `sms:client:${client}`,
  max: SMS_CLIENT_MAX_REQUESTS,
  windowMs: LIMIT_WINDOW_MS,
});

export interface PasswordAttempt {
  /** The password was right: end the back-off and give the attempt back to the other counters. */
  succeeded(): Promise<void>;
}

/**
 * Reserves one password check for (phone, client) BEFORE the hash is verified, or answers 429.
 * The three counters are taken in one transaction, always in the same order (so parallel callers
 * cannot deadlock): a refusal by one gives back what the others took.
 */
export async function reservePasswordAttempt(
  db: Db,
  phone: string,
  client: string,
  now: Date,
): Promise<PasswordAttempt> {
  const rules: Array<[Limit, (wait: string) => string]> = [
    [phoneClient(phone, client), AUTH_MESSAGES.backoff],
    [clientBudget(client), AUTH_MESSAGES.clientFailures],
    [phoneCeiling(phone), AUTH_MESSAGES.phoneFailures],
  ];
  await db.transaction(async (tx) => {
    for (const [limit, message] of rules) {
      const reservation = await reserve(tx, limit, now);
      if (!reservation.ok) {
        throw tooManyRequests(message(waitText(reservation.retryAfterS)), reservation.retryAfterS);
      }
    }
  });
  const [pc, ...shared] = rules.map(([limit]) => limit.key);
  return {
    async succeeded() {
      await clear(db, [pc!]);
      await refund(db, shared);
    },
  };
}

/** Reserves one SMS code request of this client (in the caller's transaction), or answers 429. */
export async function reserveSmsRequest(executor: Executor, client: string, now: Date): Promise<void> {
  const reservation = await reserve(executor, smsClient(client), now);
  if (!reservation.ok) {
    throw tooManyRequests(
      AUTH_MESSAGES.clientCodeRequests(waitText(reservation.retryAfterS)),
      reservation.retryAfterS,
    );
  }
}

/** "45 giây" under a minute, otherwise whole minutes rounded up ("15 phút"). */
export const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
