import { createClient } from '@busops/sdk';
import { describe, expect, it, vi } from 'vitest';
import { openNotificationStream } from './stream';

function streamAnswer(text: string): Response {
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** An open stream: the body ends only when the request is aborted. */
function openAnswer(request: Request): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      request.signal.addEventListener('abort', () => controller.error(request.signal.reason), { once: true });
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('openNotificationStream', () => {
  it('sends the bearer token, delivers notifications, skips malformed ones and reconnects with Last-Event-ID', async () => {
    const onNotification = vi.fn();
    const requests: Request[] = [];
    const client = createClient({
      baseUrl: 'http://console.test',
      appKey: 'busops-admin',
      getIdToken: async () => `token-${requests.length + 1}`,
      fetch: async (request) => {
        requests.push(request);
        if (requests.length > 1) return openAnswer(request);
        return streamAnswer(
          'event: notification\ndata: {not json\n\n' +
            'id: 7\nevent: notification\ndata: {"id":7,"title":"a","read":false}\n\n' +
            'event: other\ndata: {"id":8}\n\n',
        );
      },
    });
    const stop = openNotificationStream({ client, onNotification, minDelayMs: 1 });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    stop();
    expect(onNotification.mock.calls).toEqual([[{ id: 7, title: 'a', read: false }]]);
    const [first, second] = requests;
    expect(first!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(first!.headers.get('x-access-token')).toBe('busops-admin');
    expect(first!.headers.has('Last-Event-ID')).toBe(false);
    expect(second!.headers.get('Authorization')).toBe('Bearer token-2');
    expect(second!.headers.get('Last-Event-ID')).toBe('7');
    await vi.waitFor(() => expect(second!.signal.aborted).toBe(true));
  });
});
