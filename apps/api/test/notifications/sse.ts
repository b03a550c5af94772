// A server-sent events reader over fetch for the tests, parsed by eventsource-parser like the SDK's
// openEventStream (which the console uses), but without reconnecting: a test sees when the server ends.
import { createParser } from 'eventsource-parser';

export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Comment lines seen so far (`: ping`, `: connected`). */
  comments: string[];
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves with Date.now() when the server ends the response (or the reader fails). */
  ended: Promise<number>;
  /** False once the server has ended the response. */
  isOpen(): boolean;
  /** Events received but not read with next(). */
  pending(): number;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const comments: string[] = [];
  const queue: SseEvent[] = [];
  const waiters: Array<(event: SseEvent) => void> = [];
  let endedAt: number | null = null;
  let resolveEnded: (at: number) => void = () => {};
  const ended = new Promise<number>((resolve) => {
    resolveEnded = resolve;
  });
  const markEnded = (at: number) => {
    endedAt ??= at;
    resolveEnded(endedAt);
  };

  const parser = createParser({
    onComment: (comment) => comments.push(`:${comment}`),
    onEvent: ({ id, event, data }) => {
      const parsed: SseEvent = { data, ...(id === undefined ? {} : { id }), ...(event ? { event } : {}) };
      const waiter = waiters.shift();
      if (waiter) waiter(parsed);
      else queue.push(parsed);
    },
  });

  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return markEnded(Date.now());
          parser.feed(value);
        }
      } catch {
        // aborted
        markEnded(Date.now());
      }
    })();
  } else markEnded(Date.now());

  return {
    status: response.status,
    headers: response.headers,
    comments,
    next(timeoutMs = 2000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(settle);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = (event: SseEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(settle);
      });
    },
    ended,
    isOpen: () => endedAt === null,
    pending: () => queue.length,
    close: () => controller.abort(),
  };
}

export async function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
