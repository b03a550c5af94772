import { ADMIN_APP_ID } from '@busops/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() }));
const identity = vi.hoisted(() => ({
  kind: 'local',
  signInWithCustomToken: vi.fn(async () => {}),
  getIdToken: vi.fn(async () => 'id-token'),
  onIdTokenChanged: vi.fn(() => () => {}),
  signOut: vi.fn(async () => {}),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn() }));

vi.mock('../../lib/api', () => ({ api }));
vi.mock('../../lib/identity', () => ({ identity }));
vi.mock('../../lib/toasts', () => ({ toast, errorMessage: (e: Error) => e.message, toastError: vi.fn() }));

const { authState, loginWithPassword, logout, requestSmsCode, resetAuthForTests, restoreSession } =
  await import('./auth.store');

const me = {
  user_id: 4,
  phone_number: '+84912345678',
  full_name: 'Trần B',
  fbAppId: ADMIN_APP_ID,
  active_super_company: false,
  org_id: 2,
  role: 2,
};

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthForTests();
  api.POST.mockResolvedValue({ data: {}, response: new Response() });
});

describe('restoreSession (spec §4)', () => {
  it('an invalid stored user logs out with "Vui lòng đăng nhập lại"', async () => {
    localStorage.setItem('busops:user', JSON.stringify({ ...me, fbAppId: 'other-app' }));
    await restoreSession();
    expect(toast.error).toHaveBeenCalledWith('reLogin');
    expect(identity.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('busops:user')).toBeNull();
    expect(authState.user).toBeNull();
  });

  it('a valid stored user is kept when the services list loads', async () => {
    localStorage.setItem('busops:user', JSON.stringify(me));
    api.GET.mockResolvedValue({ data: { items: [], total: 0 }, response: new Response() });
    await restoreSession();
    expect(api.GET).toHaveBeenCalledWith('/v3/services', { params: { query: { page: 0, limit: 100 } } });
    expect(authState.user?.user_id).toBe(4);
  });

  it('a failed services load logs out', async () => {
    localStorage.setItem('busops:user', JSON.stringify(me));
    api.GET.mockRejectedValue(new Error('401'));
    await restoreSession();
    expect(authState.user).toBeNull();
    expect(localStorage.getItem('busops:user')).toBeNull();
  });
});

describe('sign-in', () => {
  it('password login sends the local phone form, signs in with the custom token, stores the user', async () => {
    api.POST.mockResolvedValueOnce({ data: { customToken: 'ct', user_id: 4 }, response: new Response() });
    api.GET.mockResolvedValueOnce({ data: me, response: new Response() });
    const user = await loginWithPassword('+84 912 345 678', 'secret');
    expect(api.POST).toHaveBeenCalledWith('/auth/login', {
      body: { grant_type: 'password', username: '0912345678', password: 'secret' },
    });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('ct');
    expect(user?.user_id).toBe(4);
    expect(authState).toMatchObject({ loggedInFirebase: true, isLoading: false, done: true, error: null });
    expect(JSON.parse(localStorage.getItem('busops:user')!).user_id).toBe(4);
  });

  it('a failed login stores the message and no user', async () => {
    api.POST.mockRejectedValueOnce(new Error('Sai mật khẩu'));
    expect(await loginWithPassword('0912345678', 'x')).toBeUndefined();
    expect(authState).toMatchObject({ user: null, error: 'Sai mật khẩu', isLoading: false });
  });

  it('the SMS code request sends +84 and the fixed device id', async () => {
    api.POST.mockResolvedValueOnce({ data: { sessionId: 's1', expires_in: 300 }, response: new Response() });
    expect(await requestSmsCode('0912345678')).toBe(true);
    expect(api.POST).toHaveBeenCalledWith('/auth/sms/request', {
      body: { phoneNumber: '+84912345678', deviceId: 'admin' },
    });
    expect(authState.sessionId).toBe('s1');
  });

  it('logout revokes the session, signs out and clears the stored user', async () => {
    localStorage.setItem('busops:user', JSON.stringify(me));
    await logout();
    expect(api.POST).toHaveBeenCalledWith('/auth/logout', { body: {} });
    expect(identity.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('busops:user')).toBeNull();
  });
});
