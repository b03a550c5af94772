// streamVehiclePositions: once a second, the company's positions received since the previous tick
// are read from the database and sent as one `positions` event. Reading the database (not an
// in-process bus) makes a report ingested on any API instance reach every instance's subscribers
// (ADR 0011); one indexed query per subscriber per second is what a back office's few map screens
// cost. Each tick re-reads 2 s back (a transaction that committed late still has its own earlier
// received_at) and sends only what this subscriber has not had yet. The stream is held by
// http/sse-registry.ts: it ends with its session (logout) and counts toward the per-session caps.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../access/principal.ts';
import type { Executor } from '../../db/client.ts';
import { openEventStream } from '../../http/sse-registry.ts';
import type { Services } from '../../services.ts';
import { positionsReceivedAfter, type VehiclePositionBody } from './position.query.ts';

export const TICK_MS = 1_000;
const OVERLAP_MS = 2_000;

export function formatPositionsEvent(id: number, positions: VehiclePositionBody[]): string {
  return `id: ${id}\nevent: positions\ndata: ${JSON.stringify(positions)}\n\n`;
}

function lastEventTime(header: unknown): number | null {
  if (typeof header !== 'string' || !/^[0-9]{1,15}$/.test(header)) return null;
  return Number(header);
}

export interface PositionStreamContext {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Executor;
  principal: Principal;
  companyId: number;
  services: Services;
}

export function openPositionStream({
  request,
  reply,
  principal,
  db,
  companyId,
  services,
}: PositionStreamContext) {
  const resumeAt = lastEventTime(request.headers['last-event-id']);
  const stream = openEventStream({ request, reply, principal, services });

  let busy = false;
  // Without Last-Event-ID the console has just read listVehiclePositions: only what comes next.
  let since = resumeAt ?? Date.now() - OVERLAP_MS;
  const sent = new Map<number, string>();
  const tick = async () => {
    if (stream.closed || busy) return;
    busy = true;
    const now = Date.now();
    try {
      const rows = await positionsReceivedAfter(db, companyId, new Date(since - OVERLAP_MS));
      const fresh = rows.filter((r) => r.reported_at !== null && sent.get(r.vehicle_id) !== r.reported_at);
      for (const r of fresh) sent.set(r.vehicle_id, r.reported_at as string);
      since = now;
      if (fresh.length > 0) stream.write(formatPositionsEvent(now, fresh));
    } catch (error) {
      services.log.warn({ err: error, companyId }, 'position stream: tick failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(tick, TICK_MS);
  void tick();
  stream.onClose(() => clearInterval(timer));
  return reply;
}
