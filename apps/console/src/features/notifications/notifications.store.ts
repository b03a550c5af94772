// Notification list (spec §3) and its transitions (spec §4): page 0 replaces, later pages append; marking
// one read lowers total_unread by one, marking all sets it to 0.
import { DEFAULT_PAGE_SIZE } from '@busops/domain';
import type { Schemas } from '@busops/sdk';
import { proxy } from 'valtio';

export type AppNotification = Schemas['Notification'];
export type NotificationPage = Schemas['NotificationList'];

export interface NotificationsPort {
  list(page: number, size: number): Promise<NotificationPage>;
  markRead(id: number): Promise<unknown>;
  markAllRead(): Promise<unknown>;
}

export interface NotificationsState {
  notifications: AppNotification[];
  more: boolean;
  total: number;
  total_unread: number;
  /** Last page loaded (zero-based). */
  page: number;
  requesting: boolean;
  error: string | null;
}

const initial = (): NotificationsState => ({
  notifications: [],
  more: false,
  total: 0,
  total_unread: 0,
  page: 0,
  requesting: false,
  error: null,
});

export function createNotificationsStore(port: NotificationsPort, onError: (error: unknown) => void) {
  const state = proxy<NotificationsState>(initial());

  async function load(page = 0): Promise<void> {
    state.requesting = true;
    state.error = null;
    try {
      const answer = await port.list(page, DEFAULT_PAGE_SIZE);
      state.notifications =
        page === 0 ? answer.notifications : [...state.notifications, ...answer.notifications];
      state.more = answer.more;
      state.total = answer.total;
      state.total_unread = answer.total_unread;
      state.page = page;
    } catch (error) {
      state.error = error instanceof Error ? error.message : String(error);
      onError(error);
    } finally {
      state.requesting = false;
    }
  }

  /** spec §8: notification reads only notify on failure. */
  async function markRead(id: number): Promise<void> {
    const item = state.notifications.find((n) => n.id === id);
    if (!item || item.read) return;
    try {
      await port.markRead(id);
      item.read = true;
      state.total_unread = Math.max(0, state.total_unread - 1);
    } catch (error) {
      onError(error);
    }
  }

  async function markAllRead(): Promise<void> {
    try {
      await port.markAllRead();
      for (const item of state.notifications) item.read = true;
      state.total_unread = 0;
    } catch (error) {
      onError(error);
    }
  }

  /** A notification arriving live (stream or push) goes on top, unread. */
  function receive(notification: AppNotification): void {
    if (state.notifications.some((n) => n.id === notification.id)) return;
    state.notifications = [notification, ...state.notifications];
    state.total += 1;
    if (!notification.read) state.total_unread += 1;
  }

  function reset(): void {
    Object.assign(state, initial());
  }

  return {
    state,
    load,
    loadMore: () => load(state.page + 1),
    markRead,
    markAllRead,
    receive,
    reset,
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
