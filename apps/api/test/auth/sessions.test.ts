import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, sessions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { bearer } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.call('POST', '/identity/refresh', { body: { refreshToken } });
const me = (idToken: string) => t.call('GET', '/staff/me', { headers: bearer(idToken) });

describe('identity tokens', () => {
  it('keeps the user agent of the exchange on the session', async () => {
    const login = await t.call('POST', '/auth/login', {
      body: { grant_type: 'password', username: '0901000005', password: 'Busops@2026' },
    });
    const exchange = await t.call('POST', '/identity/token', {
      body: { customToken: login.body.customToken },
      headers: { 'user-agent': 'busops-test/1.0' },
    });
    expect(exchange.status).toBe(200);
    const [session] = await t.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, login.body.user_id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(session!.userAgent).toBe('busops-test/1.0');
  });

  it('refresh answers new tokens and rotates the refresh token', async () => {
    const session = await t.signIn('0901000002');
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(session.refreshToken);
    expect((await me(first.body.idToken)).status).toBe(200);
    // Within the grace window the retired token answers the pair it was rotated into
    // (test/auth/refresh-reuse.test.ts: after it, its reuse revokes the session).
    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(200);
    expect(replay.body.refreshToken).toBe(first.body.refreshToken);
    expect((await refresh(first.body.refreshToken)).status).toBe(200);
    expect((await refresh('garbage')).status).toBe(401);
    expect((await refresh(`${session.refreshToken.split('.')[0]}.forged`)).status).toBe(401);
  });

  it('three refreshes with the same token at once: one rotation, the same new refresh token for all', async () => {
    const session = await t.signIn('0901000006');
    const answers = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refreshToken)).size).toBe(1);
    const [row] = await t.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, session.refreshToken.split('.')[0]!));
    expect(row!.rotations).toBe(1);
  });

  it('an ID token is needed for signed-in operations', async () => {
    expect((await t.call('GET', '/staff/me')).status).toBe(401);
    expect((await me('not-a-jwt')).status).toBe(401);
    const logout = await t.call('POST', '/auth/logout');
    expect(logout.status).toBe(401);
  });
});

describe('logoutSession', () => {
  it('revokes the calling session: its ID and refresh tokens stop working, others stay', async () => {
    const a = await t.signIn('0901000008');
    const b = await t.signIn('0901000008');
    const res = await t.call('POST', '/auth/logout', { headers: bearer(a.idToken) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    expect((await me(a.idToken)).status).toBe(401);
    expect((await refresh(a.refreshToken)).status).toBe(401);
    expect((await me(b.idToken)).status).toBe(200);
    const [row] = await t.services.database.db
      .select()
      .from(history)
      .where(eq(history.entity, 'session'))
      .orderBy(desc(history.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'logout', actorUserId: a.userId });
  });

  it('with all: true revokes every session of the user', async () => {
    const a = await t.signIn('0901000009');
    const b = await t.signIn('0901000009');
    const other = await t.signIn('0901000010');
    const res = await t.call('POST', '/auth/logout', { headers: bearer(a.idToken), body: { all: true } });
    expect(res.status).toBe(200);
    expect((await me(a.idToken)).status).toBe(401);
    expect((await me(b.idToken)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(401);
    expect((await me(other.idToken)).status).toBe(200);
  });

  it('rejects a bad body', async () => {
    const a = await t.signIn('0902000002');
    const res = await t.call('POST', '/auth/logout', { headers: bearer(a.idToken), body: { all: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('true hoặc false');
    expect((await me(a.idToken)).status).toBe(200);
  });
});
