import { describe, expect, it, vi } from 'vitest';
import { openNotificationStream } from './stream';

function streamResponse(text: string): Response {
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('openNotificationStream', () => {
  it('sends the bearer token, delivers notifications and reconnects with Last-Event-ID', async () => {
    const onNotification = vi.fn();
    const calls: RequestInit[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      if (calls.length === 1) {
        return streamResponse('id: 7\nevent: notification\ndata: {"id":7,"title":"a","read":false}\n\n');
      }
      return new Promise<Response>(() => {}); // second connection stays open
    });
    const stop = openNotificationStream({
      getIdToken: async () => 'token-1',
      onNotification,
      fetch: fetchMock as unknown as typeof fetch,
      minDelayMs: 1,
    });
    await vi.waitFor(() => expect(calls.length).toBe(2));
    stop();
    expect(onNotification).toHaveBeenCalledWith({ id: 7, title: 'a', read: false });
    const first = calls[0]!.headers as Record<string, string>;
    const second = calls[1]!.headers as Record<string, string>;
    expect(first.Authorization).toBe('Bearer token-1');
    expect(first['Last-Event-ID']).toBeUndefined();
    expect(second['Last-Event-ID']).toBe('7');
  });
});
