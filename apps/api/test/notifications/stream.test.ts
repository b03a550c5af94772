// streamNotifications over a real socket: live events through the bus (NOTIFY on commit), release
// of the subscription on disconnect, Last-Event-ID replay. Fan-out across instances: fan-out.pg.test.ts.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEvent } from '../../src/features/notifications/stream.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { newestNotificationId, userIdOf } from './helpers.ts';
import { openSse, type SseStream, waitFor } from './sse.ts';

let t: TestApp;
let base: string;
let recipient: number;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  recipient = await userIdOf(t, '0901000009');
}, 180_000);
afterAll(async () => {
  for (const stream of open) stream.close();
  await waitFor(() => t.services.notifications.subscriberCount(recipient) === 0).catch(() => {});
  await t.close();
});

async function stream(origin: string, extra: Record<string, string> = {}): Promise<SseStream> {
  const s = await openSse(`${origin}/notifications/stream`, {
    'x-access-token': APP_KEY,
    ...(await t.as('0901000009')),
    ...extra,
  });
  open.push(s);
  return s;
}

const send = (title: string) =>
  t.call('POST', '/notifications', {
    as: '0901000002',
    body: { title, body: `Nội dung ${title}`, user_ids: [recipient] },
  });

describe('streamNotifications', () => {
  it('formats one event per notification', () => {
    const n = {
      id: 7,
      title: 'a',
      body: 'b\nc',
      read: false,
      type: 'support',
      link: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(formatEvent(n)).toBe(`id: 7\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`);
    expect(formatEvent(n).split('\n')).toHaveLength(5);
  });

  it('needs a signed-in caller', async () => {
    const res = await fetch(`${base}/notifications/stream`, { headers: { 'x-access-token': APP_KEY } });
    expect(res.status).toBe(401);
  });

  it('delivers a sent notification live within 2 s, then releases the subscription on abort', async () => {
    const s = await stream(base);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toMatch(/no-cache/);
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 1);

    const res = await send('Trực tiếp');
    expect(res.status).toBe(201);
    const event = await s.next(2000);
    expect(event.event).toBe('notification');
    const data = JSON.parse(event.data);
    expect(data).toMatchObject({
      title: 'Trực tiếp',
      body: 'Nội dung Trực tiếp',
      read: false,
      type: 'support',
      link: null,
    });
    expect(event.id).toBe(String(data.id));
    expect(data.id).toBe(await newestNotificationId(t, recipient));
    expect(Number.isNaN(Date.parse(data.created_at))).toBe(false);

    s.close();
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 0);
  });

  it('does not deliver notifications of other users', async () => {
    const s = await stream(base);
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 1);
    const other = await userIdOf(t, '0901000005');
    await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { title: 'Khác', body: 'x', user_ids: [other] },
    });
    await send('Của tôi');
    const event = await s.next(2000);
    expect(JSON.parse(event.data).title).toBe('Của tôi');
    s.close();
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 0);
  });

  it('replays notifications after Last-Event-ID, oldest first, then continues live without duplicates', async () => {
    const last = await newestNotificationId(t, recipient);
    await send('Lỡ 1');
    await send('Lỡ 2');

    const s = await stream(base, { 'last-event-id': String(last) });
    const first = await s.next(2000);
    const second = await s.next(2000);
    expect(JSON.parse(first.data).title).toBe('Lỡ 1');
    expect(JSON.parse(second.data).title).toBe('Lỡ 2');
    expect(Number(first.id)).toBeGreaterThan(last);
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));

    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 1);
    await send('Mới');
    const live = await s.next(2000);
    expect(JSON.parse(live.data).title).toBe('Mới');
    // Nothing twice (replayed and live): the next event after it is the next one sent.
    await send('Mốc');
    expect(JSON.parse((await s.next(2000)).data).title).toBe('Mốc');
    s.close();
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 0);
  });

  it('rejects a malformed Last-Event-ID', async () => {
    const res = await fetch(`${base}/notifications/stream`, {
      headers: { 'x-access-token': APP_KEY, ...(await t.as('0901000009')), 'last-event-id': 'abc' },
    });
    expect(res.status).toBe(400);
  });

  it('endStreams (for the app preClose hook) ends open streams so the server can close', async () => {
    const s = await stream(base);
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 1);
    t.services.notifications.endStreams();
    await waitFor(() => t.services.notifications.subscriberCount(recipient) === 0);
    await waitFor(() => !s.isOpen());
    expect(s.pending()).toBe(0);
  });
});
