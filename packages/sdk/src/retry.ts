// Safe retries (issue 21): a call answered 429 (rate limited) or 503 (unavailable) is sent again after a
// pause, when sending it twice cannot do the thing twice. That is so for the HTTP-idempotent methods
// (GET, HEAD, OPTIONS, PUT, DELETE) and for a call carrying an Idempotency-Key (the API replays the first
// answer for the same key: the money-moving calls, src/idempotency.ts). A POST or PATCH without a key is
// never sent twice. The pause is the server's Retry-After when it gives one, otherwise exponential
// backoff with full jitter (a random pause up to base * 2^attempt), so many clients do not retry in step.
// It wraps the fetch under openapi-fetch, so the client's timeout covers every attempt together.

import type { FetchLike } from './client.ts';
import { retryAfterMs } from './errors.ts';

export interface RetryOptions {
  /** Attempts after the first; default 3. 0 turns retries off. */
  retries?: number;
  /** Backoff base in milliseconds; default 500 (pauses up to 0.5 s, 1 s, 2 s, ...). */
  baseDelayMs?: number;
  /**
   * The longest pause; default 30 s. A Retry-After longer than this is not waited for: the 429/503 is
   * answered at once (RateLimitedError carries `retryAfterMs`).
   */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 3, baseDelayMs: 500, maxDelayMs: 30_000 };

const RETRIED_STATUSES = new Set([429, 503]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Whether sending this request again cannot repeat its effect. */
export function isSafeToRetry(request: Request): boolean {
  return IDEMPOTENT_METHODS.has(request.method.toUpperCase()) || request.headers.has('Idempotency-Key');
}

/** The pause before retry number `attempt` (0-based): Retry-After, else full jitter; undefined = give up. */
export function retryDelay(
  response: Response,
  attempt: number,
  options: Required<RetryOptions>,
  random: () => number = Math.random,
): number | undefined {
  const asked = retryAfterMs(response.headers.get('Retry-After'));
  if (asked !== undefined) return asked <= options.maxDelayMs ? asked : undefined;
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first (the client's timeout, a caller). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** `fetch` that retries 429/503 answers of safe requests (see the top of this file). */
export function retryingFetch(
  fetch: FetchLike,
  options: RetryOptions = {},
  wait: (ms: number, signal: AbortSignal) => Promise<void> = pause,
  random: () => number = Math.random,
): FetchLike {
  const policy = { ...DEFAULT_RETRY, ...options };
  return async (request) => {
    if (policy.retries <= 0 || !isSafeToRetry(request)) return fetch(request);
    // Each attempt sends its own Request over the same bytes: a body can be read once, and clone()
    // would turn it into a stream, which a browser then uploads as one (DevTools and proxies see no body).
    const bytes = request.body ? await request.arrayBuffer() : null;
    const attemptOf = () => (bytes ? new Request(request, { body: bytes }) : new Request(request));
    let response = await fetch(attemptOf());
    for (let attempt = 0; attempt < policy.retries && RETRIED_STATUSES.has(response.status); attempt++) {
      const delay = retryDelay(response, attempt, policy, random);
      if (delay === undefined) break;
      // The refused answer's body is not read: free its connection before waiting.
      await response.body?.cancel().catch(() => undefined);
      await wait(delay, request.signal);
      response = await fetch(attemptOf());
    }
    return response;
  };
}
