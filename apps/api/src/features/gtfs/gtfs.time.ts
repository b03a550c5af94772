// GTFS times: 'HH:MM:SS' counted from noon minus 12 h of the service day, so a trip that leaves at
// 23:40 and runs 40 minutes arrives at 24:20:00 (not 00:20:00).

/** 'HH:mm' (or 'H:mm') -> seconds after midnight; null when it is not a time. */
export function secondsOfClock(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(clock.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Formatted times by second (up to 48 h): the export formats millions of them, mostly the same ones. */
const formatted: string[] = [];

export function gtfsTime(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  if (s >= 0 && s < 48 * 3600) {
    formatted[s] ??= formatTime(s);
    return formatted[s];
  }
  return formatTime(s);
}

function formatTime(s: number): string {
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Seconds after the departure at which a trip reaches each of its stops: running time spread by
 * distance along the line when every stop has one (and the line has a length), evenly otherwise.
 */
export function stopOffsets(distancesKm: ReadonlyArray<number | null>, runningMinutes: number): number[] {
  const count = distancesKm.length;
  if (count === 0) return [];
  if (count === 1) return [0];
  const running = runningMinutes * 60;
  const first = distancesKm[0] ?? null;
  const last = distancesKm[count - 1] ?? null;
  const byDistance = distancesKm.every((d) => d !== null) && first !== null && last !== null && last > first;
  return distancesKm.map((d, index) =>
    byDistance
      ? (running * ((d as number) - (first as number))) / ((last as number) - (first as number))
      : (running * index) / (count - 1),
  );
}
