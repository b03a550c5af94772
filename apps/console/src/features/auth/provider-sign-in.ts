// The external identity provider (Firebase Auth, Google), offered only when Firebase is configured.
import { firebaseConfig } from '../../lib/env';

export async function signInWithProviderPopup(): Promise<void> {
  if (!firebaseConfig) throw new Error('Chưa cấu hình nhà cung cấp định danh');
  const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const firebaseApp = app.getApps()[0] ?? app.initializeApp(firebaseConfig);
  await auth.signInWithPopup(auth.getAuth(firebaseApp), new auth.GoogleAuthProvider());
}
