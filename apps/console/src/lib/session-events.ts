// Sign-in and sign-out announcements, so features react to the session without importing the auth
// feature (features never import each other): notifications register the push token, open the stream...
type Listener = () => void | Promise<void>;

const signedIn = new Set<Listener>();
const signingOut = new Set<Listener>();

/** After a successful sign-in and on start with a valid stored user. Returns the unsubscribe. */
export function onSignedIn(listener: Listener): () => void {
  signedIn.add(listener);
  return () => signedIn.delete(listener);
}

/** Before the identity session ends (calls may still carry the token): delete the device token... */
export function onSigningOut(listener: Listener): () => void {
  signingOut.add(listener);
  return () => signingOut.delete(listener);
}

async function emit(listeners: Set<Listener>): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener();
      } catch {
        // a listener's failure never blocks sign-in or sign-out
      }
    }),
  );
}

export const announceSignedIn = () => emit(signedIn);
export const announceSigningOut = () => emit(signingOut);

const forbidden = new Set<() => void>();

/** A call was refused with 403: the user's role or company may have changed since 'me' was loaded. */
export function onForbidden(listener: () => void): () => void {
  forbidden.add(listener);
  return () => forbidden.delete(listener);
}

export function announceForbidden(): void {
  for (const listener of forbidden) listener();
}
