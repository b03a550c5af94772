// Server-sent events of a contract operation (`text/event-stream`), read through the SDK client so
// the stream carries the same headers as every other call (application key, Accept-Language, the
// current ID token asked afresh for every connection). EventSource cannot send a bearer header, so
// the answer is read with fetch and parsed by eventsource-parser.
//
// The stream stays open across failures: when a connection fails or the server ends it (the ID
// token expired, the sign-in ended), it reconnects after an exponential backoff, sending
// `Last-Event-ID` so the server replays what was missed. Only the returned stop function ends it.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ApiClient } from './client.ts';
import { operations as access } from './gen/operations.gen.ts';
import type { operations } from './gen/schema.gen.ts';

export type { EventSourceMessage } from 'eventsource-parser';

/** The operations whose answer is an event stream (`streamNotifications`). */
export type StreamOperationId = {
  [K in keyof operations]: operations[K] extends {
    responses: { 200: { content: { 'text/event-stream': unknown } } };
  }
    ? K
    : never;
}[keyof operations];

export interface EventStreamOptions {
  /** Every event, as the server sent it (`event` is undefined for the default `message` type). */
  onEvent(event: EventSourceMessage): void;
  /** A connection was answered 2xx and is being read. */
  onOpen?(): void;
  /** A connection failed or ended; the stream reconnects after `delayMs`. */
  onDisconnect?(error: unknown, delayMs: number): void;
  /** Backoff bounds in ms (defaults 1 s and 60 s); a connection that opened starts again from the minimum. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Opens the event stream of `operationId`; answers the function that stops it for good. */
export function openEventStream(
  client: ApiClient,
  operationId: StreamOperationId,
  options: EventStreamOptions,
): () => void {
  const { method, path } = access[operationId];
  if (method !== 'GET') throw new Error(`${operationId} is not a GET stream`);
  const controller = new AbortController();
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let delay = minDelay;
  let lastEventId: string | null = null;

  const parser = createParser({
    onId: (id) => {
      lastEventId = id || null;
    },
    onEvent: (event) => options.onEvent(event),
  });

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  async function connectOnce(): Promise<void> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    // The path comes from the generated table, so the typed client cannot narrow it: any stream
    // operation is a GET without path parameters.
    const get = client.GET as unknown as (
      url: string,
      init: { parseAs: 'stream'; headers: Record<string, string>; signal: AbortSignal },
    ) => Promise<{ response: Response }>;
    const { response } = await get(path, { parseAs: 'stream', headers, signal: controller.signal });
    if (!response.body) throw new Error(`${operationId}: no body`);
    delay = minDelay;
    options.onOpen?.();
    parser.reset();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } finally {
      reader.releaseLock();
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      let failure: unknown = null;
      try {
        await connectOnce();
      } catch (error) {
        // No connection, 401 after the token expired, a dropped stream: retry below with a fresh token.
        failure = error;
      }
      if (controller.signal.aborted) return;
      options.onDisconnect?.(failure, delay);
      await pause(delay);
      delay = Math.min(maxDelay, delay * 2);
    }
  })();

  return () => controller.abort();
}
