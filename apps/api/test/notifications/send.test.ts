// sendNotification (tenancy of recipients, x-roles) and the push device tokens.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, history } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { userIdOf } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const message = {
  title: 'Thông báo hỗ trợ',
  body: 'Vui lòng kiểm tra máy bán vé trên xe 51B-123.45',
  link: '/transport-orders',
};

describe('sendNotification', () => {
  it('a member admin sends to staff of the same company; it appears in their list', async () => {
    const recipient = await userIdOf(t, '0901000009');
    const before = await t.call('GET', '/notifications', { as: '0901000009' });

    const res = await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { ...message, user_ids: [recipient] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 1 });

    const after = await t.call('GET', '/notifications', { as: '0901000009' });
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.total_unread).toBe(before.body.total_unread + 1);
    expect(after.body.notifications[0]).toMatchObject({ ...message, read: false, type: 'support' });

    const { db } = t.services.database;
    const rows = await db
      .select()
      .from(history)
      .where(
        and(eq(history.entity, 'notification'), eq(history.entityId, String(after.body.notifications[0].id))),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actorUserId: await userIdOf(t, '0901000002') });
  });

  it('sends one per recipient', async () => {
    const ids = [await userIdOf(t, '0901000005'), await userIdOf(t, '0901000006')];
    const res = await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { ...message, link: null, user_ids: ids },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 2 });
  });

  it('a user of another member company answers 404 and nothing is sent', async () => {
    const digest = await t.digest();
    const foreign = await userIdOf(t, '0902000009');
    const res = await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { ...message, user_ids: [foreign] },
    });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('NOT_FOUND');

    const mixed = [await userIdOf(t, '0901000009'), foreign];
    const res2 = await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { ...message, user_ids: mixed },
    });
    expect(res2.status).toBe(404);

    const unknown = await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { ...message, user_ids: [99999999] },
    });
    expect(unknown.status).toBe(404);
    expect(await t.digest()).toBe(digest);
  });

  it('the super company reaches staff of any company', async () => {
    const foreign = await userIdOf(t, '0902000009');
    const res = await t.call('POST', '/notifications', {
      as: '0900000001',
      body: { ...message, user_ids: [foreign] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 1 });
  });

  it('role 9 may not send (x-roles [1, 2])', async () => {
    const digest = await t.digest();
    const res = await t.call('POST', '/notifications', {
      as: '0901000009',
      body: { ...message, user_ids: [await userIdOf(t, '0901000005')] },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('CHECK_ROLE');
    expect(await t.digest()).toBe(digest);
  });

  it('validates the body against the contract', async () => {
    const res = await t.call('POST', '/notifications', {
      as: '0901000002',
      body: { title: '', body: 'x', user_ids: [] },
    });
    expect(res.status).toBe(400);
  });
});

describe('device tokens', () => {
  const token = 'fcm:APA91bH/token+with=chars';
  const path = `/notifications/device-tokens/${encodeURIComponent(token)}`;

  it('registers a token for the app in x-app-id; registering again is a no-op', async () => {
    const res = await t.call('POST', '/notifications/device-tokens', {
      as: '0901000009',
      headers: { 'x-app-id': 'busops-admin' },
      body: { deviceToken: token },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    const { db } = t.services.database;
    const [row] = await db.select().from(deviceTokens).where(eq(deviceTokens.token, token));
    expect(row).toMatchObject({ userId: await userIdOf(t, '0901000009'), appId: 'busops-admin' });

    const digest = await t.digest();
    const again = await t.call('POST', '/notifications/device-tokens', {
      as: '0901000009',
      headers: { 'x-app-id': 'busops-admin' },
      body: { deviceToken: token },
    });
    expect(again.status).toBe(200);
    expect(await t.digest()).toBe(digest);
  });

  it('needs x-app-id', async () => {
    const res = await t.call('POST', '/notifications/device-tokens', {
      as: '0901000009',
      body: { deviceToken: token },
    });
    expect(res.status).toBe(400);
  });

  it("deleting another user's token answers 404 and keeps it", async () => {
    const digest = await t.digest();
    const res = await t.call('DELETE', path, { as: '0901000002' });
    expect(res.status).toBe(404);
    expect(await t.digest()).toBe(digest);
  });

  it('deletes the own token; a second delete answers 404', async () => {
    const res = await t.call('DELETE', path, { as: '0901000009' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    const { db } = t.services.database;
    expect(await db.select().from(deviceTokens).where(eq(deviceTokens.token, token))).toHaveLength(0);
    expect((await t.call('DELETE', path, { as: '0901000009' })).status).toBe(404);
  });

  it('a token registered by another user moves to the caller', async () => {
    const shared = 'fcm-shared-device';
    const register = (phone: string) =>
      t.call('POST', '/notifications/device-tokens', {
        as: phone,
        headers: { 'x-app-id': 'busops-admin' },
        body: { deviceToken: shared },
      });
    expect((await register('0901000005')).status).toBe(200);
    expect((await register('0901000006')).status).toBe(200);
    const { db } = t.services.database;
    const [row] = await db.select().from(deviceTokens).where(eq(deviceTokens.token, shared));
    expect(row?.userId).toBe(await userIdOf(t, '0901000006'));
    expect(
      (await t.call('DELETE', `/notifications/device-tokens/${shared}`, { as: '0901000005' })).status,
    ).toBe(404);
  });
});
