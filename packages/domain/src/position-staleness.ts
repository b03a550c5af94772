// When a bus position stops being trustworthy: the one rule of the API (listVehiclePositions answers
// `stale`, its contract says 60 s) and of the console (the live map draws such a bus grey and
// translucent, and re-marks buses as their reports age). Devices report every 5 s, so 60 s is twelve
// missed reports: a bus in a tunnel or at a dead spot is not greyed at once.

/** A position older than this is stale. */
export const STALE_AFTER_MS = 60_000;

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
