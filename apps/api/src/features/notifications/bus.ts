// New notifications fan out through PostgreSQL NOTIFY (PGlite: the same, inside its process), so
// every API instance streams them to its own connected users.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';

const CHANNEL = 'busops_notifications';

export interface NotificationEvent {
  userId: number;
  notification: Record<string, unknown>;
}

type Subscriber = (event: NotificationEvent) => void;

export interface NotificationBus {
  /** Call inside the transaction that inserts the notification: NOTIFY is sent on commit. */
  publish(executor: Executor, event: NotificationEvent): Promise<void>;
  subscribe(userId: number, subscriber: Subscriber): () => void;
  close(): Promise<void>;
}

export async function createNotificationBus(database: Database): Promise<NotificationBus> {
  const subscribers = new Map<number, Set<Subscriber>>();
  const stop = await database.listen(CHANNEL, (payload) => {
    let event: NotificationEvent;
    try {
      event = JSON.parse(payload) as NotificationEvent;
    } catch {
      return;
    }
    for (const subscriber of subscribers.get(event.userId) ?? []) subscriber(event);
  });
  return {
    async publish(executor, event) {
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(userId, subscriber) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    close: stop,
  };
}
