// PostgreSQL only: the identity compare-and-sets hit 50 at a time: custom-token exchange, refresh
// rotation (and its grace window), and the reuse that revokes a session.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/auth/identity.ts';
import { history, sessions } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { type LimitsApp, limitsApp, statusCounts } from '../auth/limits-app.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { parallel } from './parallel.ts';

let t: TestApp;
let l: LimitsApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  l = await limitsApp(t);
}, 180_000);
afterAll(async () => {
  await l?.close();
  await t.close();
});

const CLIENT = '198.51.100.50';
const sessionsOf = async (userId: number) =>
  Number(
    (
      await t.services.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))
    )[0]!.n,
  );
const sessionRow = async (refreshToken: string) =>
  (
    await t.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, refreshToken.split('.')[0]!))
  )[0]!;

async function signIn(phone: string) {
  const login = await l.login(CLIENT, phone, DEMO_PASSWORD);
  const exchange = await l.call(CLIENT, '/identity/token', { customToken: login.body.customToken });
  return exchange.body as { idToken: string; refreshToken: string };
}

describe('50 parallel identical token calls', () => {
  it('exchangeCustomToken with one custom token: one session, 49 answered 401', async () => {
    const login = await l.login(CLIENT, '0901000005', DEMO_PASSWORD);
    const before = await sessionsOf(login.body.user_id);
    const answers = await parallel(50, () =>
      l.call(CLIENT, '/identity/token', { customToken: login.body.customToken }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: 49 });
    expect(await sessionsOf(login.body.user_id)).toBe(before + 1);
  });

  it('refreshIdToken with one refresh token: one rotation, all 50 answer the same new refresh token', async () => {
    const session = await signIn('0901000006');
    const answers = await parallel(50, () =>
      l.call(CLIENT, '/identity/refresh', { refreshToken: session.refreshToken }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 50 });
    expect(new Set(answers.map((a) => a.body.refreshToken)).size).toBe(1);
    expect(answers[0]!.body.refreshToken).not.toBe(session.refreshToken);
    expect((await sessionRow(session.refreshToken)).rotations).toBe(1);
  });

  it('a retired refresh token replayed 50 times after the grace window: revoked once, one history row', async () => {
    const session = await signIn('0901000008');
    const next = (await l.call(CLIENT, '/identity/refresh', { refreshToken: session.refreshToken })).body;
    l.advance(REFRESH_GRACE_MS + 1);
    const answers = await parallel(50, () =>
      l.call(CLIENT, '/identity/refresh', { refreshToken: session.refreshToken }),
    );
    expect(statusCounts(answers)).toEqual({ 401: 50 });
    expect((await sessionRow(session.refreshToken)).revokedAt).not.toBeNull();
    expect((await l.call(CLIENT, '/identity/refresh', { refreshToken: next.refreshToken })).status).toBe(401);
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(
        and(eq(history.action, 'refresh_reuse'), eq(history.entityId, session.refreshToken.split('.')[0]!)),
      );
    expect(rows).toHaveLength(1);
  });
});
