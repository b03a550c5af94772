// The app's notification store and its session wiring: loaded and streamed while signed in.
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { onSignedIn, onSigningOut } from '../../lib/session-events';
import { toast, toastError } from '../../lib/toasts';
import { createNotificationsStore } from './notifications.store';
import { startPush, stopPush } from './push';

export const notifications = createNotificationsStore(
  {
    list: (page, size) => data(api.call('listNotifications', { params: { query: { page, size } } })),
    markRead: (id) => api.call('markNotificationRead', { params: { path: { id } } }),
    markAllRead: () => api.call('markAllNotificationsRead'),
  },
  toastError,
);

let stopStream: (() => void) | null = null;
/** Bumped by every start and stop: a stream whose chunk arrives after a newer start or a stop never opens. */
let streamGeneration = 0;

function announce(): void {
  toast.info('newSupportNotification');
}

export function startNotifications(): void {
  void notifications.load(0);
  stopStream?.();
  stopStream = null;
  const generation = ++streamGeneration;
  // the SSE parser is loaded with the stream, not with the first screens (scripts/js-budget.mjs)
  void import('./stream').then(({ openNotificationStream }) => {
    if (generation !== streamGeneration) return;
    stopStream = openNotificationStream({
      client: api,
      onNotification: (notification) => {
        notifications.receive(notification);
        announce();
      },
    });
  });
  startPush(() => {
    announce();
    void notifications.load(0);
  }).catch(() => undefined);
}

export async function stopNotifications(): Promise<void> {
  streamGeneration++;
  stopStream?.();
  stopStream = null;
  await stopPush();
  notifications.reset();
}

let wired = false;

/** Called once at startup (src/features/index.ts). */
export function wireNotifications(): void {
  if (wired) return;
  wired = true;
  onSignedIn(startNotifications);
  onSigningOut(stopNotifications);
}
