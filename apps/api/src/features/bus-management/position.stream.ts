// streamVehiclePositions: once a second, the company's positions received since the previous tick
// are read from the database and sent as one `positions` event. Reading the database (not an
// in-process bus) makes a report ingested on any API instance reach every instance's subscribers
// (ADR 0011); one indexed query per subscriber per second is what a back office's few map screens
// cost. Each tick re-reads 2 s back (a transaction that committed late still has its own earlier
// received_at) and sends only what this subscriber has not had yet.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { positionsReceivedAfter, type VehiclePositionBody } from './position.query.ts';

export const TICK_MS = 1_000;
const OVERLAP_MS = 2_000;
const PING_EVERY_TICKS = 25;
const MAX_TIMER_MS = 2_147_483_647;

export function formatPositionsEvent(id: number, positions: VehiclePositionBody[]): string {
  return `id: ${id}\nevent: positions\ndata: ${JSON.stringify(positions)}\n\n`;
}

function lastEventTime(header: unknown): number | null {
  if (typeof header !== 'string' || !/^[0-9]{1,15}$/.test(header)) return null;
  return Number(header);
}

function msUntilExpiry(authorization: unknown): number | null {
  if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return null;
  try {
    const { exp } = decodeJwt(authorization.slice(7).trim());
    return typeof exp === 'number' ? Math.max(0, exp * 1000 - Date.now()) : null;
  } catch {
    return null;
  }
}

export interface PositionStreamContext {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Executor;
  companyId: number;
  services: Services;
}

export function openPositionStream({ request, reply, db, companyId, services }: PositionStreamContext) {
  const raw = reply.raw;
  const resumeAt = lastEventTime(request.headers['last-event-id']);
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

  let closed = false;
  let busy = false;
  let ticks = 0;
  // Without Last-Event-ID the console has just read listVehiclePositions: only what comes next.
  let since = resumeAt ?? Date.now() - OVERLAP_MS;
  const sent = new Map<number, string>();
  const tick = async () => {
    if (closed || busy) return;
    busy = true;
    const now = Date.now();
    try {
      const rows = await positionsReceivedAfter(db, companyId, new Date(since - OVERLAP_MS));
      const fresh = rows.filter((r) => r.reported_at !== null && sent.get(r.vehicle_id) !== r.reported_at);
      for (const r of fresh) sent.set(r.vehicle_id, r.reported_at as string);
      since = now;
      if (closed) return;
      if (fresh.length > 0) raw.write(formatPositionsEvent(now, fresh));
      else if (++ticks % PING_EVERY_TICKS === 0) raw.write(': ping\n\n');
    } catch (error) {
      services.log.warn({ err: error, companyId }, 'position stream: tick failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(tick, TICK_MS);
  void tick();
  const ttl = msUntilExpiry(request.headers.authorization);
  const expiry =
    ttl === null
      ? null
      : setTimeout(
          () => {
            closed = true;
            raw.end();
          },
          Math.min(ttl, MAX_TIMER_MS),
        );
  const cleanup = () => {
    closed = true;
    clearInterval(timer);
    if (expiry) clearTimeout(expiry);
  };
  raw.on('close', cleanup);
  raw.on('error', cleanup);
  if (raw.destroyed) cleanup();
  return reply;
}
