// The sessions suite (design §6b: revoking a session ends everything it holds). Table-driven over
// revocation events: each event must end the ID token, the refresh token and the open notification
// stream of exactly the sessions it revokes, within a second, and leave the others working. Every
// row runs on its own person, with two sessions of that person ("caller" makes the request in
// self-service events) and a bystander of another person that no event may touch.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, roles } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { alternating } from '../instances.ts';
import { openSse, type SseStream } from '../notifications/sse.ts';
import { bearer, signInBySms } from './helpers.ts';

type Which = 'caller' | 'other';

interface Signed {
  userId: number;
  idToken: string;
  refreshToken: string;
}

export interface RevocationEvent {
  name: string;
  /** The demo person whose sessions are at stake (a different one per row: some rows change it). */
  phone: string;
  /** The sessions of that person the event must end; the others must keep working. */
  ends: Which[];
  /** Signs in the "caller" session (password by default; reset-password needs an SMS sign-in). */
  signInCaller?(t: TestApp, phone: string): Promise<Signed>;
  /** Performs the event; answers the HTTP status of the revoking request. */
  perform(t: TestApp, caller: Signed): Promise<number>;
}

const SUPER = '0900000001';
const BYSTANDER = '0902000002';

async function staffIdOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.services.database.db
    .select({ id: busStaff.id })
    .from(busStaff)
    .where(eq(busStaff.userId, userId))
    .limit(1);
  if (!row) throw new Error(`no staff record for user ${userId}`);
  return row.id;
}

async function positionId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.services.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!row) throw new Error(`no position ${code}`);
  return row.id;
}

export const revocationEvents: RevocationEvent[] = [
  {
    name: 'logout',
    phone: '0901000005',
    ends: ['caller'],
    perform: async (t, caller) =>
      (await t.call('POST', '/auth/logout', { headers: bearer(caller.idToken) })).status,
  },
  {
    name: 'logout all',
    phone: '0901000006',
    ends: ['caller', 'other'],
    perform: async (t, caller) =>
      (await t.call('POST', '/auth/logout', { headers: bearer(caller.idToken), body: { all: true } })).status,
  },
  {
    name: 'password change',
    phone: '0901000008',
    ends: ['other'],
    perform: async (t, caller) =>
      (
        await t.call('PUT', `/users/${caller.userId}/password`, {
          headers: bearer(caller.idToken),
          body: { old_password: DEMO_PASSWORD, new_password: 'DoiMoi@2026' },
        })
      ).status,
  },
  {
    name: 'password reset (signed in by SMS code)',
    phone: '0901000010',
    ends: ['other'],
    signInCaller: (t, phone) => signInBySms(t, phone, `+84${phone.slice(1)}`),
    perform: async (t, caller) =>
      (
        await t.call('POST', `/users/${caller.userId}/reset-password`, {
          headers: bearer(caller.idToken),
          body: { username: '0901000010', new_password: 'DatLai@2026' },
        })
      ).status,
  },
  // design §6b: a new sign-in identity (phone) or a new role revokes every session of the person.
  {
    name: 'phone change by a super admin (PUT /bus/staff/{id})',
    phone: '0902000009',
    ends: ['caller', 'other'],
    perform: async (t, caller) =>
      (
        await t.call('PUT', `/bus/staff/${await staffIdOf(t, caller.userId)}`, {
          as: SUPER,
          body: { phone_number: '0902000099' },
        })
      ).status,
  },
  {
    name: 'role change (PUT /bus/roles/assign)',
    phone: '0901000009',
    ends: ['caller', 'other'],
    perform: async (t, caller) =>
      (
        await t.call('PUT', '/bus/roles/assign', {
          as: SUPER,
          body: { staff_id: await staffIdOf(t, caller.userId), role_id: await positionId(t, 'LAI_XE') },
        })
      ).status,
  },
  {
    name: 'role change (PUT /bus/staff/{id} with a new role)',
    phone: '0901000001',
    ends: ['caller', 'other'],
    perform: async (t, caller) =>
      (
        await t.call('PUT', `/bus/staff/${await staffIdOf(t, caller.userId)}`, {
          as: SUPER,
          body: { role: 2 },
        })
      ).status,
  },
];

let t: TestApp;
/** Streams open on the instances in turn (TEST_INSTANCES=2: each session's stream may be on either). */
let nextBase: () => string;
const opened: SseStream[] = [];
const latencies: Array<{ event: string; ms: number }> = [];

beforeAll(async () => {
  t = await createTestApp();
  nextBase = alternating(await t.listen());
}, 180_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  console.info(
    `stream closed after the revoking answer: ${latencies.map((l) => `${l.event} ${l.ms} ms`).join(', ')}`,
  );
  await t.close();
});

async function streamOf(idToken: string): Promise<SseStream> {
  const stream = await openSse(`${nextBase()}/notifications/stream`, {
    'x-access-token': APP_KEY,
    ...bearer(idToken),
  });
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** Date.now() when the stream ended, or an error after `ms`. */
function endedWithin(stream: SseStream, ms: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stream still open ${ms} ms after the revocation`)), ms);
  });
  return Promise.race([stream.ended, deadline]).finally(() => clearTimeout(timer));
}

const me = (idToken: string) => t.call('GET', '/staff/me', { headers: bearer(idToken) });
const refresh = (refreshToken: string) => t.call('POST', '/identity/refresh', { body: { refreshToken } });

describe('revoking sessions ends their ID tokens, refresh tokens and streams, and only theirs', () => {
  it.each(revocationEvents)('$name', async (event) => {
    const caller = await (event.signInCaller ?? ((tt, phone) => tt.signIn(phone)))(t, event.phone);
    const sessions: Record<Which, Signed> = { caller, other: await t.signIn(event.phone) };
    const bystander = await t.signIn(BYSTANDER);
    const streams: Record<Which | 'bystander', SseStream> = {
      caller: await streamOf(sessions.caller.idToken),
      other: await streamOf(sessions.other.idToken),
      bystander: await streamOf(bystander.idToken),
    };
    const ended = event.ends;
    const kept = (['caller', 'other'] as const).filter((w) => !ended.includes(w));

    expect(await event.perform(t, caller)).toBe(200);
    const answeredAt = Date.now();

    for (const which of ended) {
      const at = await endedWithin(streams[which], 1000);
      latencies.push({ event: `${event.name}/${which}`, ms: Math.max(0, at - answeredAt) });
      expect((await me(sessions[which].idToken)).status).toBe(401);
      expect((await refresh(sessions[which].refreshToken)).status).toBe(401);
    }

    // The kept streams and the bystander's are still open and still deliver.
    for (const which of [...kept, 'bystander'] as const) expect(streams[which].isOpen()).toBe(true);
    const sent = await t.call('POST', '/notifications', {
      as: SUPER,
      body: { title: `Sau ${event.name}`, body: 'x', user_ids: [caller.userId, bystander.userId] },
    });
    expect(sent.status).toBe(201);
    for (const which of [...kept, 'bystander'] as const) {
      expect(JSON.parse((await streams[which].next(2000)).data).title).toBe(`Sau ${event.name}`);
    }
    for (const which of ended) expect(streams[which].pending()).toBe(0);
    for (const which of kept) {
      expect((await me(sessions[which].idToken)).status).toBe(200);
      expect((await refresh(sessions[which].refreshToken)).status).toBe(200);
    }
    expect((await me(bystander.idToken)).status).toBe(200);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });
});
