// Finding 4 (issue 7): a stream ends with its sign-in, and one sign-in holds a bounded number of
// streams. The announcement path (sessions trigger -> NOTIFY -> bus), the backstop re-check for a
// missed announcement, and the caps. Across instances: stream-revocation.pg.test.ts.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
} from '../../src/features/notifications/stream-registry.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { openSse, type SseStream, waitFor } from './sse.ts';

let t: TestApp;
let base: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  // The periodic re-check would race the tests below; they run it themselves (recheckStreams).
  t = await createTestApp({ streamRecheckMs: 3_600_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

async function streamOf(idToken: string): Promise<SseStream> {
  const stream = await openSse(`${base}/notifications/stream`, {
    'x-access-token': APP_KEY,
    authorization: `Bearer ${idToken}`,
  });
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0]!;

const send = (title: string, userId: number) =>
  t.call('POST', '/notifications', { as: '0900000001', body: { title, body: 'x', user_ids: [userId] } });

describe('a stream ends with its session', () => {
  it('logout: the stream ends within 1 s and delivers nothing after it', async () => {
    const session = await t.signIn('0901000005');
    const stream = await streamOf(session.idToken);
    await waitFor(() => t.services.notifications.streamCount({ userId: session.userId }) === 1);
    expect((await send('Trước', session.userId)).status).toBe(201);
    expect(JSON.parse((await stream.next(2000)).data).title).toBe('Trước');

    const logout = await t.call('POST', '/auth/logout', {
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    expect(logout.status).toBe(200);
    const answeredAt = Date.now();
    await waitFor(() => !stream.isOpen(), 1000);
    expect((await stream.ended) - answeredAt).toBeLessThan(1000);
    expect(t.services.notifications.subscriberCount(session.userId)).toBe(0);

    // The stream has ended (its reader is done): whatever it delivered is queued, and nothing was.
    expect((await send('Sau', session.userId)).status).toBe(201);
    expect(stream.pending()).toBe(0);
  });

  it('a revocation whose announcement was missed is caught by the periodic re-check', async () => {
    const session = await t.signIn('0901000006');
    const stream = await streamOf(session.idToken);
    await waitFor(() => t.services.notifications.streamCount({ userId: session.userId }) === 1);
    // session_replication_role = replica skips the trigger: no NOTIFY, as if the listener was down.
    await t.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, sessionIdOf(session.refreshToken)));
    });
    // Events arrive in commit order on one channel: once a later notification is delivered, an
    // announcement of the revocation would have been too. None was: the stream is still open.
    expect((await send('Mốc', session.userId)).status).toBe(201);
    expect(JSON.parse((await stream.next(2000)).data).title).toBe('Mốc');
    expect(stream.isOpen()).toBe(true);

    await t.services.notifications.recheckStreams();
    await waitFor(() => !stream.isOpen(), 1000);
    expect(t.services.notifications.streamCount({ userId: session.userId })).toBe(0);
  });

  it('the re-check leaves live sessions alone', async () => {
    const session = await t.signIn('0901000008');
    const stream = await streamOf(session.idToken);
    await waitFor(() => t.services.notifications.streamCount({ userId: session.userId }) === 1);
    await t.services.notifications.recheckStreams();
    expect((await send('Vẫn mở', session.userId)).status).toBe(201);
    expect(JSON.parse((await stream.next(2000)).data).title).toBe('Vẫn mở');
    expect(stream.isOpen()).toBe(true);
  });
});

describe('caps on open streams', () => {
  it(`a session holds at most ${MAX_STREAMS_PER_SESSION}: the next one is accepted and the oldest ends`, async () => {
    const session = await t.signIn('0901000009');
    const sessionId = sessionIdOf(session.refreshToken);
    const streams: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await streamOf(session.idToken));
    await waitFor(() => t.services.notifications.streamCount({ sessionId }) === MAX_STREAMS_PER_SESSION);
    expect(streams.every((s) => s.isOpen())).toBe(true);

    const newest = await streamOf(session.idToken);
    await waitFor(() => !streams[0]!.isOpen(), 1000);
    expect(streams.slice(1).every((s) => s.isOpen())).toBe(true);
    expect(newest.isOpen()).toBe(true);
    expect(t.services.notifications.streamCount({ sessionId })).toBe(MAX_STREAMS_PER_SESSION);

    expect((await send('Giới hạn', session.userId)).status).toBe(201);
    for (const s of [...streams.slice(1), newest]) {
      expect(JSON.parse((await s.next(2000)).data).title).toBe('Giới hạn');
    }
    expect(streams[0]!.pending()).toBe(0);
  });

  it(`60 streams of one session: all answered, ${MAX_STREAMS_PER_SESSION} stay open`, async () => {
    const session = await t.signIn('0901000010');
    const sessionId = sessionIdOf(session.refreshToken);
    const streams = await Promise.all(Array.from({ length: 60 }, () => streamOf(session.idToken)));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    await waitFor(() => streams.filter((s) => s.isOpen()).length === MAX_STREAMS_PER_SESSION, 5000);
    expect(t.services.notifications.streamCount({ sessionId })).toBe(MAX_STREAMS_PER_SESSION);
    expect(t.services.notifications.subscriberCount(session.userId)).toBe(MAX_STREAMS_PER_SESSION);
  });

  it(`a user holds at most ${MAX_STREAMS_PER_USER} over all their sessions`, async () => {
    const phone = '0902000009';
    const signed = [];
    for (let i = 0; i < 3; i++) signed.push(await t.signIn(phone));
    const userId = signed[0]!.userId;
    const streams: SseStream[] = [];
    // One more than the user's cap over three sessions, none beyond its session's cap.
    const perSession = Math.ceil((MAX_STREAMS_PER_USER + 1) / 3);
    expect(perSession).toBeLessThan(MAX_STREAMS_PER_SESSION);
    for (const [i, s] of signed.entries()) {
      const count = i < 2 ? perSession : MAX_STREAMS_PER_USER + 1 - 2 * perSession;
      for (let k = 0; k < count; k++) streams.push(await streamOf(s.idToken));
    }
    await waitFor(() => !streams[0]!.isOpen(), 1000);
    expect(streams.slice(1).every((s) => s.isOpen())).toBe(true);
    expect(t.services.notifications.streamCount({ userId })).toBe(MAX_STREAMS_PER_USER);
  });
});
