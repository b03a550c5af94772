import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ClientOptions, createClient } from './client.ts';
import { downloadExport, withExport } from './download.ts';
import { ApiError, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './errors.ts';
import type { components } from './gen/schema.gen.ts';
import { IdTokenSource } from './identity-token.ts';
import { pageCriteria } from './paging.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** An injected fetch that records every request and answers with `answer`. */
function fakeFetch(
  answer: (request: Request) => Response | Promise<Response> = () => json({ items: [], total: 0 }),
) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests };
}

const setup = (options: Partial<ClientOptions> = {}, answer?: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(answer);
  const client = createClient({
    baseUrl: 'http://api.test/',
    appKey: 'app-key',
    fetch: fake.fetch,
    ...options,
  });
  return { client, requests: fake.requests };
};

/** Rejection of a promise, failing the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createClient: headers (spec §7)', () => {
  it('sends the app key, Accept-Language vi and extra headers, and answers data', async () => {
    const { client, requests } = setup({ headers: { 'x-token-type': 'user' } });
    const { data } = await client.GET('/bus/staff', {
      params: { query: { ...pageCriteria({ page: 2, size: 20 }), keyword: 'an' } },
    });
    expect(data).toEqual({ items: [], total: 0 });
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/bus/staff?page=1&size=20&keyword=an');
    expect(request?.headers.get('x-access-token')).toBe('app-key');
    expect(request?.headers.get('Accept-Language')).toBe('vi');
    expect(request?.headers.get('x-token-type')).toBe('user');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('keeps the fixed headers over extra ones', async () => {
    const { client, requests } = setup({ headers: { 'Accept-Language': 'en', 'x-access-token': 'other' } });
    await client.GET('/health');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('vi');
    expect(requests[0]?.headers.get('x-access-token')).toBe('app-key');
  });

  it('sends the bearer token only when one exists', async () => {
    let token: string | null = null;
    const { client, requests } = setup({ getIdToken: async () => token });
    await client.GET('/health');
    token = 'id-1';
    await client.GET('/health');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer id-1');
  });

  it('accepts a synchronous token getter and keeps a call’s own Authorization', async () => {
    const { client, requests } = setup({ getIdToken: () => 'id-1' });
    await client.GET('/health', { headers: { Authorization: 'Bearer hr-token' } });
    await client.POST('/auth/login', {
      body: { grant_type: 'password', username: '0912345678', password: 'x' },
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer hr-token');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer id-1');
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[1]?.json()).toEqual({
      grant_type: 'password',
      username: '0912345678',
      password: 'x',
    });
  });

  it('uses the refreshed ID token on the next call', async () => {
    let now = 1_000_000;
    let issued = 0;
    const fake = fakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/identity/token' || path === '/identity/refresh') {
        issued += 1;
        return json({ idToken: `id-${issued}`, refreshToken: `refresh-${issued}`, expiresIn: 3600 });
      }
      return json({ id: 1 });
    });
    const identity = new IdTokenSource({
      baseUrl: 'http://api.test',
      appKey: 'app-key',
      fetch: fake.fetch,
      now: () => now,
    });
    const client = createClient({
      baseUrl: 'http://api.test',
      appKey: 'app-key',
      fetch: fake.fetch,
      getIdToken: () => identity.getIdToken(),
    });
    await identity.signInWithCustomToken('custom');
    await client.GET('/staff/me');
    now += 3_570_000; // 30 s before expiry: inside the 60 s margin
    await client.GET('/staff/me');
    const calls = fake.requests.map(
      (r) => `${new URL(r.url).pathname} ${r.headers.get('Authorization') ?? '-'}`,
    );
    expect(calls).toEqual([
      '/identity/token -',
      '/staff/me Bearer id-1',
      '/identity/refresh -',
      '/staff/me Bearer id-2',
    ]);
  });
});

describe('createClient: timeout and network (spec §9)', () => {
  /** Never answers; rejects like fetch does once the request's signal aborts. */
  const hangingFetch = (request: Request) =>
    new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });

  it('raises TIMEOUT after timeoutMs', async () => {
    const { client } = setup({ timeoutMs: 20 }, hangingFetch);
    const error = await rejectionOf(client.GET('/health'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: TIMEOUT_ERROR_MESSAGE, errorCode: 'TIMEOUT', status: 0 });
  });

  it('lets a caller’s own abort through as an AbortError', async () => {
    const controller = new AbortController();
    // The caller aborts once the request is in flight (fetch reached), not after a guessed delay.
    const { client } = setup({ timeoutMs: 10_000 }, (request) => {
      const pending = hangingFetch(request);
      controller.abort();
      return pending;
    });
    const error = await rejectionOf(client.GET('/health', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('raises NETWORK when there is no answer', async () => {
    const { client } = setup({}, () => {
      throw new TypeError('fetch failed');
    });
    const error = await rejectionOf(client.GET('/health'));
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, errorCode: 'NETWORK', status: 0 });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });
});

describe('createClient: answers (spec §8)', () => {
  it.each([
    [400, { errorCode: 'VALIDATION_ERROR', message: 'Vui lòng nhập số điện thoại' }],
    [401, { errorCode: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập lại' }],
    [500, { error: 'Internal' }],
  ])('HTTP %i throws ApiError with the response', async (status, body: Record<string, string>) => {
    const { client } = setup({}, () => json(body, status));
    const error = await rejectionOf(client.GET('/bus/staff'));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(status);
    expect(apiError.response?.status).toBe(status);
    expect(apiError.body).toEqual(body);
    expect(apiError.errorCode).toBe(body.errorCode);
    expect(apiError.message).toBe(body.message ?? body.error);
  });

  it('throws on a text error body with the default message', async () => {
    const { client } = setup({}, () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await rejectionOf(client.GET('/health'));
    expect(error).toMatchObject({
      status: 502,
      message: DEFAULT_ERROR_MESSAGE,
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('throws when a 200 body carries a failing status', async () => {
    const { client } = setup({}, () => json({ status: 500, message: 'Lỗi hệ thống' }));
    const error = await rejectionOf(client.GET('/bus/staff'));
    expect(error).toMatchObject({ status: 500, message: 'Lỗi hệ thống' });
    expect((error as ApiError).response?.status).toBe(200);
  });

  it('passes a body whose status is a passing number or not a number', async () => {
    const { client } = setup({}, () => json({ status: 'ok', database: 'pglite' }));
    expect((await client.GET('/health')).data).toEqual({ status: 'ok', database: 'pglite' });
    const { client: other } = setup({}, () => json({ status: 302 }));
    expect((await other.GET('/health')).data).toEqual({ status: 302 });
  });

  it('passes 204 without a body', async () => {
    const { client } = setup({}, () => new Response(null, { status: 204 }));
    const { data, response } = await client.GET('/health');
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it('downloads an export as a file', async () => {
    const { client, requests } = setup(
      {},
      () =>
        new Response('xlsx-bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="nhan-vien.xlsx"; filename*=UTF-8''nh%C3%A2n-vi%C3%AAn.xlsx`,
          },
        }),
    );
    const file = await downloadExport(
      client.GET('/bus/staff', { params: { query: withExport({ keyword: 'an' }) }, parseAs: 'stream' }),
    );
    expect(new URL(requests[0]?.url ?? '').searchParams.get('export')).toBe('true');
    expect(file.filename).toBe('nhân-viên.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });

  it('throws when an export is refused', async () => {
    const { client } = setup({}, () => json({ errorCode: 'CHECK_ROLE', message: 'Không có quyền' }, 403));
    const error = await rejectionOf(
      downloadExport(client.GET('/bus/staff', { params: { query: withExport({}) }, parseAs: 'blob' })),
    );
    expect(error).toMatchObject({ status: 403, errorCode: 'CHECK_ROLE', message: 'Không có quyền' });
  });
});

describe('createClient: types (checked by tsc)', () => {
  it('types data as the success body, since errors throw', async () => {
    const { client } = setup({}, () => json({ customToken: 't', user_id: 1 }));
    const { data } = await client.POST('/auth/login', {
      body: { grant_type: 'password', username: '0912345678', password: 'x' },
    });
    expectTypeOf(data).toEqualTypeOf<components['schemas']['CustomTokenAnswer']>();
    expect(data.customToken).toBe('t');
    const file = await client.GET('/bus/staff', { params: { query: { export: true } }, parseAs: 'blob' });
    expectTypeOf(file.data).toEqualTypeOf<Blob>();
    // @ts-expect-error the login body is required
    await client.POST('/auth/login').catch(() => undefined);
    // @ts-expect-error not a path of the contract
    await client.GET('/no-such-path').catch(() => undefined);
  });
});
