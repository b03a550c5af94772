// Driver rosters (issue 10, /routes/driver-setting): when a crew is on duty, the hours of its shift,
// and the driving-time arithmetic of Vietnamese law (trip-conflicts.ts DRIVING_LIMITS) that "assign
// trips from the roster" plans with. Pure: the API feeds it one query's rows and the console shows
// the same answers (on duty today, minutes left), so both agree by construction.
import { clockMinutes } from './fares.ts';
import { DRIVING_LIMITS } from './trip-conflicts.ts';
import { addDays } from './vehicle-documents.ts';

const DAY_MS = 86_400_000;
/** Vietnam has no daylight saving: its day starts at 17:00 UTC the day before. */
const VN_OFFSET_MS = 7 * 3_600_000;

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/**
 * Whether a crew works on `day`: `workDays` on, then `offDays` off, repeating from `cycleStart` (its
 * first working day). Before its cycle starts a crew is not on duty.
 */
export function isOnDuty(day: string, cycleStart: string, workDays: number, offDays: number): boolean {
  const since = dayNumber(day) - dayNumber(cycleStart);
  if (since < 0 || workDays < 1) return false;
  return since % (workDays + Math.max(0, offDays)) < workDays;
}

/**
 * The instants a shift covers on a service day: 'HH:mm' in Asia/Ho_Chi_Minh; an end at or before the
 * start ends the next day (a night shift). null when a clock is malformed.
 */
export function shiftWindow(day: string, start: string, end: string): { from: Date; to: Date } | null {
  const s = clockMinutes(start);
  const e = clockMinutes(end);
  if (s === null || e === null) return null;
  const midnight = dayNumber(day) * DAY_MS - VN_OFFSET_MS;
  const endMinutes = e <= s ? e + 24 * 60 : e;
  return { from: new Date(midnight + s * 60_000), to: new Date(midnight + endMinutes * 60_000) };
}

/** The Monday of the ISO week of `day` (weeks run Monday to Sunday of service days). */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

export interface Interval {
  departure: Date;
  arrival: Date;
}

export function intervalMinutes(interval: Interval): number {
  return Math.max(0, Math.round((interval.arrival.getTime() - interval.departure.getTime()) / 60_000));
}

export function drivingMinutes(intervals: readonly Interval[]): number {
  return intervals.reduce((sum, interval) => sum + intervalMinutes(interval), 0);
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.departure < b.arrival && b.departure < a.arrival;
}

/**
 * The longest continuous driving of a set of trips, in minutes: trips separated by a gap shorter than
 * DRIVING_LIMITS.breakMinutes are one run (the gap is no break), and a run counts its driving minutes.
 */
export function longestContinuousMinutes(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.departure.getTime() - b.departure.getTime());
  let longest = 0;
  let run = 0;
  let lastArrival: number | null = null;
  for (const interval of sorted) {
    const gap = lastArrival === null ? Number.POSITIVE_INFINITY : interval.departure.getTime() - lastArrival;
    run =
      gap < DRIVING_LIMITS.breakMinutes * 60_000
        ? run + intervalMinutes(interval)
        : intervalMinutes(interval);
    lastArrival = Math.max(lastArrival ?? 0, interval.arrival.getTime());
    longest = Math.max(longest, run);
  }
  return longest;
}
