// The production identity port against the Firebase Auth emulator (pnpm test:firebase sets
// FIREBASE_AUTH_EMULATOR_HOST): firebase-admin mints the custom token, the emulator signs in with it,
// the API verifies the Firebase ID token and revokes it on sign-out.
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { openSse, waitFor } from '../notifications/sse.ts';

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST;

let t: TestApp;
beforeAll(async () => {
  if (!EMULATOR) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `pnpm test:firebase`');
  t = await createTestApp({ identity: 'firebase', firebaseProjectId: 'demo-busops' });
}, 180_000);
afterAll(() => t?.close());

async function signInWithCustomToken(token: string): Promise<{ idToken: string; refreshToken: string }> {
  const response = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken: string; refreshToken: string; error?: unknown };
  if (!response.ok) throw new Error(`signInWithCustomToken: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const login = (username: string) =>
  t.call('POST', '/auth/login', { body: { grant_type: 'password', username, password: DEMO_PASSWORD } });
const me = (idToken: string) =>
  t.call('GET', '/staff/me', { headers: { authorization: `Bearer ${idToken}` } });
/**
 * Firebase keeps revocation times in whole seconds: a token is revoked only when it was issued in an
 * earlier second than the revocation, and a new sign-in counts only in a later second than it. Waits
 * (polling the clock, bounded) for the next whole second after `epochSeconds`, no guessed delay.
 */
const secondsNow = () => Math.floor(Date.now() / 1000);
const pastSecond = (epochSeconds: number) => waitFor(() => secondsNow() > epochSeconds, 2000);
const issuedAt = (idToken: string) => decodeJwt(idToken).auth_time as number;

describe('Firebase identity (emulator)', () => {
  it('password login -> Firebase custom token -> emulator ID token -> /staff/me -> logout revokes', async () => {
    const res = await login('0901000002');
    expect(res.status).toBe(200);
    const { idToken } = await signInWithCustomToken(res.body.customToken);

    const first = await me(idToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user_id: res.body.user_id, phone_number: '+84901000002', role: 2 });

    // Revoke in a later second than the sign-in.
    await pastSecond(issuedAt(idToken));
    const logout = await t.call('POST', '/auth/logout', { headers: { authorization: `Bearer ${idToken}` } });
    const revokedAt = secondsNow();
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'OK' });
    expect((await me(idToken)).status).toBe(401);

    // Signing in again works (in a later second than the revocation).
    await pastSecond(revokedAt);
    const again = await signInWithCustomToken((await login('+84901000002')).body.customToken);
    expect((await me(again.idToken)).status).toBe(200);
  });

  it('the API does not exchange or refresh tokens itself: the console uses Firebase', async () => {
    const res = await login('0901000005');
    const exchange = await t.call('POST', '/identity/token', { body: { customToken: res.body.customToken } });
    expect(exchange.status).toBe(400);
    expect(exchange.body.errorCode).toBe('IDENTITY_EXTERNAL');
    const refresh = await t.call('POST', '/identity/refresh', { body: { refreshToken: 'x' } });
    expect(refresh.status).toBe(400);
  });

  it('rejects forged or foreign ID tokens', async () => {
    expect((await me('not-a-token')).status).toBe(401);
    // A Firebase user whose uid is not a busops user id.
    const response = await fetch(
      `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'someone@example.com',
          password: 'secret123',
          returnSecureToken: true,
        }),
      },
    );
    const { idToken } = (await response.json()) as { idToken: string };
    expect((await me(idToken)).status).toBe(401);
  });

  it('sign-out ends the notification streams of that user within 1 s (announced on the bus)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const res = await login('0901000009');
    const { idToken } = await signInWithCustomToken(res.body.customToken);
    const stream = await openSse(`${base}/notifications/stream`, {
      'x-access-token': APP_KEY,
      authorization: `Bearer ${idToken}`,
    });
    expect(stream.status).toBe(200);
    await waitFor(() => t.services.notifications.streamCount({ userId: res.body.user_id }) === 1);

    await pastSecond(issuedAt(idToken)); // revoke in a later second than the sign-in
    const logout = await t.call('POST', '/auth/logout', { headers: { authorization: `Bearer ${idToken}` } });
    expect(logout.status).toBe(200);
    const answeredAt = Date.now();
    await waitFor(() => !stream.isOpen(), 1000);
    expect((await stream.ended) - answeredAt).toBeLessThan(1000);
    expect(t.services.notifications.streamCount({ userId: res.body.user_id })).toBe(0);
  });
});
