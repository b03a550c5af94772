// PostgreSQL only: SMS code requests and verifications hit 50 at a time.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../src/db/schema/index.ts';
import { SMS_CLIENT_MAX_REQUESTS } from '../../src/features/auth/sign-in-limits.ts';
import { SMS_MAX_ATTEMPTS, SMS_MAX_REQUESTS } from '../../src/features/auth/sms-code.ts';
import { lastSmsCode } from '../auth/helpers.ts';
import { type LimitsApp, limitsApp, statusCounts } from '../auth/limits-app.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { parallel } from './parallel.ts';

let t: TestApp;
let l: LimitsApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  l = await limitsApp(t);
}, 180_000);
afterAll(async () => {
  await l?.close();
  await t.close();
});

const request = (client: string, phoneNumber: string) =>
  l.call(client, '/auth/sms/request', { phoneNumber, deviceId: 'admin' });
const verify = (sessionId: string, code: string) =>
  l.call('198.51.100.9', '/auth/sms/verify', { sessionId, code });
const sentTo = async (phone: string) =>
  Number(
    (
      await t.services.database.db
        .select({ n: count() })
        .from(smsOutbox)
        .where(eq(smsOutbox.phoneNumber, phone))
    )[0]!.n,
  );

describe('50 parallel SMS code requests', () => {
  it('one phone number from 50 clients: 5 codes sent, 45 answered 429', async () => {
    const answers = await parallel(50, (i) => request(`203.0.113.${i + 1}`, '0901000005'));
    expect(statusCounts(answers)).toEqual({ 200: SMS_MAX_REQUESTS, 429: 50 - SMS_MAX_REQUESTS });
    expect(await sentTo('+84901000005')).toBe(SMS_MAX_REQUESTS);
  });

  it('50 phone numbers from one client: 30 codes, 20 answered 429', async () => {
    const answers = await parallel(50, (i) =>
      request('198.51.100.1', `09883000${String(i).padStart(2, '0')}`),
    );
    expect(statusCounts(answers)).toEqual({
      200: SMS_CLIENT_MAX_REQUESTS,
      429: 50 - SMS_CLIENT_MAX_REQUESTS,
    });
    const [codes] = await t.services.database.db
      .select({ n: count() })
      .from(smsCodes)
      .where(eq(smsCodes.phoneNumber, '+84988300000'));
    expect(Number(codes!.n)).toBeLessThanOrEqual(1);
  });
});

describe('50 parallel verifications of one code', () => {
  it('the right code: one sign-in, 49 answered 401', async () => {
    const sent = await request('198.51.100.2', '0901000006');
    const code = (await lastSmsCode(t, '+84901000006'))!;
    const answers = await parallel(50, () => verify(sent.body.sessionId, code));
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: 49 });
  });

  it('wrong codes: 5 attempts used (401), 45 answered 429', async () => {
    const sent = await request('198.51.100.3', '0901000008');
    const code = (await lastSmsCode(t, '+84901000008'))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await parallel(50, () => verify(sent.body.sessionId, wrong));
    expect(statusCounts(answers)).toEqual({ 401: SMS_MAX_ATTEMPTS, 429: 50 - SMS_MAX_ATTEMPTS });
    const [row] = await t.services.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.sessionId, sent.body.sessionId));
    expect(row!.attempts).toBe(SMS_MAX_ATTEMPTS);
  });
});
