// listNotifications, markNotificationRead, markAllNotificationsRead on the seeded inboxes
// (each demo user with a password has 2 notifications, 1 unread).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { foreignNotificationId, userIdOf } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('listNotifications', () => {
  it('pages newest first with total, total_unread and more', async () => {
    const first = await t.call('GET', '/notifications', { as: '0901000008', query: { page: 0, size: 1 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 2, total_unread: 1, more: true });
    expect(first.body.notifications).toHaveLength(1);

    const second = await t.call('GET', '/notifications', { as: '0901000008', query: { page: 1, size: 1 } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ total: 2, total_unread: 1, more: false });
    expect(second.body.notifications).toHaveLength(1);

    const [newer] = first.body.notifications;
    const [older] = second.body.notifications;
    expect(newer.id).not.toBe(older.id);
    expect(newer.id).toBeGreaterThan(older.id);
    expect(newer).toMatchObject({ title: 'Hỗ trợ khách hàng', read: false, type: 'support', link: null });
    expect(older.read).toBe(true);

    const beyond = await t.call('GET', '/notifications', { as: '0901000008', query: { page: 5, size: 1 } });
    expect(beyond.body).toMatchObject({ notifications: [], total: 2, more: false });
  });

  it('filters unread ones', async () => {
    const res = await t.call('GET', '/notifications', { as: '0901000008', query: { unread: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, total_unread: 1, more: false });
    expect(res.body.notifications.every((n: { read: boolean }) => !n.read)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.call('GET', '/notifications');
    expect(res.status).toBe(401);
  });

  it('rejects a negative page', async () => {
    const res = await t.call('GET', '/notifications', { as: '0901000008', query: { page: -1 } });
    expect(res.status).toBe(400);
  });
});

describe('markNotificationRead', () => {
  it('marks one read, lowers total_unread by one and writes history', async () => {
    const before = await t.call('GET', '/notifications', { as: '0901000006', query: { unread: true } });
    expect(before.body.total_unread).toBe(1);
    const target = before.body.notifications[0];

    const res = await t.call('PUT', `/notifications/${target.id}`, { as: '0901000006' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, read: true, title: target.title });

    const after = await t.call('GET', '/notifications', { as: '0901000006' });
    expect(after.body.total_unread).toBe(0);
    expect(after.body.total).toBe(2);

    const { db } = t.services.database;
    const rows = await db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'notification'), eq(history.entityId, String(target.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'read', actorUserId: await userIdOf(t, '0901000006') });
  });

  it('is idempotent and changes nothing the second time', async () => {
    const list = await t.call('GET', '/notifications', { as: '0901000006' });
    const id = list.body.notifications[0].id;
    const digest = await t.digest();
    const res = await t.call('PUT', `/notifications/${id}`, { as: '0901000006' });
    expect(res.status).toBe(200);
    expect(res.body.read).toBe(true);
    expect(await t.digest()).toBe(digest);
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const foreign = await foreignNotificationId(t, await userIdOf(t, '0901000006'));
    const digest = await t.digest();
    const res = await t.call('PUT', `/notifications/${foreign}`, { as: '0901000006' });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('NOT_FOUND');
    expect(await t.digest()).toBe(digest);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.call('PUT', '/notifications/99999999', { as: '0901000006' })).status).toBe(404);
    expect((await t.call('PUT', '/notifications/abc', { as: '0901000006' })).status).toBe(400);
  });
});

describe('markAllNotificationsRead', () => {
  it('marks every unread one read; total_unread becomes 0', async () => {
    const res = await t.call('PUT', '/notifications/read-all', { as: '0901000010' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 1 });

    const after = await t.call('GET', '/notifications', { as: '0901000010' });
    expect(after.body.total_unread).toBe(0);
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);

    const again = await t.call('PUT', '/notifications/read-all', { as: '0901000010' });
    expect(again.body).toEqual({ updated: 0 });
  });

  it("leaves other users' notifications alone", async () => {
    const other = await t.call('GET', '/notifications', { as: '0901000005' });
    expect(other.body.total_unread).toBe(1);
  });
});
