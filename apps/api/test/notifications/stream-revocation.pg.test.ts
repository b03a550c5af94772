// PostgreSQL only: a session revoked through one API instance ends the stream it holds on another
// instance of the same database (sessions trigger -> NOTIFY -> the other instance's bus).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { openSse, waitFor } from './sse.ts';

let t: TestApp;
let other: BuiltApp;

beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres')
    throw new Error('stream-revocation.pg.test.ts needs TEST_DATABASE_URL');
  other = await buildApp({
    config: testConfig({ databaseUrl: t.services.config.databaseUrl, seedDemo: false }),
  });
  await other.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await other?.close();
  await t.close();
});

it.each([
  { name: 'logout', body: undefined },
  { name: 'logout all', body: { all: true } },
])('$name through instance A ends the stream held by instance B within 1 s', async ({ body }) => {
  const otherBase = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
  const session = await t.signIn('0901000009');
  const stream = await openSse(`${otherBase}/notifications/stream`, {
    'x-access-token': APP_KEY,
    authorization: `Bearer ${session.idToken}`,
  });
  expect(stream.status).toBe(200);
  await waitFor(() => other.services.notifications.streamCount({ userId: session.userId }) === 1);

  const logout = await t.call('POST', '/auth/logout', {
    headers: { authorization: `Bearer ${session.idToken}` },
    ...(body ? { body } : {}),
  });
  expect(logout.status).toBe(200);
  const answeredAt = Date.now();
  await waitFor(() => !stream.isOpen(), 1000);
  const latency = (await stream.ended) - answeredAt;
  console.info(`instance B stream closed ${latency} ms after instance A answered the logout`);
  expect(latency).toBeLessThan(1000);
  expect(other.services.notifications.subscriberCount(session.userId)).toBe(0);

  const sent = await t.call('POST', '/notifications', {
    as: '0900000001',
    body: { title: 'Sau khi đăng xuất', body: 'x', user_ids: [session.userId] },
  });
  expect(sent.status).toBe(201);
  // The stream has ended (its reader is done): whatever it delivered is queued, and nothing was.
  expect(stream.pending()).toBe(0);
});
