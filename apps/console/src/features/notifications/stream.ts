// Live notifications: the SDK's event stream of streamNotifications (through the app's client, so
// it carries the ID token and application key like every call), reconnecting with backoff and
// Last-Event-ID (the API replays what was missed; a stream the API ended reconnects with a fresh
// token). Each `notification` event is one Notification as JSON.
import { type ApiClient, openEventStream } from '@busops/sdk';
import type { AppNotification } from './notifications.store';

export interface StreamOptions {
  client: ApiClient;
  onNotification: (notification: AppNotification) => void;
  /** Backoff bounds in ms. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Starts the stream; returns the function that stops it for good. */
export function openNotificationStream(options: StreamOptions): () => void {
  return openEventStream(options.client, 'streamNotifications', {
    minDelayMs: options.minDelayMs,
    maxDelayMs: options.maxDelayMs,
    onEvent(event) {
      if (event.event !== 'notification') return;
      let notification: AppNotification;
      try {
        notification = JSON.parse(event.data) as AppNotification;
      } catch {
        return; // a malformed event is skipped, the stream goes on
      }
      options.onNotification(notification);
    },
  });
}
