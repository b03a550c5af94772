// The trips of one route on one service day, materialized from its schedules, with buses and crews
// chained over them the way a depot runs a route: a bus leaves from one end, arrives at the other,
// rests at least LAYOVER_MINUTES there and takes the next departure back. A bus's trips before
// SHIFT_CHANGE go to its morning crew, the later ones to its afternoon crew. Pure (no database):
// the demo seed and `dispatch:scale` both use it.
//
// The rest at each end is 15 minutes, the gap the driving-time check (ADR 0012) counts as a break,
// so no chained driver ever drives 4 hours without one, and a shift stays under 10 hours at the wheel.

import { type DayType, dayTypeOf, tripCodeOf } from '@busops/domain';

export const LAYOVER_MINUTES = 15;
/** Departures from this time of day on are the afternoon crew's. */
export const SHIFT_CHANGE = 12 * 60;
/** Asia/Ho_Chi_Minh has no daylight saving time: a fixed offset. */
const SAIGON_OFFSET = '+07:00';

export interface ScheduleRow {
  scheduleId: number;
  lineId: number;
  direction: 0 | 1;
  dayType: DayType;
  departureTime: string;
  runningMinutes: number | null;
}

export interface CrewMember {
  staffId: number;
  userId: number;
}

/** Who runs a bus on a route: the bus, its morning and its afternoon crew (either may be missing). */
export interface BusCrew {
  vehicleId: number;
  morning: { driver: CrewMember; conductor: CrewMember | null } | null;
  afternoon: { driver: CrewMember; conductor: CrewMember | null } | null;
}

export interface PlannedTrip {
  routeId: number;
  lineId: number;
  scheduleId: number;
  direction: 0 | 1;
  code: string;
  serviceDate: string;
  /** Minutes from the service day's midnight (may pass 24:00 for a late trip). */
  departureMinute: number;
  arrivalMinute: number;
  plannedDeparture: string;
  plannedArrival: string;
  vehicleId: number | null;
  driver: CrewMember | null;
  conductor: CrewMember | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The absolute time of `minute` minutes after the service day's midnight in Saigon. */
export function saigonInstant(serviceDate: string, minute: number): string {
  const base = Date.parse(`${serviceDate}T00:00:00${SAIGON_OFFSET}`);
  return new Date(base + minute * 60_000).toISOString();
}

/** Running minutes when a schedule does not say: the route's usual trip. */
const DEFAULT_RUNNING = 45;

export function planRouteDay(
  route: { routeId: number; number: string },
  schedules: readonly ScheduleRow[],
  serviceDate: string,
  buses: readonly BusCrew[],
): PlannedTrip[] {
  const dayType = dayTypeOf(serviceDate);
  const trips: PlannedTrip[] = schedules
    .filter((s) => s.dayType === dayType)
    .map((s) => {
      const departureMinute = minutesOf(s.departureTime);
      const arrivalMinute = departureMinute + Math.max(1, s.runningMinutes ?? DEFAULT_RUNNING);
      const plannedDeparture = saigonInstant(serviceDate, departureMinute);
      return {
        routeId: route.routeId,
        lineId: s.lineId,
        scheduleId: s.scheduleId,
        direction: s.direction,
        code: tripCodeOf(route.number, plannedDeparture, s.direction),
        serviceDate,
        departureMinute,
        arrivalMinute,
        plannedDeparture,
        plannedArrival: saigonInstant(serviceDate, arrivalMinute),
        vehicleId: null,
        driver: null,
        conductor: null,
      };
    })
    .sort((a, b) => a.departureMinute - b.departureMinute || a.direction - b.direction);

  // Half the buses start the day at each end of the route.
  const state = buses.map((bus, i) => ({ bus, at: (i % 2) as 0 | 1, freeAt: -Infinity }));
  for (const trip of trips) {
    // The bus waiting longest at this end, rested enough: first in, first out, as at a terminal.
    let pick: (typeof state)[number] | undefined;
    for (const s of state) {
      if (s.at !== trip.direction || s.freeAt + LAYOVER_MINUTES > trip.departureMinute) continue;
      if (!pick || s.freeAt < pick.freeAt) pick = s;
    }
    if (!pick) continue;
    const crew = trip.departureMinute < SHIFT_CHANGE ? pick.bus.morning : pick.bus.afternoon;
    if (!crew) continue;
    trip.vehicleId = pick.bus.vehicleId;
    trip.driver = crew.driver;
    trip.conductor = crew.conductor;
    pick.freeAt = trip.arrivalMinute;
    pick.at = trip.direction === 0 ? 1 : 0;
  }
  return trips;
}

/** Buses a route needs to run every departure of a day type: its round trip over its headway. */
export function busesNeeded(schedules: readonly ScheduleRow[], dayType: DayType): number {
  const out = schedules.filter((s) => s.dayType === dayType && s.direction === 0);
  if (out.length === 0) return 0;
  const first = minutesOf(out[0]!.departureTime);
  const last = minutesOf(out[out.length - 1]!.departureTime);
  const headway = out.length > 1 ? (last - first) / (out.length - 1) : 60;
  const back = schedules.find((s) => s.dayType === dayType && s.direction === 1);
  const cycle =
    (out[0]!.runningMinutes ?? DEFAULT_RUNNING) +
    (back?.runningMinutes ?? DEFAULT_RUNNING) +
    2 * LAYOVER_MINUTES;
  return Math.ceil(cycle / headway);
}
