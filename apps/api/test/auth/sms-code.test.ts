import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { bearer, lastSmsCode, requestCode } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const verify = (sessionId: string, code: string) =>
  t.call('POST', '/auth/sms/verify', { body: { sessionId, code } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS sign-in', () => {
  it('request -> code in the outbox -> verify -> exchange -> /staff/me', async () => {
    const res = await t.call('POST', '/auth/sms/request', {
      body: { phoneNumber: '0901000005', deviceId: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(res.body.expires_in).toBe(300);
    const [sms] = await t.services.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phoneNumber, '+84901000005'));
    expect(sms!.body).toMatch(/^Mã xác thực busops của bạn là \d{6}\. Mã có hiệu lực trong 5 phút\.$/);
    const code = await lastSmsCode(t, '+84901000005');
    // The code is stored hashed, never in clear.
    const [row] = await t.services.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.sessionId, res.body.sessionId));
    expect(row!.codeHash).not.toContain(code!);
    expect(row!.phoneNumber).toBe('+84901000005');

    const ok = await verify(res.body.sessionId, code!);
    expect(ok.status).toBe(200);
    const exchange = await t.call('POST', '/identity/token', { body: { customToken: ok.body.customToken } });
    expect(exchange.status).toBe(200);
    const me = await t.call('GET', '/staff/me', { headers: bearer(exchange.body.idToken) });
    expect(me.status).toBe(200);
    expect(me.body.user_id).toBe(ok.body.user_id);
    expect(me.body.phone_number).toBe('+84901000005');

    // A used code does not sign in again.
    const again = await verify(res.body.sessionId, code!);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('Mã xác thực đã hết hạn, vui lòng gửi lại mã');
  });

  it('signs in staff without a password (crew) in the +84 form', async () => {
    const [crew] = await t.services.database.db
      .execute(sql`select phone_number from users where password_hash is null limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ phone_number: string }> }).rows);
    const sessionId = await requestCode(t, crew!.phone_number);
    const res = await verify(sessionId, (await lastSmsCode(t, crew!.phone_number))!);
    expect(res.status).toBe(200);
  });

  it('answers the same for an unknown phone number and sends nothing', async () => {
    const res = await t.call('POST', '/auth/sms/request', {
      body: { phoneNumber: '0977777777', deviceId: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expires_in', 'sessionId']);
    expect(await lastSmsCode(t, '+84977777777')).toBeNull();
    // No code can sign in for it.
    expect((await verify(res.body.sessionId, '000000')).status).toBe(401);
  });

  it('a wrong code answers 401 and uses an attempt', async () => {
    const sessionId = await requestCode(t, '0901000006');
    const code = (await lastSmsCode(t, '+84901000006'))!;
    const res = await verify(sessionId, otherCode(code));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Mã xác thực không đúng');
    const [row] = await t.services.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.sessionId, sessionId));
    expect(row!.attempts).toBe(1);
    // The right code still works within the attempts.
    expect((await verify(sessionId, code)).status).toBe(200);
  });

  it('an unknown session answers 401', async () => {
    const res = await verify('no-such-session', '123456');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Mã xác thực đã hết hạn, vui lòng gửi lại mã');
  });

  it('an expired code answers 401', async () => {
    const sessionId = await requestCode(t, '0901000008');
    const code = (await lastSmsCode(t, '+84901000008'))!;
    await t.services.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.sessionId, sessionId));
    const res = await verify(sessionId, code);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Mã xác thực đã hết hạn, vui lòng gửi lại mã');
  });

  it('after 5 wrong attempts answers 429, even for the right code', async () => {
    const sessionId = await requestCode(t, '0901000009');
    const code = (await lastSmsCode(t, '+84901000009'))!;
    for (let i = 0; i < 5; i++) {
      const res = await verify(sessionId, otherCode(code));
      expect(res.status).toBe(401);
    }
    const locked = await verify(sessionId, code);
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits code requests per phone number: 429 with Retry-After', async () => {
    const phone = '0902000009';
    for (let i = 0; i < 5; i++) await requestCode(t, phone);
    const res = await t.call('POST', '/auth/sms/request', {
      body: { phoneNumber: '+84902000009', deviceId: 'admin' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const [sent] = await t.services.database.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.phoneNumber, '+84902000009'));
    expect(Number(sent!.n)).toBe(5);
    // Unknown numbers are limited the same way (no enumeration through the limit either).
    for (let i = 0; i < 5; i++) await requestCode(t, '0966666666');
    expect(
      (await t.call('POST', '/auth/sms/request', { body: { phoneNumber: '0966666666', deviceId: 'admin' } }))
        .status,
    ).toBe(429);
  });

  it('the right code verified twice at once signs in once', async () => {
    const sessionId = await requestCode(t, '0901000010');
    const code = (await lastSmsCode(t, '+84901000010'))!;
    const answers = await Promise.all([verify(sessionId, code), verify(sessionId, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('a custom token signs in only once', async () => {
    const sessionId = await requestCode(t, '0902000002');
    const ok = await verify(sessionId, (await lastSmsCode(t, '+84902000002'))!);
    const first = await t.call('POST', '/identity/token', { body: { customToken: ok.body.customToken } });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/identity/token', { body: { customToken: ok.body.customToken } });
    expect(second.status).toBe(401);
    const forged = await t.call('POST', '/identity/token', { body: { customToken: 'not-a-token' } });
    expect(forged.status).toBe(401);
  });
});
