import { describe, expect, it } from 'vitest';
import { fakeClient, fakeFetch, json, rejectionOf } from '../test/fake-fetch.ts';
import { RateLimitedError, ServerError } from './errors.ts';
import { DEFAULT_RETRY, retryDelay, retryingFetch } from './retry.ts';

const busy = (headers: Record<string, string> = {}) =>
  json({ errorCode: 'RATE_LIMITED', message: 'Quá nhiều yêu cầu, vui lòng thử lại sau' }, 429, headers);
const down = () => json({ errorCode: 'UNAVAILABLE', message: 'Hệ thống đang bận' }, 503);
const page = () => json({ items: [], total: 0 });

/** retryingFetch with a recorded, instant wait. */
function recorded(handler: Parameters<typeof fakeFetch>[0], random = () => 0.5) {
  const fake = fakeFetch(handler);
  const waits: number[] = [];
  const fetch = retryingFetch(
    fake.fetch,
    {},
    async (ms) => {
      waits.push(ms);
    },
    random,
  );
  return { fetch, waits, requests: fake.requests };
}

describe('retries: when', () => {
  it('retries a GET answered 503 and answers the success', async () => {
    const { api, requests } = fakeClient((_, i) => (i === 0 ? down() : page()));
    const { data } = await api.call('listBusStaff');
    expect(data).toEqual({ items: [], total: 0 });
    expect(requests).toHaveLength(2);
  });

  it('never sends a POST without an Idempotency-Key twice: the 503 is the answer', async () => {
    const { api, requests } = fakeClient((_, i) => (i === 0 ? down() : json({ id: 1 })));
    const error = await rejectionOf(
      api.call('createCompany', { body: { company_name: 'Xe buýt An Phú' } as never }),
    );
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe('Hệ thống đang bận');
    expect(requests).toHaveLength(1);
  });

  it('retries a money-moving POST with the same key and the same body', async () => {
    const { api, requests } = fakeClient((_, i) => (i < 2 ? busy() : json({ id: 9 })));
    await api.call('depositBusStaff', { body: { staff_id: 3, amount: 50_000, note: 'nạp' } as never });
    expect(requests).toHaveLength(3);
    const keys = requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
    const bodies = await Promise.all(requests.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ staff_id: 3, amount: 50_000 });
  });

  it('gives up after `retries` and rejects with the typed error and its Vietnamese message', async () => {
    const { api, requests } = fakeClient(() => busy());
    const error = await rejectionOf(api.call('listBusStaff'));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau');
    expect(requests).toHaveLength(1 + DEFAULT_RETRY.retries);
  });

  it('does not retry other failures (500, 409) nor when turned off', async () => {
    for (const [status, retry] of [
      [500, undefined],
      [409, undefined],
      [503, false],
    ] as const) {
      const { api, requests } = fakeClient(
        () => json({ message: 'x' }, status),
        retry === false ? { retry } : {},
      );
      await rejectionOf(api.call('listBusStaff'));
      expect(requests).toHaveLength(1);
    }
  });
});

describe('retries: how long', () => {
  it('backs off with full jitter, doubling the ceiling each time', async () => {
    const { fetch, waits } = recorded((_, i) => (i < 3 ? down() : page()));
    await fetch(new Request('http://api.test/bus/staff'));
    // random() = 0.5 of 500, 1000, 2000 ms.
    expect(waits).toEqual([250, 500, 1000]);
  });

  it('jitter spreads the pause over [0, ceiling)', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 1000 };
    expect(retryDelay(down(), 2, policy, () => 0)).toBe(0);
    expect(retryDelay(down(), 2, policy, () => 0.999)).toBe(3996);
    expect(retryDelay(down(), 10, policy, () => 0.999)).toBe(29_970); // capped at maxDelayMs
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    const at = new Date(Date.now() + 3_000).toUTCString();
    const { fetch, waits } = recorded((_, i) =>
      i === 0 ? busy({ 'Retry-After': '2' }) : i === 1 ? busy({ 'Retry-After': at }) : page(),
    );
    const response = await fetch(new Request('http://api.test/bus/staff'));
    expect(response.status).toBe(200);
    expect(waits[0]).toBe(2000);
    expect(waits[1]).toBeGreaterThan(1000);
    expect(waits[1]).toBeLessThanOrEqual(3000);
  });

  it('answers at once when Retry-After is beyond maxDelayMs, with retryAfterMs on the error', async () => {
    const { api, requests } = fakeClient(() => busy({ 'Retry-After': '900' }));
    const error = await rejectionOf(api.call('listBusStaff'));
    expect(requests).toHaveLength(1);
    expect((error as RateLimitedError).retryAfterMs).toBe(900_000);
  });

  it('the client timeout covers the pauses: a long backoff ends in TIMEOUT', async () => {
    const { api, requests } = fakeClient(() => busy({ 'Retry-After': '5' }), { timeoutMs: 50 });
    const error = await rejectionOf(api.call('listBusStaff'));
    expect((error as { errorCode?: string }).errorCode).toBe('TIMEOUT');
    expect(requests).toHaveLength(1);
  });
});
