// A minimal server-sent events reader over fetch, as the console reads the stream.
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
  let buffer = '';
  let endedAt: number | null = null;
  let resolveEnded: (at: number) => void = () => {};
  const ended = new Promise<number>((resolve) => {
    resolveEnded = resolve;
  });
  const markEnded = (at: number) => {
    endedAt ??= at;
    resolveEnded(endedAt);
  };

  const dispatch = (block: string) => {
    const event: SseEvent = { data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line);
      else if (line.startsWith('id: ')) event.id = line.slice(4);
      else if (line.startsWith('event: ')) event.event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return;
    event.data = data.join('\n');
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };

  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return markEnded(Date.now());
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            dispatch(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
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
