// Departure times every N minutes between two times of day, 'HH:mm'. The seed's own helper (the
// schedules screen of the `fares` work has its headway generator in the API; this one only feeds
// the demo and scale seeds, so it stays here and pure).

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOf(time: string): number {
  const match = HH_MM.exec(time);
  if (!match) throw new Error(`not a time of day 'HH:mm': ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** `from`, `from + every`, ... up to and including `to` when it falls on the beat. */
export function departures(from: string, to: string, everyMinutes: number): string[] {
  if (!Number.isInteger(everyMinutes) || everyMinutes <= 0)
    throw new Error(`every must be a positive whole number of minutes: ${everyMinutes}`);
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (end < start) throw new Error(`${to} is before ${from}`);
  const times: string[] = [];
  for (let t = start; t <= end; t += everyMinutes) times.push(timeOf(t));
  return times;
}
