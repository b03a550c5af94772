// The local identity service seen from a client: exchanges the custom token from a login for an ID
// token, keeps it fresh and announces every change (product-spec §4). It talks to the API through
// the raw fetch because the typed client itself depends on it for its bearer token.
import { baseHeaders, DEFAULT_TIMEOUT_MS, type FetchLike } from './client.ts';
import {
  ApiError,
  apiErrorFromFailure,
  apiErrorFromResponse,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
} from './errors.ts';
import type { components } from './gen/schema.gen.ts';

/** Refresh when the ID token expires within this margin. */
export const ID_TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface IdentitySession {
  idToken: string;
  refreshToken: string;
  /** Expiry of idToken, epoch milliseconds. */
  expiresAt: number;
}

export interface IdTokenSourceOptions {
  baseUrl: string;
  appKey: string;
  fetch?: FetchLike;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Restores a session kept by `save` (e.g. from localStorage): read before the first use, and again
   * before each refresh, so a tab adopts the refresh token another tab has rotated into.
   */
  load?: () => IdentitySession | null | undefined | Promise<IdentitySession | null | undefined>;
  /** Called with every new session, and with null on sign-out. */
  save?: (session: IdentitySession | null) => void | Promise<void>;
  /** Clock, for tests. */
  now?: () => number;
}

export type IdTokenListener = (idToken: string | null) => void;

/** Answer of exchangeCustomToken and refreshIdToken; expiresIn is in seconds. */
type TokenAnswer = components['schemas']['IdentityTokens'];

const isSession = (value: unknown): value is IdentitySession => {
  const s = value as Partial<IdentitySession> | null | undefined;
  return typeof s?.idToken === 'string' && typeof s.refreshToken === 'string' && Number.isFinite(s.expiresAt);
};

export class IdTokenSource {
  readonly #options: IdTokenSourceOptions;
  readonly #listeners = new Set<IdTokenListener>();
  #session: IdentitySession | null = null;
  #loaded: Promise<void> | undefined;
  #refreshing: Promise<string | null> | undefined;
  /** Bumped on every sign-in and sign-out, so a late refresh answer cannot resurrect an old session. */
  #generation = 0;

  constructor(options: IdTokenSourceOptions) {
    this.#options = options;
  }

  /** The session as last known (without loading or refreshing). */
  get session(): IdentitySession | null {
    return this.#session;
  }

  /** POST /identity/token: signs in with the custom token answered by a login. Returns the ID token. */
  async signInWithCustomToken(customToken: string): Promise<string> {
    await this.#ready();
    const generation = ++this.#generation;
    const session = await this.#exchange('/identity/token', { customToken });
    if (generation === this.#generation) await this.#change(session);
    return session.idToken;
  }

  /**
   * The current ID token, or null when signed out. Refreshes it (POST /identity/refresh) when it
   * expires within 60 s or when forced; concurrent callers share one refresh.
   */
  async getIdToken(forceRefresh = false): Promise<string | null> {
    await this.#ready();
    const session = this.#session;
    if (!session) return null;
    if (!forceRefresh && session.expiresAt - this.#now() > ID_TOKEN_REFRESH_MARGIN_MS) return session.idToken;
    this.#refreshing ??= this.#refresh(session, forceRefresh).finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  /** Calls `listener` with the new ID token (or null) on every change; returns the unsubscribe. */
  onIdTokenChanged(listener: IdTokenListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Forgets the session (and its stored copy) and announces null. */
  async signOut(): Promise<void> {
    await this.#ready();
    this.#generation++;
    await this.#change(null);
  }

  async #refresh(current: IdentitySession, forced: boolean): Promise<string | null> {
    const generation = this.#generation;
    // Another tab sharing the storage may have refreshed already: its refresh token is the live
    // one, and presenting ours again after the server's grace window would revoke the session.
    const session = (await this.#newerStored(current)) ?? current;
    if (session !== current && generation === this.#generation) {
      await this.#change(session, false);
      if (!forced && session.expiresAt - this.#now() > ID_TOKEN_REFRESH_MARGIN_MS) return session.idToken;
    }
    try {
      const next = await this.#exchange('/identity/refresh', { refreshToken: session.refreshToken });
      if (generation !== this.#generation) return this.#session?.idToken ?? null;
      await this.#change(next);
      return next.idToken;
    } catch (error) {
      // A refused refresh token ends the session; a timeout or lost connection does not.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && generation === this.#generation) {
        this.#generation++;
        await this.#change(null);
      }
      throw error;
    }
  }

  /** The stored session when it is another one than `current` (written by another tab). */
  async #newerStored(current: IdentitySession): Promise<IdentitySession | null> {
    try {
      const stored = await this.#options.load?.();
      return isSession(stored) && stored.refreshToken !== current.refreshToken ? stored : null;
    } catch {
      return null;
    }
  }

  #ready(): Promise<void> {
    this.#loaded ??= (async () => {
      let stored: IdentitySession | null | undefined;
      try {
        stored = await this.#options.load?.();
      } catch {
        stored = null; // unreadable storage = signed out
      }
      if (isSession(stored) && this.#generation === 0) await this.#change(stored, false);
    })();
    return this.#loaded;
  }

  async #change(session: IdentitySession | null, persist = true): Promise<void> {
    const before = this.#session?.idToken ?? null;
    this.#session = session;
    if (persist) await this.#options.save?.(session);
    const after = session?.idToken ?? null;
    if (before === after) return;
    for (const listener of [...this.#listeners]) {
      try {
        listener(after);
      } catch (error) {
        console.error('onIdTokenChanged listener failed', error);
      }
    }
  }

  async #exchange(path: string, payload: Record<string, string>): Promise<IdentitySession> {
    const { baseUrl, appKey, headers, timeoutMs = DEFAULT_TIMEOUT_MS } = this.#options;
    const request = new Request(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { ...baseHeaders(appKey, headers), 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const fetch = this.#options.fetch ?? ((input: Request) => globalThis.fetch(input));
    let response: Response;
    try {
      response = await fetch(request);
    } catch (failure) {
      throw apiErrorFromFailure(failure, request.signal);
    }
    const error = await apiErrorFromResponse(response);
    if (error) throw error;
    const body = (await response.json().catch(() => undefined)) as Partial<TokenAnswer> | undefined;
    const expiresIn = Number(body?.expiresIn);
    if (
      typeof body?.idToken !== 'string' ||
      typeof body.refreshToken !== 'string' ||
      !Number.isFinite(expiresIn)
    ) {
      throw new ApiError(DEFAULT_ERROR_MESSAGE, { status: response.status, body, response });
    }
    return {
      idToken: body.idToken,
      refreshToken: body.refreshToken,
      expiresAt: this.#now() + expiresIn * 1000,
    };
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}

/** load/save hooks over a Web Storage (e.g. `localStorage`) entry. */
export function storagePersistence(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key = 'busops.identity',
): Required<Pick<IdTokenSourceOptions, 'load' | 'save'>> {
  return {
    load() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isSession(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(session) {
      if (session) storage.setItem(key, JSON.stringify(session));
      else storage.removeItem(key);
    },
  };
}
