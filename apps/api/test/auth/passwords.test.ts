import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { bearer, signInBySms } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const me = (idToken: string) => t.call('GET', '/staff/me', { headers: bearer(idToken) });
const login = (username: string, password: string) =>
  t.call('POST', '/auth/login', { body: { grant_type: 'password', username, password } });

describe('changePassword', () => {
  it('wrong old password answers 400 and changes nothing', async () => {
    const s = await t.signIn('0901000005');
    const before = await t.digest();
    const res = await t.call('PUT', `/users/${s.userId}/password`, {
      headers: bearer(s.idToken),
      body: { old_password: 'wrong', new_password: 'Moi@2026' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Mật khẩu cũ không đúng');
    expect(res.body.errors[0].field).toBe('old_password');
    expect(await t.digest()).toBe(before);
  });

  it('another user, a short or unchanged password are refused', async () => {
    const s = await t.signIn('0901000005');
    const other = await t.signIn('0901000006');
    const forbidden = await t.call('PUT', `/users/${other.userId}/password`, {
      headers: bearer(s.idToken),
      body: { old_password: DEMO_PASSWORD, new_password: 'Moi@2026' },
    });
    expect(forbidden.status).toBe(403);
    const short = await t.call('PUT', `/users/${s.userId}/password`, {
      headers: bearer(s.idToken),
      body: { old_password: DEMO_PASSWORD, new_password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].field).toBe('new_password');
    const same = await t.call('PUT', `/users/${s.userId}/password`, {
      headers: bearer(s.idToken),
      body: { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD },
    });
    expect(same.status).toBe(400);
    const missing = await t.call('PUT', `/users/${s.userId}/password`, {
      headers: bearer(s.idToken),
      body: { new_password: 'x' },
    });
    expect(missing.status).toBe(400);
    const badId = await t.call('PUT', '/users/abc/password', {
      headers: bearer(s.idToken),
      body: { old_password: DEMO_PASSWORD, new_password: 'Moi@2026' },
    });
    expect(badId.status).toBe(400);
  });

  it('answers OK, revokes the other sessions, keeps the caller, and the new password signs in', async () => {
    const old = await t.signIn('0901000005');
    const caller = await t.signIn('0901000005');
    const res = await t.call('PUT', `/users/${caller.userId}/password`, {
      headers: bearer(caller.idToken),
      body: { old_password: DEMO_PASSWORD, new_password: 'Moi@2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    expect((await me(old.idToken)).status).toBe(401);
    expect(
      (await t.call('POST', '/identity/refresh', { body: { refreshToken: old.refreshToken } })).status,
    ).toBe(401);
    expect((await me(caller.idToken)).status).toBe(200);
    expect((await login('0901000005', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('0901000005', 'Moi@2026')).status).toBe(200);

    const [row] = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'user'), eq(history.entityId, String(caller.userId))))
      .orderBy(desc(history.id))
      .limit(1);
    expect(row!.action).toBe('change_password');
    expect(JSON.stringify(row)).not.toMatch(/argon2|Moi@2026/);
  });
});

describe('resetPassword (forgotten password, by SMS code)', () => {
  it('signs in by SMS, sets a new password, and the old sessions end', async () => {
    const old = await t.signIn('0901000008');
    const sms = await signInBySms(t, '0901000008', '+84901000008');
    const res = await t.call('POST', `/users/${sms.userId}/reset-password`, {
      headers: sms.headers,
      body: { username: '0901000008', new_password: 'DatLai@2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    expect((await me(old.idToken)).status).toBe(401);
    expect((await me(sms.idToken)).status).toBe(200);
    expect((await login('+84901000008', 'DatLai@2026')).status).toBe(200);
    expect((await login('0901000008', DEMO_PASSWORD)).status).toBe(401);
  });

  it('gives a password to a crew member who had none', async () => {
    const [target] = await t.services.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(isNull(users.passwordHash))
      .limit(1);
    const sms = await signInBySms(t, target!.phone, target!.phone);
    const res = await t.call('POST', `/users/${sms.userId}/reset-password`, {
      headers: sms.headers,
      body: { username: target!.phone, new_password: 'LanDau@2026' },
    });
    expect(res.status).toBe(200);
    expect((await login(target!.phone, 'LanDau@2026')).status).toBe(200);
  });

  it("the caller must be that user and the username that user's phone: 403", async () => {
    const sms = await signInBySms(t, '0901000009', '+84901000009');
    const other = await t.signIn('0901000010');
    const before = await t.digest();
    const wrongUser = await t.call('POST', `/users/${other.userId}/reset-password`, {
      headers: sms.headers,
      body: { username: '0901000010', new_password: 'DatLai@2026' },
    });
    expect(wrongUser.status).toBe(403);
    const wrongPhone = await t.call('POST', `/users/${sms.userId}/reset-password`, {
      headers: sms.headers,
      body: { username: '0901000010', new_password: 'DatLai@2026' },
    });
    expect(wrongPhone.status).toBe(403);
    expect(await t.digest()).toBe(before);
    const malformed = await t.call('POST', `/users/${sms.userId}/reset-password`, {
      headers: sms.headers,
      body: { username: 'abc', new_password: 'DatLai@2026' },
    });
    expect(malformed.status).toBe(400);
    const anonymous = await t.call('POST', `/users/${sms.userId}/reset-password`, {
      body: { username: '0901000009', new_password: 'DatLai@2026' },
    });
    expect(anonymous.status).toBe(401);
  });
});
