import { describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './errors.ts';
import {
  type IdentitySession,
  IdTokenSource,
  type IdTokenSourceOptions,
  storagePersistence,
} from './identity-token.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An identity API: every exchange answers id-N / refresh-N valid for an hour, unless `answer` says otherwise. */
function setup(
  options: Partial<IdTokenSourceOptions> = {},
  answer?: (request: Request) => Promise<Response>,
) {
  const clock = { now: 1_000_000 };
  const requests: Request[] = [];
  let issued = 0;
  const fetch = async (request: Request) => {
    requests.push(request);
    if (answer) return answer(request);
    issued += 1;
    return json({ idToken: `id-${issued}`, refreshToken: `refresh-${issued}`, expiresIn: 3600 });
  };
  const changes: (string | null)[] = [];
  const source = new IdTokenSource({
    baseUrl: 'http://api.test/',
    appKey: 'app-key',
    fetch,
    now: () => clock.now,
    ...options,
  });
  source.onIdTokenChanged((token) => changes.push(token));
  return { source, requests, changes, clock };
}

const paths = (requests: Request[]) => requests.map((r) => new URL(r.url).pathname);

describe('IdTokenSource', () => {
  it('signs in with a custom token (POST /identity/token) and announces the ID token', async () => {
    const save = vi.fn();
    const { source, requests, changes } = setup({ save, headers: { 'x-extra': '1' } });
    expect(await source.signInWithCustomToken('custom-1')).toBe('id-1');
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/identity/token');
    expect(request?.headers.get('x-access-token')).toBe('app-key');
    expect(request?.headers.get('Accept-Language')).toBe('vi');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('x-extra')).toBe('1');
    expect(await request?.json()).toEqual({ customToken: 'custom-1' });
    expect(changes).toEqual(['id-1']);
    expect(save).toHaveBeenCalledWith({
      idToken: 'id-1',
      refreshToken: 'refresh-1',
      expiresAt: 1_000_000 + 3_600_000,
    });
  });

  it('answers null when signed out, without calling the API', async () => {
    const { source, requests } = setup();
    expect(await source.getIdToken()).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('keeps the token while it is valid for more than 60 s', async () => {
    const { source, requests, clock } = setup();
    await source.signInWithCustomToken('c');
    clock.now += 3_600_000 - 61_000;
    expect(await source.getIdToken()).toBe('id-1');
    expect(paths(requests)).toEqual(['/identity/token']);
  });

  it('refreshes once for concurrent callers and announces the new token', async () => {
    const save = vi.fn();
    const { source, requests, changes, clock } = setup({ save });
    await source.signInWithCustomToken('c');
    clock.now += 3_600_000 - 59_000;
    const tokens = await Promise.all([source.getIdToken(), source.getIdToken(), source.getIdToken()]);
    expect(tokens).toEqual(['id-2', 'id-2', 'id-2']);
    expect(paths(requests)).toEqual(['/identity/token', '/identity/refresh']);
    expect(await requests[1]?.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(changes).toEqual(['id-1', 'id-2']);
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ idToken: 'id-2', refreshToken: 'refresh-2' }),
    );
    // The next expiry starts a new refresh.
    clock.now += 3_600_000;
    expect(await source.getIdToken()).toBe('id-3');
  });

  it('refreshes on demand', async () => {
    const { source, changes } = setup();
    await source.signInWithCustomToken('c');
    expect(await source.getIdToken(true)).toBe('id-2');
    expect(changes).toEqual(['id-1', 'id-2']);
  });

  it('signs out: forgets the session, saves null, announces null', async () => {
    const save = vi.fn();
    const { source, changes } = setup({ save });
    await source.signInWithCustomToken('c');
    await source.signOut();
    expect(await source.getIdToken()).toBeNull();
    expect(source.session).toBeNull();
    expect(save).toHaveBeenLastCalledWith(null);
    expect(changes).toEqual(['id-1', null]);
  });

  it('stops announcing after unsubscribe', async () => {
    const { source } = setup();
    const listener = vi.fn();
    const unsubscribe = source.onIdTokenChanged(listener);
    await source.signInWithCustomToken('c');
    unsubscribe();
    await source.signOut();
    expect(listener.mock.calls).toEqual([['id-1']]);
  });

  it('ignores a refresh answer that arrives after sign-out', async () => {
    let release: () => void = () => {};
    let calls = 0;
    const { source, clock, changes } = setup({}, async () => {
      calls += 1;
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      return json({ idToken: `id-${calls}`, refreshToken: `r-${calls}`, expiresIn: 3600 });
    });
    await source.signInWithCustomToken('c');
    clock.now += 3_600_000;
    const pending = source.getIdToken();
    await vi.waitFor(() => expect(calls).toBe(2));
    await source.signOut();
    release();
    expect(await pending).toBeNull();
    expect(source.session).toBeNull();
    expect(changes).toEqual(['id-1', null]);
  });

  it('ends the session when the refresh token is refused', async () => {
    let calls = 0;
    const { source, clock, changes } = setup({}, async () => {
      calls += 1;
      return calls === 1
        ? json({ idToken: 'id-1', refreshToken: 'r-1', expiresIn: 3600 })
        : json({ errorCode: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập lại' }, 401);
    });
    await source.signInWithCustomToken('c');
    clock.now += 3_600_000;
    await expect(source.getIdToken()).rejects.toMatchObject({
      status: 401,
      message: 'Vui lòng đăng nhập lại',
    });
    expect(changes).toEqual(['id-1', null]);
    expect(await source.getIdToken()).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    let calls = 0;
    const { source, clock } = setup({}, async () => {
      calls += 1;
      if (calls === 2) throw new TypeError('fetch failed');
      return json({ idToken: `id-${calls}`, refreshToken: `r-${calls}`, expiresIn: 3600 });
    });
    await source.signInWithCustomToken('c');
    clock.now += 3_600_000;
    await expect(source.getIdToken()).rejects.toMatchObject({ errorCode: 'NETWORK' });
    expect(source.session?.refreshToken).toBe('r-1');
    expect(await source.getIdToken()).toBe('id-3');
  });

  it('rejects a failed sign-in with the server message and an incomplete answer with the default', async () => {
    const refused = setup({}, async () => json({ errorCode: 'UNAUTHORIZED', message: 'Mã đã hết hạn' }, 401));
    await expect(refused.source.signInWithCustomToken('old')).rejects.toMatchObject({
      message: 'Mã đã hết hạn',
    });
    const broken = setup({}, async () => json({ idToken: 'x' }));
    const error = await broken.source.signInWithCustomToken('c').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(broken.source.session).toBeNull();
  });

  it('restores a saved session and refreshes it when it has expired', async () => {
    const stored: IdentitySession = { idToken: 'old', refreshToken: 'r-old', expiresAt: 0 };
    const { source, requests, changes } = setup({ load: async () => stored });
    expect(await source.getIdToken()).toBe('id-1');
    expect(await requests[0]?.json()).toEqual({ refreshToken: 'r-old' });
    expect(changes).toEqual(['old', 'id-1']);
  });

  it('adopts the session another tab has refreshed instead of presenting a retired refresh token', async () => {
    let stored: IdentitySession = { idToken: 'old', refreshToken: 'r-old', expiresAt: 0 };
    const { source, requests, clock } = setup({ load: async () => stored });
    expect(await source.getIdToken()).toBe('id-1');
    expect(await requests[0]?.json()).toEqual({ refreshToken: 'r-old' });
    // An hour later another tab has already rotated refresh-1 and stored its pair.
    clock.now += 3_600_000;
    stored = { idToken: 'id-other-tab', refreshToken: 'r-other-tab', expiresAt: clock.now + 600_000 };
    expect(await source.getIdToken()).toBe('id-other-tab');
    expect(requests).toHaveLength(1);
    // When the other tab's ID token is about to expire too, its refresh token is the one refreshed.
    clock.now += 600_000;
    expect(await source.getIdToken()).toBe('id-2');
    expect(await requests[1]?.json()).toEqual({ refreshToken: 'r-other-tab' });
  });
});

describe('storagePersistence', () => {
  const memoryStorage = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  };

  it('round-trips a session through storage', async () => {
    const storage = memoryStorage();
    const persistence = storagePersistence(storage, 'k');
    const session = { idToken: 'a', refreshToken: 'b', expiresAt: 5 };
    await persistence.save(session);
    expect(await persistence.load()).toEqual(session);
    await persistence.save(null);
    expect(storage.map.has('k')).toBe(false);
    expect(await persistence.load()).toBeNull();
  });

  it('treats unreadable entries as signed out', async () => {
    const storage = memoryStorage();
    storage.map.set('busops.identity', '{not json');
    expect(await storagePersistence(storage).load()).toBeNull();
    storage.map.set('busops.identity', '{"idToken":"a"}');
    expect(await storagePersistence(storage).load()).toBeNull();
  });
});
