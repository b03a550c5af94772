// The auth store over a client on a fake fetch (the real SDK client: headers, ApiError messages) and a
// fake identity port; what the user is told is recorded instead of toasted.
import { ADMIN_APP_ID } from '@busops/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../lib/identity';
import { type Answer, type Call, fakeClient } from '../../test/fake-client';
import { createAuthStore } from './auth.store';

const me = {
  user_id: 4,
  phone_number: '+84912345678',
  full_name: 'Trần B',
  fbAppId: ADMIN_APP_ID,
  active_super_company: false,
  org_id: 2,
  role: 2,
};

function setup(respond: (call: Call) => Answer = () => undefined) {
  const { client, calls } = fakeClient((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.path === '/staff/me') return { body: me };
    if (call.path === '/v3/services') return { body: { items: [], total: 0 } };
    return undefined;
  });
  const identity = {
    kind: 'local',
    signInWithCustomToken: vi.fn(async (_token: string) => {}),
    getIdToken: async () => 'id-token',
    onIdTokenChanged: () => () => {},
    signOut: vi.fn(async () => {}),
  } satisfies Identity;
  const told: string[] = [];
  const auth = createAuthStore({ client, identity, notify: { error: (text) => void told.push(text) } });
  const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { auth, calls, identity, told, sent };
}

describe('restoreSession (spec §4)', () => {
  it('an invalid stored user logs out with "Vui lòng đăng nhập lại"', async () => {
    localStorage.setItem('busops:user', JSON.stringify({ ...me, fbAppId: 'other-app' }));
    const { auth, identity, told, sent } = setup();
    await auth.restoreSession();
    expect(told).toEqual(['reLogin']);
    expect(sent('POST', '/auth/logout')).toHaveLength(1);
    expect(identity.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('busops:user')).toBeNull();
    expect(auth.state.user).toBeNull();
  });

  it('a valid stored user is kept when the services list loads', async () => {
    localStorage.setItem('busops:user', JSON.stringify(me));
    const { auth, sent } = setup();
    await auth.restoreSession();
    expect(Object.fromEntries(sent('GET', '/v3/services')[0]!.query)).toEqual({ page: '0', limit: '100' });
    expect(auth.state.user?.user_id).toBe(4);
  });

  it('a failed services load logs out', async () => {
    localStorage.setItem('busops:user', JSON.stringify(me));
    const { auth } = setup((call) =>
      call.path === '/v3/services' ? { status: 401, body: { error: 'Hết phiên' } } : undefined,
    );
    await auth.restoreSession();
    expect(auth.state.user).toBeNull();
    expect(localStorage.getItem('busops:user')).toBeNull();
  });
});

describe('sign-in', () => {
  it('password login sends the local phone form, signs in with the custom token, stores the user', async () => {
    const { auth, identity, sent } = setup((call) =>
      call.path === '/auth/login' ? { body: { customToken: 'ct', user_id: 4 } } : undefined,
    );
    const user = await auth.loginWithPassword('+84 912 345 678', 'secret');
    expect(sent('POST', '/auth/login')[0]!.body).toEqual({
      grant_type: 'password',
      username: '0912345678',
      password: 'secret',
    });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('ct');
    expect(user?.user_id).toBe(4);
    expect(auth.state).toMatchObject({ loggedInFirebase: true, isLoading: false, done: true, error: null });
    expect(JSON.parse(localStorage.getItem('busops:user')!).user_id).toBe(4);
  });

  it('a failed login stores the message and no user; the form shows it, not a toast as well', async () => {
    const { auth, told } = setup((call) =>
      call.path === '/auth/login'
        ? { status: 401, body: { error: 'Sai số điện thoại hoặc mật khẩu' } }
        : undefined,
    );
    expect(await auth.loginWithPassword('0912345678', 'x')).toBeUndefined();
    expect(auth.state).toMatchObject({
      user: null,
      error: 'Sai số điện thoại hoặc mật khẩu',
      isLoading: false,
    });
    expect(told).toEqual([]);
  });

  it('the SMS code request sends +84 and the fixed device id', async () => {
    const { auth, sent } = setup((call) =>
      call.path === '/auth/sms/request' ? { body: { sessionId: 's1', expires_in: 300 } } : undefined,
    );
    expect(await auth.requestSmsCode('0912345678')).toBe(true);
    expect(sent('POST', '/auth/sms/request')[0]!.body).toEqual({
      phoneNumber: '+84912345678',
      deviceId: 'admin',
    });
    expect(auth.state.sessionId).toBe('s1');
  });

  it('logout revokes the session, signs out and clears the stored user', async () => {
    localStorage.setItem('busops:user', JSON.stringify(me));
    const { auth, identity, sent } = setup();
    await auth.logout();
    expect(sent('POST', '/auth/logout')[0]!.body).toEqual({});
    expect(identity.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('busops:user')).toBeNull();
  });
});
