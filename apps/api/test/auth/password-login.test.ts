import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.call('POST', '/auth/login', { body: { grant_type: 'password', username, password } });
/** The (phone, client) counter of inject's default client address. */
const counterOf = async (phone: string) => {
  const [row] = await t.services.database.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `login:phone-client:${phone}|127.0.0.1`));
  return row;
};

describe('loginWithPassword', () => {
  it('signs a demo account in with the local phone form', async () => {
    const res = await login('0901000002', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(typeof res.body.customToken).toBe('string');
    const [user] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, '+84901000002'));
    expect(res.body.user_id).toBe(user!.id);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('signs in with the +84 and 84 forms too, and the custom token signs in to /staff/me', async () => {
    for (const username of ['+84901000002', '84901000002']) {
      const res = await login(username, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      const exchange = await t.call('POST', '/identity/token', {
        body: { customToken: res.body.customToken },
      });
      expect(exchange.status).toBe(200);
      expect(exchange.body.expiresIn).toBeGreaterThan(0);
      const me = await t.call('GET', '/staff/me', {
        headers: { authorization: `Bearer ${exchange.body.idToken}` },
      });
      expect(me.status).toBe(200);
      expect(me.body.phone_number).toBe('+84901000002');
      expect(me.body).not.toHaveProperty('password_hash');
      expect(me.body).not.toHaveProperty('passwordHash');
    }
  });

  it('answers 401 for a wrong password and changes nothing but the failure counter', async () => {
    const before = await t.digest();
    const res = await login('0901000005', 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Số điện thoại hoặc mật khẩu không đúng');
    expect(await t.digest()).toBe(before);
    expect((await counterOf('+84901000005'))?.count).toBe(1);
  });

  it('treats an unknown phone number like a wrong password, counted as well', async () => {
    const res = await login('0987654321', DEMO_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Số điện thoại hoặc mật khẩu không đúng');
    expect((await counterOf('+84987654321'))?.count).toBe(1);
  });

  it('clears the (phone, client) counter on success', async () => {
    expect((await login('0901000009', 'wrong')).status).toBe(401);
    expect(await counterOf('+84901000009')).toBeDefined();
    expect((await login('0901000009', DEMO_PASSWORD)).status).toBe(200);
    expect(await counterOf('+84901000009')).toBeUndefined();
  });
});

describe('bad requests', () => {
  it('needs the application key (x-access-token)', async () => {
    const res = await t.call('POST', '/auth/login', {
      body: { grant_type: 'password', username: '0901000002', password: DEMO_PASSWORD },
      headers: { 'x-access-token': '' },
    });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('INVALID_APP_KEY');
    const wrong = await t.call('POST', '/auth/sms/request', {
      body: { phoneNumber: '0901000002', deviceId: 'admin' },
      headers: { 'x-access-token': 'someone-else' },
    });
    expect(wrong.status).toBe(401);
  });

  it.each([
    ['missing password', { grant_type: 'password', username: '0901000002' }, 'password'],
    ['missing username', { grant_type: 'password', password: 'x' }, 'username'],
    [
      'grant_type not password',
      { grant_type: 'client_credentials', username: '0901000002', password: 'x' },
      'grant_type',
    ],
    ['username not a string', { grant_type: 'password', username: 901000002, password: 'x' }, 'username'],
    ['malformed phone', { grant_type: 'password', username: '12345', password: 'x' }, 'username'],
    ['empty password', { grant_type: 'password', username: '0901000002', password: '' }, 'password'],
    [
      'unknown field',
      { grant_type: 'password', username: '0901000002', password: 'x', remember: true },
      'remember',
    ],
  ])('login: %s -> 400', async (_name, body, field) => {
    const before = await t.digest();
    const res = await t.call('POST', '/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    expect(res.body.message).toMatch(
      /[ạảãàáâậầấẩẫăắằặẳẵêệềếểễôộồốổỗơớờợởỡưứừựửữđíìịỉĩúùụủũóòọỏõéèẹẻẽýỳỵỷỹ]/i,
    );
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await t.digest()).toBe(before);
  });

  it.each([
    ['/auth/sms/request', { phoneNumber: '0901000002', deviceId: 'web' }],
    ['/auth/sms/request', { phoneNumber: '0901-000', deviceId: 'admin' }],
    ['/auth/sms/request', { deviceId: 'admin' }],
    ['/auth/sms/verify', { sessionId: 'x', code: '12345' }],
    ['/auth/sms/verify', { sessionId: 'x', code: 123456 }],
    ['/auth/sms/verify', { code: '123456' }],
    ['/identity/token', {}],
    ['/identity/token', { customToken: 42 }],
    ['/identity/refresh', { refreshToken: '' }],
  ])('POST %s %j -> 400', async (url, body) => {
    const res = await t.call('POST', url, { body });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.call('POST', '/auth/login', {
      body: 'grant_type=password',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});
