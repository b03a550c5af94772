import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client.ts';
import { type EventSourceMessage, openEventStream } from './event-stream.ts';

/** A stream answer whose body arrives in the given chunks, then ends (the server closed it). */
function streamAnswer(...chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** A stream answer that stays open until the request is aborted. */
function openAnswer(request: Request): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      request.signal.addEventListener('abort', () => controller.error(request.signal.reason), { once: true });
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function setup(answers: Array<(request: Request) => Response | Promise<Response>>) {
  const requests: Request[] = [];
  const tokens = ['token-1', 'token-2', 'token-3', 'token-4'];
  let asked = 0;
  const client = createClient({
    baseUrl: 'http://api.test',
    appKey: 'app-key',
    getIdToken: () => tokens[asked++] ?? null,
    fetch: async (request) => {
      requests.push(request);
      const answer = answers[requests.length - 1] ?? openAnswer;
      return answer(request);
    },
  });
  return { client, requests };
}

describe('openEventStream', () => {
  it('reads events through the client, and reconnects with a fresh token and Last-Event-ID when the server ends the stream', async () => {
    const { client, requests } = setup([
      () =>
        streamAnswer(
          ': connected\n\nid: 7\nevent: notifi',
          'cation\r\ndata: {"id":7}\r\n\r\n',
          'data: a\ndata: b\n\n',
        ),
    ]);
    const events: EventSourceMessage[] = [];
    const stop = openEventStream(client, 'streamNotifications', {
      onEvent: (event) => events.push(event),
      minDelayMs: 1,
    });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    stop();
    expect(events).toEqual([
      { id: '7', event: 'notification', data: '{"id":7}' },
      { id: undefined, event: undefined, data: 'a\nb' },
    ]);
    const [first, second] = requests;
    expect(first!.url).toBe('http://api.test/notifications/stream');
    expect(first!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(first!.headers.get('x-access-token')).toBe('app-key');
    expect(first!.headers.get('Accept-Language')).toBe('vi');
    expect(first!.headers.get('Accept')).toBe('text/event-stream');
    expect(first!.headers.has('Last-Event-ID')).toBe(false);
    expect(second!.headers.get('Authorization')).toBe('Bearer token-2');
    expect(second!.headers.get('Last-Event-ID')).toBe('7');
  });

  it('backs off after a refusal (401: the sign-in ended) and retries; stop() ends it for good', async () => {
    const refused = () =>
      new Response(JSON.stringify({ errorCode: 'UNAUTHORIZED', message: 'Phiên đăng nhập đã hết hạn' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    const { client, requests } = setup([refused, refused]);
    const delays: number[] = [];
    const failures: unknown[] = [];
    const opened = vi.fn();
    const stop = openEventStream(client, 'streamNotifications', {
      onEvent: () => undefined,
      onOpen: opened,
      onDisconnect: (error, delay) => {
        failures.push(error);
        delays.push(delay);
      },
      minDelayMs: 1,
    });
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    stop();
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([1, 2]);
    expect(failures).toEqual([
      expect.objectContaining({ status: 401, errorCode: 'UNAUTHORIZED' }),
      expect.objectContaining({ status: 401 }),
    ]);
    // The third connection is open; stopping aborts it and nothing reconnects.
    await vi.waitFor(() => expect(requests[2]!.signal.aborted).toBe(true));
    expect(requests).toHaveLength(3);
  });
});
