// Server-sent events of the caller's new notifications. The bus delivers NOTIFY events of this
// instance's subscribers; Last-Event-ID replays what was created after it; `: ping` keeps proxies
// from closing the connection. The stream ends when the ID token expires, when its sign-in ends
// (the bus ends it: session revoked, Firebase tokens revoked) and when its session or user opens
// more streams than the caps of stream-registry.ts (the oldest ends): http/sse-registry.ts does all that.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { openEventStream } from '../../http/sse-registry.ts';
import type { Services } from '../../services.ts';
import type { NotificationEvent, TripsEvent } from './bus.ts';
import { toWire, type WireNotification } from './wire.ts';

/** At most this many notifications are replayed after a reconnect (oldest first). */
const REPLAY_LIMIT = 500;
const MAX_INT4 = 2_147_483_647;

export interface StreamContext {
  request: FastifyRequest;
  reply: FastifyReply;
  principal: Principal;
  /** The handler's scoped database (ADR 0009). */
  db: Db;
  services: Services;
}

/** Roles of the dispatch board (x-roles of the dispatch operations): they get `event: trips`. */
const DISPATCH_ROLES: readonly number[] = [1, 2, 9, 10];

export function formatTripsEvent(event: TripsEvent): string {
  const { companyId: _company, ...data } = event;
  return `event: trips\ndata: ${JSON.stringify(data)}\n\n`;
}

export function formatEvent(notification: WireNotification): string {
  return `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`;
}

/** The id after which to replay, or null (no header, or an id no notification can exceed). */
function replayAfter(header: unknown): number | null {
  if (typeof header !== 'string' || !/^[0-9]{1,18}$/.test(header)) return null;
  const id = BigInt(header);
  return id >= BigInt(MAX_INT4) ? null : Number(id);
}

export async function openStream({
  request,
  reply,
  principal,
  db,
  services,
}: StreamContext): Promise<FastifyReply> {
  const userId = principal.userId;
  const after = replayAfter(request.headers['last-event-id']);
  const stream = openEventStream({ request, reply, principal, services });

  const sent = new Set<number>();
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (job: () => Promise<void>) => {
    chain = chain.then(job).catch((error: unknown) => {
      services.log.warn({ err: error, userId }, 'notification stream: event not delivered');
    });
  };
  const write = (notification: WireNotification) => {
    if (stream.closed || sent.has(notification.id)) return;
    sent.add(notification.id);
    stream.write(formatEvent(notification));
  };
  const deliver = async (event: NotificationEvent) => {
    if (stream.closed) return;
    const carried = event.notification as Partial<WireNotification>;
    if (typeof carried.id !== 'number') return;
    if (typeof carried.created_at === 'string') return write(carried as WireNotification);
    // Too large for NOTIFY: the event carried the id only.
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, carried.id), eq(notifications.userId, userId)));
    if (row) write(toWire(row));
  };

  // Subscribe before replaying so nothing created in between is lost; the queue keeps order and
  // `sent` drops live events the replay already delivered.
  const unsubscribe = services.notifications.subscribe(userId, (event) => enqueue(() => deliver(event)));
  // Dispatchers of a member company also hear when the company's trips change (boards refresh live).
  const companyId = principal.currentCompanyId;
  const dispatcher =
    companyId !== null &&
    companyId !== principal.superCompanyId &&
    principal.role !== null &&
    DISPATCH_ROLES.includes(principal.role);
  const unsubscribeTrips = dispatcher
    ? services.notifications.subscribeTrips(companyId, (event) =>
        enqueue(async () => {
          if (!stream.closed) stream.write(formatTripsEvent(event));
        }),
      )
    : () => {};
  if (after !== null) {
    enqueue(async () => {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, after)))
        .orderBy(asc(notifications.id))
        .limit(REPLAY_LIMIT);
      for (const row of rows) write(toWire(row));
    });
  }

  stream.onClose(() => {
    unsubscribe();
    unsubscribeTrips();
  });
  return reply;
}
