// The SDK's errors and the rules that turn an answer into one (product-spec §8): every failure is an
// ApiError carrying the Vietnamese message to show; its subclass says what kind (ValidationError for a
// 400, RateLimitedError for a 429, ...), so a program can `catch (e) { if (e instanceof NotFoundError) }`.

export const DEFAULT_ERROR_MESSAGE = 'Đã có lỗi xảy ra';
export const TIMEOUT_ERROR_MESSAGE = 'Hết thời gian chờ phản hồi từ máy chủ';
export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ';

export interface ApiErrorInit {
  /** HTTP status, or the body's own `status` when a 2xx/3xx answer carries a failing one; 0 without an answer. */
  status: number;
  errorCode?: string | undefined;
  body?: unknown;
  response?: Response | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** Stable code from the body (`VALIDATION_ERROR`, `CHECK_ROLE`, ...) or `TIMEOUT` / `NETWORK`. */
  readonly errorCode: string | undefined;
  /** The parsed body (JSON when it parses, text otherwise). */
  readonly body: unknown;
  readonly response: Response | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.body = init.body;
    this.response = init.response;
  }
}

/** One field at fault in a 400 answer (the Error body's `errors`). */
export interface FieldError {
  field: string;
  message: string;
}

/** 400: the request was refused before anything changed; `fields` names each field at fault. */
export class ValidationError extends ApiError {
  override readonly name: string = 'ValidationError';
  readonly fields: readonly FieldError[];
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    const errors = isBag(init.body) && Array.isArray(init.body.errors) ? init.body.errors : [];
    this.fields = errors.filter(
      (e): e is FieldError => isBag(e) && typeof e.field === 'string' && typeof e.message === 'string',
    );
  }
}

/** 401: not signed in, or the session ended ('Vui lòng đăng nhập lại'); sign in again. */
export class UnauthorizedError extends ApiError {
  override readonly name: string = 'UnauthorizedError';
}

/** 403 (`CHECK_ROLE`, `INVALID_APP_KEY`): signed in, but this role or key may not do it. */
export class ForbiddenError extends ApiError {
  override readonly name: string = 'ForbiddenError';
}

/** 404: no such record, or one of another company (member companies never see each other's). */
export class NotFoundError extends ApiError {
  override readonly name: string = 'NotFoundError';
}

/** 409: the record changed or clashes (`CONFLICT`, `IN_USE`, `STALE_VERSION`, `IDEMPOTENCY_KEY_REUSED`, ...). */
export class ConflictError extends ApiError {
  override readonly name: string = 'ConflictError';
}

/** 413: the body is larger than the operation accepts. */
export class PayloadTooLargeError extends ApiError {
  override readonly name: string = 'PayloadTooLargeError';
}

/** 429 (`RATE_LIMITED`): `retryAfterMs` is the server's Retry-After, when it gave one. */
export class RateLimitedError extends ApiError {
  override readonly name: string = 'RateLimitedError';
  readonly retryAfterMs: number | undefined;
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    this.retryAfterMs = retryAfterMs(init.response?.headers.get('Retry-After'));
  }
}

/** 5xx: the server failed (503: unavailable for now; the client retries it when that is safe). */
export class ServerError extends ApiError {
  override readonly name: string = 'ServerError';
}

/** No answer within the client's `timeoutMs` (`TIMEOUT`, status 0). */
export class TimeoutError extends ApiError {
  override readonly name: string = 'TimeoutError';
}

/** No connection to the server (`NETWORK`, status 0). */
export class NetworkError extends ApiError {
  override readonly name: string = 'NetworkError';
}

/**
 * A `Retry-After` header in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined
 * when absent or unreadable. A date in the past is 0.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The typed error for an answer's status (the body's own failing status counts as the status). */
export function errorForStatus(message: string, init: ApiErrorInit): ApiError {
  const { status } = init;
  if (status === 400) return new ValidationError(message, init);
  if (status === 401) return new UnauthorizedError(message, init);
  if (status === 403) return new ForbiddenError(message, init);
  if (status === 404) return new NotFoundError(message, init);
  if (status === 409) return new ConflictError(message, init);
  if (status === 413) return new PayloadTooLargeError(message, init);
  if (status === 429) return new RateLimitedError(message, init);
  if (status >= 500) return new ServerError(message, init);
  return new ApiError(message, init);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
/** A string is its own message; an object speaks through its `message`. */
const messageOf = (value: unknown): string | undefined =>
  text(value) ?? (isBag(value) ? text(value.message) : undefined);

/**
 * The message to show for an error body, read in product-spec §8's order: `error` (its text, or its
 * `message` when it is an object); `message` when `errorCode` is present; `errors` joined by ', ';
 * `message`; nested `data.message` / `data.error`; otherwise the default.
 */
export function readErrorMessage(body: unknown): string {
  if (!isBag(body)) return DEFAULT_ERROR_MESSAGE;
  const fromError = messageOf(body.error);
  if (fromError) return fromError;
  if (body.errorCode !== undefined && body.errorCode !== null) {
    const fromCode = text(body.message);
    if (fromCode) return fromCode;
  }
  if (Array.isArray(body.errors)) {
    const joined = body.errors
      .map(messageOf)
      .filter((m): m is string => m !== undefined)
      .join(', ');
    return joined || DEFAULT_ERROR_MESSAGE;
  }
  const fromMessage = text(body.message);
  if (fromMessage) return fromMessage;
  if (isBag(body.data)) {
    const nested = text(body.data.message) ?? messageOf(body.data.error);
    if (nested) return nested;
  }
  return DEFAULT_ERROR_MESSAGE;
}

/** `errorCode` of the body (or of its `error` object), when it has one. */
export function readErrorCode(body: unknown): string | undefined {
  if (!isBag(body)) return undefined;
  const code = body.errorCode ?? (isBag(body.error) ? body.error.errorCode : undefined);
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** The body's own numeric `status` when it lies outside 200-399 (a failure wrapped in a 2xx answer). */
export function failingBodyStatus(body: unknown): number | undefined {
  if (!isBag(body) || typeof body.status !== 'number') return undefined;
  return body.status < 200 || body.status > 399 ? body.status : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.clone().text();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');

/**
 * The ApiError an answer stands for, or undefined when it passes (spec §8): HTTP >= 400 always fails;
 * a 2xx/3xx JSON body fails when its own numeric `status` is outside 200-399. Reads a clone, so the
 * caller can still read the body. Files and streams (non-JSON 2xx) are not read at all.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError | undefined> {
  if (response.status < 400) {
    if (!isJson(response) || response.status === 204) return undefined;
    const body = await readBody(response);
    const status = failingBodyStatus(body);
    if (status === undefined) return undefined;
    return errorForStatus(readErrorMessage(body), { status, errorCode: readErrorCode(body), body, response });
  }
  const body = await readBody(response);
  return errorForStatus(readErrorMessage(body), {
    status: response.status,
    errorCode: readErrorCode(body),
    body,
    response,
  });
}

const isNamed = (value: unknown, name: string) => isBag(value) && value.name === name;

/**
 * What a failed fetch (no answer) becomes: our own timeout -> TIMEOUT, no connection -> NETWORK.
 * A caller's own abort is not a failure to report: its AbortError is returned unchanged.
 */
export function apiErrorFromFailure(error: unknown, signal?: AbortSignal): unknown {
  if (isApiError(error)) return error;
  const reason = signal?.aborted ? signal.reason : undefined;
  if (isNamed(error, 'TimeoutError') || isNamed(reason, 'TimeoutError')) {
    return new TimeoutError(TIMEOUT_ERROR_MESSAGE, { status: 0, errorCode: 'TIMEOUT', cause: error });
  }
  if (isNamed(error, 'AbortError') || signal?.aborted) return error;
  return new NetworkError(NETWORK_ERROR_MESSAGE, { status: 0, errorCode: 'NETWORK', cause: error });
}
