// Live notifications: GET /notifications/stream read with fetch (EventSource cannot send the bearer
// header), reconnecting with exponential backoff and Last-Event-ID (the API replays what was missed).
import { ADMIN_APP_ID } from '@busops/domain';
import { ACCEPT_LANGUAGE, APP_KEY_HEADER } from '@busops/sdk';
import type { AppNotification } from './notifications.store';
import { SseParser } from './sse';

export interface StreamOptions {
  getIdToken: () => Promise<string | null>;
  onNotification: (notification: AppNotification) => void;
  fetch?: typeof fetch;
  /** Backoff bounds in ms. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Starts the stream; returns the function that stops it for good. */
export function openNotificationStream(options: StreamOptions): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60000;
  const parser = new SseParser();
  let delay = minDelay;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function connectOnce(): Promise<void> {
    const token = await options.getIdToken();
    if (!token) throw new Error('signed out');
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
      [APP_KEY_HEADER]: ADMIN_APP_ID,
      'Accept-Language': ACCEPT_LANGUAGE,
    };
    if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
    const response = await doFetch('/notifications/stream', { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
    delay = minDelay; // connected: the next failure starts the backoff again
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const event of parser.push(value)) {
        if (event.event !== 'notification') continue;
        try {
          options.onNotification(JSON.parse(event.data) as AppNotification);
        } catch {
          // a malformed event is skipped, the stream goes on
        }
      }
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await connectOnce();
      } catch {
        // network error, 401 after token expiry...: retry below with a fresh token
      }
      if (controller.signal.aborted) return;
      await sleep(delay);
      delay = Math.min(maxDelay, delay * 2);
    }
  })();

  return () => controller.abort();
}
