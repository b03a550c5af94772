// The one way to open a server-sent event stream (issue 18 finding 6). Every stream is held in the
// notification bus's registry (features/notifications/stream-registry.ts) by session and by user, so:
// a revoked session ends its streams on every instance within a second (the sessions trigger of
// migration 0004 announces it on the bus channel; a periodic re-check catches a missed announcement),
// one session or user holds a bounded number of streams, and the stream ends when the ID token
// expires. routes.ts ends at once any text/event-stream answer that did not come through here, and
// test/structure/sse-streams.test.ts opens every stream operation of the contract and logs out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Principal } from '../access/principal.ts';
import type { Services } from '../services.ts';

export const PING_INTERVAL_MS = 25_000;
const MAX_TIMER_MS = 2_147_483_647;

export interface EventStream {
  /** Writes one SSE frame (an event or a comment); nothing once the stream has ended. */
  write(frame: string): void;
  /** True once the stream has ended (revoked, capped, expired, client gone). */
  readonly closed: boolean;
  /** Runs once when the stream ends, whatever ended it (stop timers, unsubscribe). */
  onClose(cleanup: () => void): void;
}

export interface OpenEventStreamContext {
  request: FastifyRequest;
  reply: FastifyReply;
  principal: Principal;
  services: Services;
}

/** Replies whose stream is held by the registry (routes.ts checks every stream operation's reply). */
const held = new WeakSet<FastifyReply>();

export function isHeldStream(reply: FastifyReply): boolean {
  return held.has(reply);
}

function bearerToken(authorization: unknown): string {
  return typeof authorization === 'string' && authorization.startsWith('Bearer ')
    ? authorization.slice(7).trim()
    : '';
}

/** Milliseconds until the bearer ID token expires (it was verified before the handler ran). */
function msUntilExpiry(idToken: string): number | null {
  try {
    const { exp } = decodeJwt(idToken);
    return typeof exp === 'number' ? Math.max(0, exp * 1000 - Date.now()) : null;
  } catch {
    return null;
  }
}

/**
 * Answers 200 text/event-stream (keeping the headers already set on the reply), registers the
 * stream, and returns the handle the feature writes its events through. `: ping` every 25 s keeps
 * proxies from closing an idle connection.
 */
export function openEventStream({
  request,
  reply,
  principal,
  services,
}: OpenEventStreamContext): EventStream {
  const raw = reply.raw;
  const idToken = bearerToken(request.headers.authorization);
  reply.hijack();
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': connected\n\n');
  held.add(reply);

  let closed = false;
  const cleanups: Array<() => void> = [];
  const end = () => {
    closed = true;
    if (!raw.writableEnded) raw.end();
  };
  const ping = setInterval(() => {
    if (!closed) raw.write(': ping\n\n');
  }, PING_INTERVAL_MS);
  const ttl = msUntilExpiry(idToken);
  const expiry = ttl === null ? null : setTimeout(end, Math.min(ttl, MAX_TIMER_MS));
  const release = services.notifications.holdStream({
    userId: principal.userId,
    sessionId: principal.sessionId,
    idToken,
    end,
  });
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    closed = true;
    release();
    clearInterval(ping);
    if (expiry) clearTimeout(expiry);
    for (const run of cleanups.splice(0)) {
      try {
        run();
      } catch (error) {
        services.log.warn({ err: error }, 'event stream: cleanup failed');
      }
    }
  };
  raw.on('close', cleanup);
  raw.on('error', cleanup);
  if (raw.destroyed) cleanup();

  return {
    write(frame) {
      if (!closed && !raw.writableEnded) raw.write(frame);
    },
    get closed() {
      return closed;
    },
    onClose(run) {
      if (cleaned) run();
      else cleanups.push(run);
    },
  };
}
