// When a bus position stops being trustworthy. Buses report every 5 s; after six missed reports the dot on
// the map is where the bus was, not where it is, and the map draws it grey and translucent.

/** A position older than this is stale (30 s = six missed 5-second reports). */
export const STALE_AFTER_MS = 30_000;

/**
 * True when the report at `reportedAt` (a Date, epoch milliseconds or an ISO string) is older than `maxAgeMs`
 * at `now`, or when its time is unknown or unreadable.
 */
export function isStalePosition(
  reportedAt: Date | number | string | null | undefined,
  now: number = Date.now(),
  maxAgeMs: number = STALE_AFTER_MS,
): boolean {
  if (reportedAt === null || reportedAt === undefined) return true;
  const time = reportedAt instanceof Date ? reportedAt.getTime() : new Date(reportedAt).getTime();
  if (Number.isNaN(time)) return true;
  return now - time > maxAgeMs;
}

/** How long until a fresh report turns stale (for a timer that re-marks buses); 0 when it already is. */
export function msUntilStale(
  reportedAt: Date | number | string,
  now: number = Date.now(),
  maxAgeMs = STALE_AFTER_MS,
): number {
  const time = reportedAt instanceof Date ? reportedAt.getTime() : new Date(reportedAt).getTime();
  if (Number.isNaN(time)) return 0;
  return Math.max(0, time + maxAgeMs - now);
}
