// Signing in from a program (issue 21): a person's password or SMS code (product-spec §5), each
// answering a custom token that the identity service exchanges for the ID token every call then
// carries (`connect` wires an IdTokenSource into a client, so those helpers only need it); or a service
// account's key (createServiceKey), which is the credential itself: no session, no token, no exchange.
import type { OperationData } from './call.ts';
import { type ApiClient, type ClientOptions, createClient } from './client.ts';
import { IdTokenSource, type IdTokenSourceOptions } from './identity-token.ts';
import { toLocalPhone } from './phone.ts';

export interface Connection {
  /** The typed client; its calls carry the ID token of `identity` once signed in. */
  api: ApiClient;
  identity: IdTokenSource;
}

export interface ConnectOptions extends Omit<ClientOptions, 'getIdToken'> {
  /** Keeps the session across runs: `storagePersistence(localStorage)` in a browser, or your own store. */
  persistence?: Pick<IdTokenSourceOptions, 'load' | 'save'>;
}

/** A client and its identity, wired together: `const busops = connect({ baseUrl, appKey })`. */
export function connect(options: ConnectOptions): Connection {
  const { persistence, ...clientOptions } = options;
  const identity = new IdTokenSource({
    baseUrl: options.baseUrl,
    appKey: options.appKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...persistence,
  });
  const api = createClient({ ...clientOptions, getIdToken: () => identity.getIdToken() });
  return { api, identity };
}

/** Header carrying a machine key (openapi `machineKey` security scheme). */
export const API_KEY_HEADER = 'x-api-key';
const SERVICE_KEY = /^bsk_[A-Za-z0-9_-]{43}$/;

export interface ServiceKeyOptions extends Omit<ClientOptions, 'getIdToken' | 'appKey'> {
  /** The service key as shown once by createServiceKey (or rotateServiceKey): `bsk_...`. */
  key: string;
  /** Not needed: a key is the whole credential. Sent only if given. */
  appKey?: string;
}

/**
 * A client signed in as a service account: every call carries the key in `x-api-key` and acts as a
 * staff member of the key's company holding the key's roles. A revoked or rotated key rejects with
 * UnauthorizedError at the next call; past its per-minute allowance, RateLimitedError (retried for
 * safe calls like any 429). A string that is not a key is refused here, before anything is sent.
 */
export function connectWithServiceKey(options: ServiceKeyOptions): ApiClient {
  const { key, appKey, headers, ...rest } = options;
  if (!SERVICE_KEY.test(key)) {
    throw new TypeError('Khoá dịch vụ không hợp lệ: khoá có dạng bsk_ và 43 ký tự (xem khi tạo khoá)');
  }
  return createClient({ ...rest, appKey: appKey ?? '', headers: { ...headers, [API_KEY_HEADER]: key } });
}

export interface SignedIn {
  userId: number;
  idToken: string;
}

/**
 * Password sign-in (loginWithPassword, then the token exchange). `phone` in any form (+84..., 0...):
 * the login call sends the local form, as product-spec §5 has it. A wrong password rejects with
 * UnauthorizedError, too many with RateLimitedError; both carry the Vietnamese message.
 */
export async function signInWithPassword(
  { api, identity }: Connection,
  credentials: { phone: string; password: string },
): Promise<SignedIn> {
  const { data } = await api.call('loginWithPassword', {
    body: {
      grant_type: 'password',
      username: toLocalPhone(credentials.phone),
      password: credentials.password,
    },
  });
  return exchange(identity, data);
}

export type SmsChallenge = OperationData<'requestSmsCode'>;

/** Sends a 6-digit code by SMS; answers the `sessionId` to pass to `signInWithSmsCode` with the code. */
export async function requestSmsCode({ api }: Pick<Connection, 'api'>, phone: string): Promise<SmsChallenge> {
  const { data } = await api.call('requestSmsCode', { body: { phoneNumber: phone, deviceId: 'admin' } });
  return data;
}

/** SMS sign-in: the `sessionId` from `requestSmsCode` and the code the person received. */
export async function signInWithSmsCode(
  { api, identity }: Connection,
  answer: { sessionId: string; code: string },
): Promise<SignedIn> {
  const { data } = await api.call('verifySmsCode', {
    body: { sessionId: answer.sessionId, code: answer.code },
  });
  return exchange(identity, data);
}

/** Ends the session on the server (logoutSession) and forgets it locally, even if the server call fails. */
export async function signOut({ api, identity }: Connection): Promise<void> {
  try {
    if (await identity.getIdToken()) await api.call('logoutSession');
  } finally {
    await identity.signOut();
  }
}

async function exchange(
  identity: IdTokenSource,
  answer: OperationData<'loginWithPassword'>,
): Promise<SignedIn> {
  const idToken = await identity.signInWithCustomToken(answer.customToken);
  return { userId: answer.user_id, idToken };
}
