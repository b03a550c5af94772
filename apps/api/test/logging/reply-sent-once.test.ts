// Issue 18 (also seen): `FST_ERR_REP_ALREADY_SENT` in the server log on POST /analytics/page-views and
// GET /notifications/stream. A handler answers once: the log of these calls (at debug, so Fastify's
// own warnings are in it) holds no such line.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { openSse, waitFor } from '../notifications/sse.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug' }, { logStream: { write: (line) => lines.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => t.close());

const alreadySent = () => lines.filter((line) => /ALREADY_SENT|already sent/i.test(line));

describe('every reply is sent once', () => {
  it('POST /analytics/page-views logs no second reply', async () => {
    for (const path of ['/routes/trip', '/customer/search']) {
      const res = await t.call('POST', '/analytics/page-views', {
        as: '0901000002',
        body: { path, title: 'Trang' },
      });
      expect(res.status).toBe(204);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.length).toBeGreaterThan(0);
    expect(alreadySent()).toEqual([]);
  });

  it('GET /notifications/stream, opened and closed by the client, logs no second reply', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const session = await t.signIn('0901000005');
    const stream = await openSse(`${base}/notifications/stream`, {
      'x-access-token': APP_KEY,
      authorization: `Bearer ${session.idToken}`,
    });
    expect(stream.status).toBe(200);
    await waitFor(() => t.services.notifications.streamCount({ userId: session.userId }) === 1);
    stream.close();
    await waitFor(() => t.services.notifications.streamCount({ userId: session.userId }) === 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alreadySent()).toEqual([]);
  });
});
