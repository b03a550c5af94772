// Push through Firebase Cloud Messaging, only when the deployment configures it (design §7: gate on the
// app's own configuration). The device token is registered after sign-in and on change, deleted on logout.
import { ADMIN_APP_ID } from '@busops/domain';
import { api } from '../../lib/api';
import { firebaseConfig, isPushConfigured } from '../../lib/env';

let currentToken: string | null = null;

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function startPush(onMessage: () => void): Promise<void> {
  if (!isPushConfigured || !firebaseConfig || notificationPermission() === 'unsupported') return;
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const firebaseApp = app.getApps()[0] ?? app.initializeApp(firebaseConfig);
  const instance = messaging.getMessaging(firebaseApp);
  if (Notification.permission === 'default') await Notification.requestPermission();
  if (Notification.permission !== 'granted') return;
  const token = await messaging.getToken(instance, { vapidKey: firebaseConfig.vapidKey });
  if (token && token !== currentToken) {
    await api.call('registerDeviceToken', {
      params: { header: { 'x-app-id': ADMIN_APP_ID } },
      body: { deviceToken: token },
    });
    currentToken = token;
  }
  messaging.onMessage(instance, () => onMessage());
}

export async function stopPush(): Promise<void> {
  const token = currentToken;
  currentToken = null;
  if (!token) return;
  await api.call('deleteDeviceToken', { params: { path: { token } } }).catch(() => undefined);
}
