// Refresh-token reuse (OAuth 2.0 Security BCP): a rotated refresh token presented again after the
// grace window revokes its whole session, newest refresh token and ID tokens included, and leaves a
// history row. The clock is moved, never waited for.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/auth/identity.ts';
import { history, sessions } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { bearer } from './helpers.ts';
import { type LimitsApp, limitsApp } from './limits-app.ts';

let t: TestApp;
let l: LimitsApp;
beforeAll(async () => {
  t = await createTestApp();
  l = await limitsApp(t);
}, 180_000);
afterAll(async () => {
  await l.close();
  await t.close();
});

const CLIENT = '198.51.100.40';
const refresh = (refreshToken: string) => l.call(CLIENT, '/identity/refresh', { refreshToken });
const me = (idToken: string) => t.call('GET', '/staff/me', { headers: bearer(idToken) });

async function signIn(phone: string) {
  const login = await l.login(CLIENT, phone, DEMO_PASSWORD);
  const exchange = await l.call(CLIENT, '/identity/token', { customToken: login.body.customToken });
  expect(exchange.status).toBe(200);
  return exchange.body as { idToken: string; refreshToken: string };
}
const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0]!;

describe('refresh-token reuse', () => {
  it('after the grace window, the retired token revokes the session: newest tokens stop working', async () => {
    const first = await signIn('0901000002');
    const second = (await refresh(first.refreshToken)).body;
    const third = (await refresh(second.refreshToken)).body;
    expect((await me(third.idToken)).status).toBe(200);

    l.advance(REFRESH_GRACE_MS + 1);
    const reuse = await refresh(second.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(
      'Phiên đăng nhập đã bị thu hồi vì mã làm mới bị dùng lại, vui lòng đăng nhập lại',
    );
    // The whole family: the newest refresh token and every ID token of the session.
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect((await me(third.idToken)).status).toBe(401);
    expect((await me(first.idToken)).status).toBe(401);
    const sid = sessionIdOf(first.refreshToken);
    const [row] = await t.services.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokedAt).not.toBeNull();
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'session'), eq(history.entityId, sid)))
      .orderBy(desc(history.id));
    expect(rows.map((r) => r.action)).toEqual(['refresh_reuse']);
    expect(rows[0]!.after).toMatchObject({ user_id: row!.userId, rotations_behind: 1 });
  });

  it('a token two rotations old is reuse even inside the grace window', async () => {
    const first = await signIn('0901000005');
    const second = (await refresh(first.refreshToken)).body;
    const third = (await refresh(second.refreshToken)).body;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect((await me(third.idToken)).status).toBe(401);
    const [row] = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.action, 'refresh_reuse'), eq(history.entityId, sessionIdOf(first.refreshToken))));
    expect(row!.after).toMatchObject({ rotations_behind: 2 });
  });

  it('inside the grace window the just-retired token answers the same new refresh token', async () => {
    const first = await signIn('0901000006');
    const second = (await refresh(first.refreshToken)).body;
    l.advance(REFRESH_GRACE_MS);
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).toBe(second.refreshToken);
    expect((await me(again.body.idToken)).status).toBe(200);
    // The pair is one: rotating it onwards works once, from either answer.
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it('an unknown secret for a real session is refused without revoking it', async () => {
    const first = await signIn('0901000008');
    const forged = await refresh(`${sessionIdOf(first.refreshToken)}.not-a-secret-of-this-session`);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Mã đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại');
    expect((await me(first.idToken)).status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(200);
  });

  it('a revoked session stays revoked: its tokens answer 401 and no second history row', async () => {
    const first = await signIn('0901000009');
    const second = (await refresh(first.refreshToken)).body;
    await refresh(second.refreshToken);
    l.advance(REFRESH_GRACE_MS + 1);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.action, 'refresh_reuse'), eq(history.entityId, sessionIdOf(first.refreshToken))));
    expect(rows).toHaveLength(1);
  });
});
