// New notifications fan out through PostgreSQL NOTIFY (PGlite: the same, inside its process), so
// every API instance streams them to its own connected users. The same channel carries the end of
// sign-ins: a trigger on `sessions` announces every revoked session (migration 0004), and Firebase
// revocations are announced per user; the bus then ends the streams they held on this instance.
// One channel, one LISTEN connection: events arrive in commit order, so a stream never delivers a
// notification committed after its session was revoked.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { createStreamRegistry, type HeldStream } from './stream-registry.ts';
import type { EndedSignIns } from './stream-sessions.ts';

const CHANNEL = 'busops_notifications';
/** How often the open streams' sign-ins are re-checked, in case an announcement was missed. */
export const STREAM_RECHECK_MS = 5_000;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; larger events travel as the id only. */
const MAX_PAYLOAD_BYTES = 7900;

export interface NotificationEvent {
  userId: number;
  /** The wire `Notification`, or only `{ id }` when it was too large for NOTIFY (load it by id). */
  notification: Record<string, unknown>;
}

type Subscriber = (event: NotificationEvent) => void;

/**
 * A committed change of the day's trips (issue 10), for the boards of the company's dispatchers: which
 * day, routes and trips, by whom, at which versions. `codes` is null when too many to carry (reload
 * the day). Rides the same channel as notifications, so it arrives in commit order with them.
 */
export interface TripsEvent {
  companyId: number;
  dates: string[];
  routeIds: number[];
  codes: string[] | null;
  versions: Record<string, number> | null;
  byUserId: number;
  byName: string;
}
type TripsSubscriber = (event: TripsEvent) => void;

/** NOTIFY a trips event on commit of the transaction `executor` belongs to. */
export async function publishTripsEvent(executor: Executor, event: TripsEvent): Promise<void> {
  let payload = JSON.stringify({ trips: event });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    payload = JSON.stringify({ trips: { ...event, codes: null, versions: null } });
  await executor.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

/** Control events on the channel: what the sessions trigger and announceRevokedUser send. */
interface SignInEnded {
  revokedSessionId?: string;
  revokedUserId?: number;
}

export interface NotificationBus {
  /** Call inside the transaction that inserts the notification: NOTIFY is sent on commit. */
  publish(executor: Executor, event: NotificationEvent): Promise<void>;
  /** The same for many events, in one statement. */
  publishMany(executor: Executor, events: NotificationEvent[]): Promise<void>;
  subscribe(userId: number, subscriber: Subscriber): () => void;
  /** Trips events of one company (the dispatch boards of its signed-in dispatchers). */
  subscribeTrips(companyId: number, subscriber: TripsSubscriber): () => void;
  /** Live subscriptions of a user on this instance (tests, diagnostics). */
  subscriberCount(userId: number): number;
  /**
   * Registers an open stream (caps per session and per user: the oldest beyond them is ended) and
   * checks once that its sign-in is still live; returns the release.
   */
  holdStream(stream: Omit<HeldStream, 'verifiedAt'>): () => void;
  /** Open streams of this instance held by one session or one user (tests, diagnostics). */
  streamCount(filter: { sessionId: string } | { userId: number }): number;
  /** Every open stream of this instance (metrics). */
  openStreams(): number;
  /** Announces, on commit, that every sign-in of a user ended (Firebase: no session rows). */
  announceRevokedUser(executor: Executor, userId: number): Promise<void>;
  /** Ends the streams whose sign-in ended (run every STREAM_RECHECK_MS; tests call it directly). */
  recheckStreams(): Promise<void>;
  /** Ends every open stream of this instance (app preClose: open streams keep the server from closing). */
  endStreams(): void;
  close(): Promise<void>;
}

export function encodeEvent(event: NotificationEvent): string {
  const full = JSON.stringify(event);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES) return full;
  return JSON.stringify({ userId: event.userId, notification: { id: event.notification.id } });
}

export interface BusOptions {
  /** Which of the given streams belong to a sign-in that has ended. */
  endedSignIns: EndedSignIns;
  recheckMs?: number;
  onError?: (error: unknown) => void;
}

export async function createNotificationBus(
  database: Database,
  options: BusOptions,
): Promise<NotificationBus> {
  const subscribers = new Map<number, Set<Subscriber>>();
  const tripSubscribers = new Map<number, Set<TripsSubscriber>>();
  const streams = createStreamRegistry();
  const onError = options.onError ?? (() => {});
  const endEnded = async (candidates: HeldStream[]) => {
    if (candidates.length === 0) return;
    streams.end(await options.endedSignIns(candidates));
  };
  const recheckStreams = () => endEnded(streams.all());
  const timer = setInterval(
    () => void recheckStreams().catch(onError),
    options.recheckMs ?? STREAM_RECHECK_MS,
  );
  timer.unref();

  const stop = await database.listen(CHANNEL, (payload) => {
    let event: NotificationEvent & SignInEnded & { trips?: TripsEvent };
    try {
      event = JSON.parse(payload) as NotificationEvent & SignInEnded & { trips?: TripsEvent };
    } catch {
      return;
    }
    if (event.trips) {
      for (const subscriber of [...(tripSubscribers.get(event.trips.companyId) ?? [])]) {
        try {
          subscriber(event.trips);
        } catch {
          // One broken stream must not keep the others from their events.
        }
      }
      return;
    }
    if (typeof event.revokedSessionId === 'string') {
      streams.endSession(event.revokedSessionId);
      return;
    }
    if (typeof event.revokedUserId === 'number') {
      streams.endUser(event.revokedUserId);
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
    subscribeTrips(companyId, subscriber) {
      const set = tripSubscribers.get(companyId) ?? new Set();
      set.add(subscriber);
      tripSubscribers.set(companyId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && tripSubscribers.get(companyId) === set) tripSubscribers.delete(companyId);
      };
    },
    subscriberCount(userId) {
      return subscribers.get(userId)?.size ?? 0;
    },
    holdStream(stream) {
      const held: HeldStream = { ...stream, verifiedAt: Date.now() };
      const release = streams.hold(held);
      void endEnded([held]).catch(onError);
      return release;
    },
    streamCount: (filter) => streams.count(filter),
    openStreams: () => streams.all().length,
    async announceRevokedUser(executor, userId) {
      const event: SignInEnded = { revokedUserId: userId };
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    recheckStreams,
    endStreams: () => streams.endAll(),
    async close() {
      clearInterval(timer);
      streams.endAll();
      await stop();
    },
  };
}
