// The position history is short (trails, replay of the last hours): rows older than HISTORY_KEEP_MS
// are deleted by the ingestion itself, at most once a minute per company and API instance, so the
// cost is one indexed delete a minute rather than one per feed.
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vehiclePositionHistory } from '../../db/schema/index.ts';

export const HISTORY_KEEP_MS = 2 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;
const lastPruned = new Map<number, number>();

export async function pruneHistory(db: Executor, companyId: number, before: Date): Promise<number> {
  const deleted = await db
    .delete(vehiclePositionHistory)
    .where(
      and(eq(vehiclePositionHistory.companyId, companyId), lt(vehiclePositionHistory.receivedAt, before)),
    )
    .returning({ id: vehiclePositionHistory.id });
  return deleted.length;
}

/** Prunes when this company was not pruned in the last minute on this instance. */
export async function pruneHistoryNow(db: Executor, companyId: number, now = Date.now()): Promise<void> {
  if (now - (lastPruned.get(companyId) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(companyId, now);
  await pruneHistory(db, companyId, new Date(now - HISTORY_KEEP_MS));
}
