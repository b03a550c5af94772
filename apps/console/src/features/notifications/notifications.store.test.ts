import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppNotification, createNotificationsStore, type NotificationPage } from './notifications.store';

const note = (id: number, read = false): AppNotification => ({
  id,
  title: `Thông báo ${id}`,
  body: '',
  read,
  type: 'support',
  link: null,
  created_at: '2025-01-01T00:00:00Z',
});

function storeWith(pages: NotificationPage[]) {
  const port = {
    list: vi.fn(async (page: number) => pages[page]!),
    markRead: vi.fn(async () => ({})),
    markAllRead: vi.fn(async () => ({ updated: 2 })),
  };
  return { port, store: createNotificationsStore(port, vi.fn()) };
}

describe('notifications store (spec §4)', () => {
  // A fresh copy per test: the store marks the very objects it holds.
  let pages: NotificationPage[] = [];
  beforeEach(() => {
    pages = [
      { notifications: [note(3), note(2, true)], total: 3, total_unread: 2, more: true },
      { notifications: [note(1)], total: 3, total_unread: 2, more: false },
    ];
  });

  it('page 0 replaces, later pages append', async () => {
    const { store } = storeWith(pages);
    await store.load(0);
    await store.loadMore();
    expect(store.state.notifications.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(store.state.more).toBe(false);
    await store.load(0);
    expect(store.state.notifications.map((n) => n.id)).toEqual([3, 2]);
    expect(store.state.page).toBe(0);
  });

  it('marking one read sets its flag and lowers total_unread by one (once)', async () => {
    const { store, port } = storeWith(pages);
    await store.load(0);
    await store.markRead(3);
    await store.markRead(3);
    expect(store.state.notifications[0]!.read).toBe(true);
    expect(store.state.total_unread).toBe(1);
    expect(port.markRead).toHaveBeenCalledTimes(1);
  });

  it('marking all read sets every flag and total_unread 0', async () => {
    const { store } = storeWith(pages);
    await store.load(0);
    await store.markAllRead();
    expect(store.state.notifications.every((n) => n.read)).toBe(true);
    expect(store.state.total_unread).toBe(0);
  });

  it('a live notification goes on top and counts as unread', async () => {
    const { store } = storeWith(pages);
    await store.load(0);
    store.receive(note(9));
    store.receive(note(9));
    expect(store.state.notifications[0]!.id).toBe(9);
    expect(store.state.total).toBe(4);
    expect(store.state.total_unread).toBe(3);
  });

  it('a failed read only notifies', async () => {
    const { store, port } = storeWith(pages);
    await store.load(0);
    port.markRead.mockRejectedValueOnce(new Error('x'));
    await store.markRead(3);
    expect(store.state.total_unread).toBe(2);
    expect(store.state.notifications[0]!.read).toBe(false);
  });
});
