import { describe, expect, it } from 'vitest';
import { fakeFetch, json, rejectionOf } from '../test/fake-fetch.ts';
import { RateLimitedError, UnauthorizedError } from './errors.ts';
import {
  connect,
  connectWithServiceKey,
  requestSmsCode,
  signInWithPassword,
  signInWithSmsCode,
  signOut,
} from './sign-in.ts';

const tokens = { idToken: 'id-token-1', refreshToken: 'refresh-1', expiresIn: 3600 };

/** The auth endpoints of the API, as far as the helpers use them. */
function authApi(overrides: Record<string, () => Response> = {}) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    const override = overrides[path];
    if (override) return override();
    if (path === '/auth/login' || path === '/auth/sms/verify')
      return json({ customToken: 'custom-1', user_id: 7 });
    if (path === '/auth/sms/request') return json({ sessionId: 'sms-session-1', expires_in: 300 });
    if (path === '/identity/token') return json(tokens);
    if (path === '/auth/logout') return new Response(null, { status: 204 });
    return json({ items: [], total: 0 });
  });
}

const open = (fake: ReturnType<typeof authApi>) =>
  connect({ baseUrl: 'http://api.test', appKey: 'app-key', fetch: fake.fetch });

describe('sign-in helpers', () => {
  it('password: logs in with the local phone form, exchanges the token, then calls carry it', async () => {
    const fake = authApi();
    const busops = open(fake);
    expect(await signInWithPassword(busops, { phone: '+84912345678', password: 'Busops@2026' })).toEqual({
      userId: 7,
      idToken: 'id-token-1',
    });
    await busops.api.call('listBusStaff');
    const [login, exchange, list] = fake.requests;
    expect(await login?.json()).toEqual({
      grant_type: 'password',
      username: '0912345678',
      password: 'Busops@2026',
    });
    expect(await exchange?.json()).toEqual({ customToken: 'custom-1' });
    expect(list?.headers.get('Authorization')).toBe('Bearer id-token-1');
  });

  it('SMS: requests a code, then signs in with the session and the code', async () => {
    const fake = authApi();
    const busops = open(fake);
    const challenge = await requestSmsCode(busops, '0912345678');
    expect(challenge).toEqual({ sessionId: 'sms-session-1', expires_in: 300 });
    await signInWithSmsCode(busops, { sessionId: challenge.sessionId, code: '123456' });
    expect(await fake.requests[0]?.json()).toEqual({ phoneNumber: '0912345678', deviceId: 'admin' });
    expect(await fake.requests[1]?.json()).toEqual({ sessionId: 'sms-session-1', code: '123456' });
    expect(await busops.identity.getIdToken()).toBe('id-token-1');
  });

  it('a wrong password rejects with UnauthorizedError and its Vietnamese message, signed out', async () => {
    const message = 'Số điện thoại hoặc mật khẩu không đúng';
    const fake = authApi({ '/auth/login': () => json({ errorCode: 'UNAUTHORIZED', message }, 401) });
    const busops = open(fake);
    const error = await rejectionOf(signInWithPassword(busops, { phone: '0912345678', password: 'sai' }));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe(message);
    expect(await busops.identity.getIdToken()).toBeNull();
  });

  it('too many SMS requests: RateLimitedError, and the POST is not retried', async () => {
    const fake = authApi({
      '/auth/sms/request': () =>
        json({ errorCode: 'RATE_LIMITED', message: 'Bạn đã yêu cầu gửi mã quá nhiều lần' }, 429, {
          'Retry-After': '1',
        }),
    });
    const error = await rejectionOf(requestSmsCode(open(fake), '0912345678'));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(fake.requests).toHaveLength(1);
  });

  it('signOut ends the server session and forgets the token', async () => {
    const fake = authApi();
    const busops = open(fake);
    await signInWithPassword(busops, { phone: '0912345678', password: 'Busops@2026' });
    await signOut(busops);
    const logout = fake.requests.at(-1);
    expect(new URL(logout?.url ?? '').pathname).toBe('/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(await busops.identity.getIdToken()).toBeNull();
  });

  it('service key: every call carries it in x-api-key, with no sign-in and no bearer token', async () => {
    const fake = authApi();
    const key = `bsk_${'a'.repeat(43)}`;
    const api = connectWithServiceKey({ baseUrl: 'http://api.test', key, fetch: fake.fetch });
    await api.call('listBusStaff');
    await api.call('searchMembers');
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.headers.get('x-api-key')).toBe(key);
      expect(request.headers.get('Authorization')).toBeNull();
    }
  });

  it('service key: a revoked key rejects with UnauthorizedError and its Vietnamese message', async () => {
    const fake = authApi({
      '/bus/staff': () =>
        json({ code: 'UNAUTHORIZED', message: 'Khoá API không hợp lệ hoặc đã bị thu hồi' }, 401),
    });
    const api = connectWithServiceKey({
      baseUrl: 'http://api.test',
      key: `bsk_${'b'.repeat(43)}`,
      fetch: fake.fetch,
    });
    const error = await rejectionOf(api.call('listBusStaff'));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe('Khoá API không hợp lệ hoặc đã bị thu hồi');
  });

  it('service key: something that is not a key is refused before any call', () => {
    expect(() => connectWithServiceKey({ baseUrl: 'http://api.test', key: 'mat-khau' })).toThrow(/bsk_/);
  });
});
