// The identity port (design §4): the SDK's local IdTokenSource by default, firebase/auth when configured.
// Both sign in with the custom token answered by /auth/login or /auth/sms/verify.
import { ADMIN_APP_ID, STORAGE_PREFIX } from '@busops/domain';
import { IdTokenSource, storagePersistence } from '@busops/sdk';
import { firebaseConfig } from './env';

export interface Identity {
  readonly kind: 'local' | 'firebase';
  signInWithCustomToken(customToken: string): Promise<void>;
  /** A fresh ID token (refreshed when close to expiry), or null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Announces every token change (spec §4: the id token is refreshed and announced whenever it changes). */
  onIdTokenChanged(listener: (token: string | null) => void): () => void;
  signOut(): Promise<void>;
}

function localIdentity(): Identity {
  const source = new IdTokenSource({
    baseUrl: '',
    appKey: ADMIN_APP_ID,
    // The session survives reloads, like the stored user (spec §3).
    ...storagePersistence(localStorage, `${STORAGE_PREFIX}identity`),
  });
  return {
    kind: 'local',
    signInWithCustomToken: async (customToken) => {
      await source.signInWithCustomToken(customToken);
    },
    getIdToken: async () => (await source.getIdToken()) ?? null,
    onIdTokenChanged: (listener) => source.onIdTokenChanged(listener),
    signOut: async () => {
      await source.signOut();
    },
  };
}

function firebaseIdentity(config: NonNullable<typeof firebaseConfig>): Identity {
  // firebase/auth is loaded on first use so it stays out of the /login chunk when unused.
  const authPromise = Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, auth]) => {
    const firebaseApp = app.getApps()[0] ?? app.initializeApp(config);
    return { auth, instance: auth.getAuth(firebaseApp) };
  });
  return {
    kind: 'firebase',
    signInWithCustomToken: async (customToken) => {
      const { auth, instance } = await authPromise;
      await auth.signInWithCustomToken(instance, customToken);
    },
    getIdToken: async () => {
      const { instance } = await authPromise;
      await instance.authStateReady();
      return instance.currentUser ? instance.currentUser.getIdToken() : null;
    },
    onIdTokenChanged: (listener) => {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void authPromise.then(({ auth, instance }) => {
        if (cancelled) return;
        unsubscribe = auth.onIdTokenChanged(instance, (user) => {
          if (!user) listener(null);
          else void user.getIdToken().then(listener);
        });
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    signOut: async () => {
      const { auth, instance } = await authPromise;
      await auth.signOut(instance);
    },
  };
}

export const identity: Identity = firebaseConfig ? firebaseIdentity(firebaseConfig) : localIdentity();
