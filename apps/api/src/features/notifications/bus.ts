// New notifications fan out through PostgreSQL NOTIFY (PGlite: the same, inside its process), so
// every API instance streams them to its own connected users.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';

const CHANNEL = 'busops_notifications';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; larger events travel as the id only. */
const MAX_PAYLOAD_BYTES = 7900;

export interface NotificationEvent {
  userId: number;
  /** The wire `Notification`, or only `{ id }` when it was too large for NOTIFY (load it by id). */
  notification: Record<string, unknown>;
}

type Subscriber = (event: NotificationEvent) => void;

export interface NotificationBus {
  /** Call inside the transaction that inserts the notification: NOTIFY is sent on commit. */
  publish(executor: Executor, event: NotificationEvent): Promise<void>;
  /** The same for many events, in one statement. */
  publishMany(executor: Executor, events: NotificationEvent[]): Promise<void>;
  subscribe(userId: number, subscriber: Subscriber): () => void;
  /** Live subscriptions of a user on this instance (tests, diagnostics). */
  subscriberCount(userId: number): number;
  /** Registers an open stream so shutdown can end it; returns the release. */
  holdStream(end: () => void): () => void;
  /** Ends every open stream of this instance (app preClose: open streams keep the server from closing). */
  endStreams(): void;
  close(): Promise<void>;
}

export function encodeEvent(event: NotificationEvent): string {
  const full = JSON.stringify(event);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES) return full;
  return JSON.stringify({ userId: event.userId, notification: { id: event.notification.id } });
}

export async function createNotificationBus(database: Database): Promise<NotificationBus> {
  const subscribers = new Map<number, Set<Subscriber>>();
  const streams = new Set<() => void>();
  const endStreams = () => {
    for (const end of [...streams]) end();
    streams.clear();
  };
  const stop = await database.listen(CHANNEL, (payload) => {
    let event: NotificationEvent;
    try {
      event = JSON.parse(payload) as NotificationEvent;
    } catch {
      return;
    }
    for (const subscriber of [...(subscribers.get(event.userId) ?? [])]) {
      try {
        subscriber(event);
      } catch {
        // One broken stream must not keep the others from their events.
      }
    }
  });
  return {
    async publish(executor, event) {
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${encodeEvent(event)})`);
    },
    async publishMany(executor, events) {
      if (events.length === 0) return;
      const payloads = JSON.stringify(events.map(encodeEvent));
      await executor.execute(
        sql`select pg_notify(${CHANNEL}, p) from jsonb_array_elements_text(${payloads}::jsonb) with ordinality as e(p, n) order by n`,
      );
    },
    subscribe(userId, subscriber) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    subscriberCount(userId) {
      return subscribers.get(userId)?.size ?? 0;
    },
    holdStream(end) {
      streams.add(end);
      return () => {
        streams.delete(end);
      };
    },
    endStreams,
    async close() {
      endStreams();
      await stop();
    },
  };
}
