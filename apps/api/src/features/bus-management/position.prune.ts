// The position history is short (trails, replay of the last hours): rows older than HISTORY_KEEP_MS
// are deleted by the ingestion itself, at most once a minute per company and API instance, so the
// cost is one indexed delete a minute rather than one per feed.
// Except the reports of a bus on a trip still open (planned, assigned or running) that left less than
// OPEN_TRIP_KEEP_MS ago, from a little before its departure: the trip's km are measured from them when
// its arrival is confirmed (trip-km-driven.ts), and a dispatcher may confirm it hours late. Once the
// trip is done, cancelled or lost (or older), the next prune deletes them.
import { TRIP_STATUSES, TRIP_STATUSES_RELEASED } from '@busops/domain';
import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routeTrips, vehiclePositionHistory } from '../../db/schema/index.ts';

export const HISTORY_KEEP_MS = 2 * 60 * 60 * 1000;
/** How long after its departure an open trip keeps its bus's reports for its measurement. */
export const OPEN_TRIP_KEEP_MS = 8 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;
/** A trip still open: not done, nor released (cancelled, lost), in @busops/domain's words. */
const OPEN_STATUSES = TRIP_STATUSES.filter((s) => s !== 'done' && !TRIP_STATUSES_RELEASED.includes(s));
const lastPruned = new Map<number, number>();

export async function pruneHistory(db: Executor, companyId: number, before: Date): Promise<number> {
  const h = vehiclePositionHistory;
  const r = routeTrips;
  const departure = sql`coalesce(${r.actualDeparture}, ${r.plannedDeparture})`;
  const deleted = await db
    .delete(h)
    .where(
      and(
        eq(h.companyId, companyId),
        lt(h.receivedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(r)
            .where(
              and(
                eq(r.companyId, companyId),
                eq(r.vehicleId, h.vehicleId),
                inArray(r.status, OPEN_STATUSES),
                gte(departure, new Date(before.getTime() - (OPEN_TRIP_KEEP_MS - HISTORY_KEEP_MS))),
                gte(h.reportedAt, sql`${departure} - interval '30 minutes'`),
              ),
            ),
        ),
      ),
    )
    .returning({ id: h.id });
  return deleted.length;
}

/** Prunes when this company was not pruned in the last minute on this instance. */
export async function pruneHistoryNow(db: Executor, companyId: number, now = Date.now()): Promise<void> {
  if (now - (lastPruned.get(companyId) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(companyId, now);
  await pruneHistory(db, companyId, new Date(now - HISTORY_KEEP_MS));
}
