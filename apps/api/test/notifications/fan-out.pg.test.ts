// PostgreSQL only (*.pg.test.ts runs in the postgres project): a notification sent through one API
// instance reaches a stream held by another instance on the same database, through LISTEN/NOTIFY.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { userIdOf } from './helpers.ts';
import { openSse, waitFor } from './sse.ts';

let t: TestApp;
let other: BuiltApp;
let recipient: number;

beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('fan-out.pg.test.ts needs TEST_DATABASE_URL');
  recipient = await userIdOf(t, '0901000009');
  other = await buildApp({
    config: testConfig({ databaseUrl: t.services.config.databaseUrl, seedDemo: false }),
  });
  await other.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await other?.close();
  await t.close();
});

it('fans out across API instances (LISTEN on a dedicated connection)', async () => {
  const otherBase = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
  const stream = await openSse(`${otherBase}/notifications/stream`, {
    'x-access-token': APP_KEY,
    ...(await t.as('0901000009')),
  });
  await waitFor(() => other.services.notifications.subscriberCount(recipient) === 1);
  const sent = await t.call('POST', '/notifications', {
    as: '0901000002',
    body: { title: 'Qua phiên bản khác', body: 'Nội dung', user_ids: [recipient] },
  });
  expect(sent.status).toBe(201);
  const event = await stream.next(2000);
  expect(JSON.parse(event.data).title).toBe('Qua phiên bản khác');
  stream.close();
  await waitFor(() => other.services.notifications.subscriberCount(recipient) === 0);
});
