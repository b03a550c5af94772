// Shared steps of the auth tests: the SMS flow reads the code from the outbox table.
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';

export async function lastSmsCode(t: TestApp, phone: string): Promise<string | null> {
  const [row] = await t.services.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ? (/là (\d{6})\./.exec(row.body)?.[1] ?? null) : null;
}

export async function requestCode(t: TestApp, phoneNumber: string): Promise<string> {
  const res = await t.call('POST', '/auth/sms/request', { body: { phoneNumber, deviceId: 'admin' } });
  if (res.status !== 200) throw new Error(`sms request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.sessionId;
}

/** Signs in by SMS code: request, read the code, verify, exchange. */
export async function signInBySms(t: TestApp, phoneNumber: string, international: string) {
  const sessionId = await requestCode(t, phoneNumber);
  const code = await lastSmsCode(t, international);
  const verify = await t.call('POST', '/auth/sms/verify', { body: { sessionId, code } });
  if (verify.status !== 200) throw new Error(`sms verify: ${verify.status} ${JSON.stringify(verify.body)}`);
  const exchange = await t.call('POST', '/identity/token', {
    body: { customToken: verify.body.customToken },
  });
  if (exchange.status !== 200)
    throw new Error(`exchange: ${exchange.status} ${JSON.stringify(exchange.body)}`);
  return {
    userId: verify.body.user_id as number,
    idToken: exchange.body.idToken as string,
    refreshToken: exchange.body.refreshToken as string,
    headers: { authorization: `Bearer ${exchange.body.idToken}` },
  };
}

export const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });
