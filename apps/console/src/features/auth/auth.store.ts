// Auth state (spec §3) and its transitions (spec §4): password or SMS sign-in -> identity service with the
// custom token -> GET /staff/me -> stored under 'user'; logout undoes all of it. `createAuthStore` takes the
// SDK client, the identity port and the notifier (tests pass a client on a fake fetch and fakes of the
// others); the app's store is the one below, on the app's client.
import { SERVICES_LIMIT, SMS_DEVICE_ID, USER_STORAGE_KEY } from '@busops/domain';
import type { ApiClient } from '@busops/sdk';
import { toInternationalPhone, toLocalPhone } from '@busops/sdk';
import { proxy } from 'valtio';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { type Identity, identity } from '../../lib/identity';
import { announceSignedIn, announceSigningOut, onForbidden } from '../../lib/session-events';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { errorMessage, toast } from '../../lib/toasts';
import { type CurrentUser, isValidStoredUser } from './current-user';
import { signInWithProviderPopup } from './provider-sign-in';

export interface AuthState {
  isLoading: boolean;
  error: string | null;
  user: CurrentUser | null;
  loggedInFirebase: boolean;
  /** From the SMS code request, sent back with the code. */
  sessionId: string | null;
  /** user_id answered with the custom token (the reset-password call needs it before 'me' is loaded). */
  userId: number | null;
  token: string | null;
  message: string | null;
  passwordSet: boolean;
  done: boolean;
}

const initialState = (): AuthState => ({
  isLoading: false,
  error: null,
  user: null,
  loggedInFirebase: false,
  sessionId: null,
  userId: null,
  token: null,
  message: null,
  passwordSet: false,
  done: false,
});

export interface AuthDeps {
  client: ApiClient;
  identity: Identity;
  /** Toasts by default. */
  notify?: { error(keyOrText: string): void };
}

export function createAuthStore({ client, identity, notify = toast }: AuthDeps) {
  const state = proxy<AuthState>(initialState());
  function resetState(): void {
    Object.assign(state, initialState());
  }

  /**
   * One auth transition (spec §4): loading, then the error stored. The error is also toasted unless the
   * caller's form shows `state.error` itself (`showsError`): a message is shown once, not twice.
   */
  async function step<T>(work: () => Promise<T>, showsError = false): Promise<T | undefined> {
    state.isLoading = true;
    state.error = null;
    state.done = false;
    try {
      return await work();
    } catch (error) {
      state.error = errorMessage(error);
      if (!showsError) notify.error(state.error);
      return undefined;
    } finally {
      state.isLoading = false;
      state.done = true;
    }
  }

  /** load_user: GET /staff/me, stored on success; on failure the user is cleared (spec §4). */
  async function loadUser(): Promise<CurrentUser> {
    try {
      const user = await data(client.call('getCurrentUser'));
      setUser(user);
      return user;
    } catch (error) {
      state.user = null;
      state.loggedInFirebase = false;
      removeStored(USER_STORAGE_KEY);
      throw error;
    }
  }

  function setUser(user: CurrentUser): void {
    state.user = user;
    writeStored(USER_STORAGE_KEY, user);
  }

  async function signInWithCustomToken(customToken: string, userId: number): Promise<void> {
    state.token = customToken;
    state.userId = userId;
    await identity.signInWithCustomToken(customToken);
    state.loggedInFirebase = true;
  }

  async function completeSignIn(): Promise<CurrentUser> {
    const user = await loadUser();
    void announceSignedIn();
    return user;
  }

  /**
   * spec §5: the password-login call sends the phone number in local form (leading 0). A refusal ('Sai số
   * điện thoại hoặc mật khẩu') is shown by the login form, under the fields, not in a toast as well.
   */
  function loginWithPassword(phone: string, password: string): Promise<CurrentUser | undefined> {
    return step(async () => {
      const answer = await data(
        client.call('loginWithPassword', {
          body: { grant_type: 'password', username: toLocalPhone(phone), password },
        }),
      );
      await signInWithCustomToken(answer.customToken, answer.user_id);
      return completeSignIn();
    }, true);
  }

  /** The external identity provider (only offered when Firebase is configured), then the 'me' call. */
  function loginWithProvider(): Promise<CurrentUser | undefined> {
    return step(async () => {
      await signInWithProviderPopup();
      state.loggedInFirebase = true;
      return completeSignIn();
    });
  }

  /** spec §5/§7: SMS calls send +84 numbers with the fixed device id. */
  function requestSmsCode(phone: string): Promise<boolean> {
    return step(async () => {
      const answer = await data(
        client.call('requestSmsCode', {
          body: { phoneNumber: toInternationalPhone(phone), deviceId: SMS_DEVICE_ID },
        }),
      );
      state.sessionId = answer.sessionId;
      return true;
    }).then(Boolean);
  }

  /** Verifies the code and signs in to the identity service; `loadProfile` false for the reset flow. */
  function verifySmsCode(code: string, loadProfile = true): Promise<boolean> {
    return step(async () => {
      const sessionId = state.sessionId;
      if (!sessionId) throw new Error('Vui lòng yêu cầu mã xác thực trước');
      const answer = await data(client.call('verifySmsCode', { body: { sessionId, code } }));
      await signInWithCustomToken(answer.customToken, answer.user_id);
      if (loadProfile) await completeSignIn();
      return true;
    }).then(Boolean);
  }

  /** After verifySmsCode(code, false): POST /users/{user_id}/reset-password, then the user is signed in. */
  function resetPassword(phone: string, newPassword: string): Promise<boolean> {
    return step(async () => {
      const userId = state.userId;
      if (userId === null) throw new Error('Vui lòng xác thực mã SMS trước');
      await client.call('resetPassword', {
        params: { path: { user_id: userId } },
        body: { username: toInternationalPhone(phone), new_password: newPassword },
      });
      state.passwordSet = true;
      await completeSignIn();
      return true;
    }).then(Boolean);
  }

  /** PUT /users/{user_id}/password; the answer's message must be OK (spec §7). Throws on failure. */
  async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const user = state.user;
    if (!user) throw new Error('Vui lòng đăng nhập lại');
    const answer = await data(
      client.call('changePassword', {
        params: { path: { user_id: user.user_id } },
        body: { old_password: oldPassword, new_password: newPassword },
      }),
    );
    if (answer?.message !== 'OK') throw new Error(answer?.message || 'Thất bại!');
  }

  /** PUT /staff/me/current-company: the answer is the updated user. */
  async function switchCompany(companyId: number): Promise<CurrentUser> {
    const user = await data(client.call('switchCurrentCompany', { body: { company_id: companyId } }));
    setUser(user);
    return user;
  }

  /** The welcome tour is done for this user, in every browser (markTourSeen; the answer is the user). */
  async function markTourSeen(): Promise<CurrentUser> {
    const user = await data(client.call('markTourSeen'));
    setUser(user);
    return user;
  }

  let loggingOut = false;

  /** Logout (spec §4): revoke the session, delete the push token, sign out of identity, clear the user. */
  async function logout(messageKey?: 'reLogin'): Promise<void> {
    if (loggingOut) return;
    loggingOut = true;
    try {
      await announceSigningOut();
      await client.call('logoutSession', { body: {} }).catch(() => undefined);
      await identity.signOut().catch(() => undefined);
      removeStored(USER_STORAGE_KEY);
      resetState();
      if (messageKey) notify.error(messageKey);
    } finally {
      loggingOut = false;
    }
  }

  /**
   * On start (spec §4): the stored user is valid only with phone_number and the admin app id, otherwise
   * logout with 'Vui lòng đăng nhập lại'; then the services list, whose failure logs out.
   */
  async function restoreSession(): Promise<void> {
    const stored = readStored<unknown>(USER_STORAGE_KEY);
    if (stored === undefined || stored === null) return;
    if (!isValidStoredUser(stored)) {
      await logout('reLogin');
      return;
    }
    state.user = stored;
    state.loggedInFirebase = true;
    try {
      await client.call('listServices', { params: { query: { page: 0, limit: SERVICES_LIMIT } } });
    } catch {
      await logout('reLogin');
      return;
    }
    // the stored user may be stale (its role or company changed since): the menu follows the fresh one
    void refreshUser();
    void announceSignedIn();
  }

  let refreshing: Promise<void> | null = null;
  let refreshAgain = false;

  /**
   * Re-reads the signed-in user (GET /staff/me) and keeps it when it changed: a role or company changed by
   * an administrator shows in the side menu and the palette without signing in again. Quiet: a failure
   * keeps the user as it was (a refused session ends through the identity watch). A request made while a
   * read is under way reads once more after it (that read may have started before the change).
   */
  function refreshUser(): Promise<void> {
    if (!state.user || loggingOut) return Promise.resolve();
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    refreshing = (async () => {
      try {
        do {
          refreshAgain = false;
          try {
            const user = await data(client.call('getCurrentUser'));
            if (state.user && JSON.stringify(user) !== JSON.stringify(state.user)) setUser(user);
          } catch {
            // kept as it was
          }
        } while (refreshAgain && state.user);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** The principal follows the server: on start (restoreSession), when the window gets the focus, after a 403. */
  function watchPrincipal(target: Window = window): () => void {
    const onFocus = () => void refreshUser();
    target.addEventListener('focus', onFocus);
    const stopForbidden = onForbidden(() => void refreshUser());
    return () => {
      target.removeEventListener('focus', onFocus);
      stopForbidden();
    };
  }

  /** The identity session ended on its own (refresh refused): the stored user is no longer usable. */
  function watchIdentity(): () => void {
    return identity.onIdTokenChanged((token) => {
      if (token === null && state.user && !loggingOut) void logout('reLogin');
    });
  }

  return {
    state,
    loadUser,
    setUser,
    loginWithPassword,
    loginWithProvider,
    requestSmsCode,
    verifySmsCode,
    resetPassword,
    changePassword,
    switchCompany,
    markTourSeen,
    logout,
    restoreSession,
    refreshUser,
    watchPrincipal,
    watchIdentity,
    reset: resetState,
  };
}

const auth = createAuthStore({ client: api, identity });

export const authState = auth.state;
export const {
  loadUser,
  setUser,
  loginWithPassword,
  loginWithProvider,
  requestSmsCode,
  verifySmsCode,
  resetPassword,
  changePassword,
  switchCompany,
  markTourSeen,
  logout,
  restoreSession,
  refreshUser,
  watchPrincipal,
  watchIdentity,
} = auth;
