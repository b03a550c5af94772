import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { APP_KEY, createTestApp } from '../harness.ts';
import { openSse } from './sse.ts';

it('close with an open stream', async () => {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const s = await openSse(`${base}/notifications/stream`, { 'x-access-token': APP_KEY, ...(await t.as('0901000009')) });
  expect(s.status).toBe(200);
  const result = await Promise.race([t.close().then(() => 'closed'), new Promise((r) => setTimeout(() => r('hung'), 3000))]);
  console.log('RESULT', result);
  s.close();
});
