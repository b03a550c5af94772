import createFetchClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import { bodySender, type CallOperation, operationCaller, type SendOperation } from './call.ts';
import { apiErrorFromFailure, apiErrorFromResponse, isApiError, TIMEOUT_ERROR_MESSAGE } from './errors.ts';
import type { paths } from './gen/schema.gen.ts';
import { idempotencyMiddleware } from './idempotency.ts';
import { type PaginateOperation, pager } from './paginate.ts';
import { type RetryOptions, retryingFetch } from './retry.ts';

/** spec §9: request timeout 60000 ms. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** spec §7: the accept-language header is fixed to Vietnamese. */
export const ACCEPT_LANGUAGE = 'vi';
/** Header carrying the application key (openapi `appKey` security scheme). */
export const APP_KEY_HEADER = 'x-access-token';

export type FetchLike = (input: Request) => Promise<Response>;
export type IdTokenGetter = () => Promise<string | null> | string | null;

export interface ClientOptions {
  /** API root, e.g. `http://localhost:3000` (no trailing slash needed). */
  baseUrl: string;
  /** Application key, sent as `x-access-token` on every call. */
  appKey: string;
  /** Injected fetch (tests, Node agents); defaults to `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Current ID token, asked before every call; `Authorization: Bearer` is sent only when it answers one. */
  getIdToken?: IdTokenGetter;
  /** Per-call timeout; defaults to 60 s (spec §9). */
  timeoutMs?: number;
  /** Extra headers on every call (the fixed ones above win). */
  headers?: Record<string, string>;
  /**
   * Retries of 429 and 503 answers, for calls that are safe to send twice (src/retry.ts); default 3
   * retries with jittered backoff, honouring Retry-After. `false` turns them off.
   */
  retry?: RetryOptions | false;
  /** Makes the Idempotency-Key of a money-moving call; default a random UUID (src/idempotency.ts). */
  idempotencyKey?: () => string;
}

type JsonMedia = `${string}/json`;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type InitParam<Init> =
  RequiredKeys<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];
/** The success branch of openapi-fetch's answer: the error branch never resolves (it throws). */
type SuccessAnswer<Op, Init> =
  Op extends Record<string | number, unknown>
    ? {
        data: Exclude<FetchResponse<Op, Init, JsonMedia>['data'], undefined>;
        error?: never;
        response: Response;
      }
    : never;
type ThrowingMethod<M extends Method> = <P extends PathsWith<M>, Init extends MaybeOptionalInit<paths[P], M>>(
  url: P,
  ...init: InitParam<Init>
) => Promise<SuccessAnswer<paths[P][M], Init>>;

/**
 * Typed client of the operator API (openapi-fetch). JSON is the preferred media type, so `data` is the
 * JSON answer (pass `parseAs: 'blob' | 'stream'` for files).
 *
 * It throws instead of returning `{ error }`: every failure rejects with an `ApiError` (HTTP >= 400,
 * a 2xx body with a failing `status`, timeout, no connection), so `const { data } = await client.GET(...)`
 * only ever sees successes, and GET/PUT/POST/DELETE/PATCH are typed that way. A caller's own abort
 * rejects with its AbortError unchanged.
 */
export type ApiClient = Omit<Client<paths, JsonMedia>, Uppercase<Method>> & {
  [M in Method as Uppercase<M>]: ThrowingMethod<M>;
} & {
  /** The same call by operationId: `client.call('listCompanies', { params: { query } })` (call.ts). */
  call: CallOperation;
  /** A file as the request body, by operationId: `client.send('createGtfsImportPreview', zip)` (call.ts). */
  send: SendOperation;
  /** Every row of a paged list: `for await (const s of client.paginate('listBusStaff'))` (paginate.ts). */
  paginate: PaginateOperation;
};

/** The fixed headers every call carries (spec §7), shared with the identity token source. */
export function baseHeaders(appKey: string, extra?: Record<string, string>): Record<string, string> {
  return { ...extra, [APP_KEY_HEADER]: appKey, 'Accept-Language': ACCEPT_LANGUAGE };
}

/** Adds the bearer token when one exists, unless the call already names its own Authorization. */
export function bearerMiddleware(getIdToken: IdTokenGetter): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has('Authorization')) return undefined;
      const token = await getIdToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return undefined;
    },
  };
}

/**
 * Aborts a call after `timeoutMs` (combined with the caller's own signal) and maps fetch failures.
 * The timer is an ordinary setTimeout rather than AbortSignal.timeout: Node holds AbortSignal.timeout and
 * AbortSignal.any weakly, and a Request follows its init signal only through a weak reference, so while
 * the fetch holds no socket (an injected fetch) the whole chain can be garbage-collected and the call then
 * never times out. The timer callback keeps every link alive until it fires or the answer arrives.
 */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      const signal = AbortSignal.any([request.signal, controller.signal]);
      const timed = new Request(request, { signal });
      const timer = setTimeout(() => {
        timers.delete(id);
        // Referencing signal and timed here is what keeps them alive (see above).
        if (signal.aborted || timed.signal.aborted) return;
        controller.abort(new DOMException(TIMEOUT_ERROR_MESSAGE, 'TimeoutError'));
      }, timeoutMs);
      // Node: do not keep a script alive just for the timer (the request itself does).
      (timer as { unref?: () => void }).unref?.();
      timers.set(id, timer);
      return timed;
    },
    onResponse({ id }) {
      settle(id);
      return undefined;
    },
    onError({ error, request, id }) {
      settle(id);
      const mapped = apiErrorFromFailure(error, request.signal);
      // Returning nothing rethrows the original error (a caller's abort stays an AbortError).
      return isApiError(mapped) ? mapped : undefined;
    },
  };
}

/** spec §8: 2xx/3xx pass unless the body's own status fails; HTTP >= 400 throws an ApiError. */
export const errorMiddleware: Middleware = {
  async onResponse({ response, request }) {
    let error: unknown;
    try {
      error = await apiErrorFromResponse(response);
    } catch (failure) {
      // The body stopped mid-way (timeout, dropped connection).
      throw apiErrorFromFailure(failure, request.signal);
    }
    if (error) throw error;
    return undefined;
  },
};

export function createClient(options: ClientOptions): ApiClient {
  const fetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const client = createFetchClient<paths, JsonMedia>({
    baseUrl: options.baseUrl,
    // Retries sit under the middlewares: each attempt is the same request (same Idempotency-Key), and
    // the timeout covers them all.
    fetch: options.retry === false ? fetch : retryingFetch(fetch, options.retry),
    headers: baseHeaders(options.appKey, options.headers),
  });
  // onRequest runs in this order; onResponse/onError in reverse, so errors are mapped last.
  if (options.getIdToken) client.use(bearerMiddleware(options.getIdToken));
  client.use(
    idempotencyMiddleware(options.idempotencyKey),
    timeoutMiddleware(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    errorMiddleware,
  );
  // Same object: errorMiddleware makes every error answer throw, so only the success branch remains.
  const typed = client as unknown as Omit<ApiClient, 'call' | 'send' | 'paginate'>;
  const methods = typed as unknown as Parameters<typeof operationCaller>[0];
  const call = operationCaller(methods);
  return Object.assign(typed, { call, send: bodySender(methods), paginate: pager(call) });
}
