// Streams by structure (issue 18 finding 6): every operation the contract answers with
// text/event-stream is held by the one registry (http/sse-registry.ts). Each is opened by a fresh
// sign-in: it counts in its session's streams, and it ends within a second of that session's logout.
// A new stream operation is covered the day it enters the contract; one whose handler bypasses the
// registry is ended by routes.ts at once (never counted) and fails here. The source check below keeps
// the response headers of a stream in that one file.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/http/spec.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { openSse, type SseStream, waitFor } from '../notifications/sse.ts';

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../../src');

const streamOperations = loadOperations().filter((op) =>
  Object.values(op.responses).some((r) => r.content?.['text/event-stream']),
);

/** Demo accounts by role and company kind: the first one an operation admits opens its stream. */
const CALLERS = [
  { phone: '0901000002', role: 2, isSuper: false },
  { phone: '0901000010', role: 10, isSuper: false },
  { phone: '0900000001', role: 1, isSuper: true },
];

function callerFor(op: (typeof streamOperations)[number]) {
  const caller = CALLERS.find(
    (c) =>
      (op.roles.length === 0 || op.roles.includes(c.role)) &&
      (op.scope === 'any' || (op.scope === 'super') === c.isSuper),
  );
  if (!caller) throw new Error(`no demo caller for ${op.operationId}`);
  return caller;
}

let t: TestApp;
let base: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ streamRecheckMs: 3_600_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

describe('every server-sent stream goes through the registry', () => {
  it('the contract has its streams (positions, notifications at least)', () => {
    expect(streamOperations.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['streamVehiclePositions', 'streamNotifications']),
    );
  });

  it.each(streamOperations.map((op) => [op.operationId, op] as const))(
    '%s: held by its session, ended within 1 s of logout',
    async (_id, op) => {
      const session = await t.signIn(callerFor(op).phone);
      const sessionId = session.refreshToken.split('.')[0]!;
      const stream = await openSse(`${base}${op.path}`, {
        'x-access-token': APP_KEY,
        authorization: `Bearer ${session.idToken}`,
      });
      opened.push(stream);
      expect(stream.status).toBe(200);
      await waitFor(() => t.services.notifications.streamCount({ sessionId }) === 1);

      const logout = await t.call('POST', '/auth/logout', {
        headers: { authorization: `Bearer ${session.idToken}` },
      });
      expect(logout.status).toBe(200);
      const answeredAt = Date.now();
      await waitFor(() => !stream.isOpen(), 1000);
      expect((await stream.ended) - answeredAt).toBeLessThan(1000);
      expect(t.services.notifications.streamCount({ sessionId })).toBe(0);
    },
  );

  it('only http/sse-registry.ts writes the headers of an event stream or hijacks a reply', () => {
    const files = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
      .map((e) => join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(100);
    const offending = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\.hijack\(\)|content-type['"]?\s*:\s*['"]text\/event-stream/i.test(text);
    });
    expect(offending.map((f) => relative(src, f))).toEqual(['http/sse-registry.ts']);
  });
});
