import { dayTypeOf } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import { type BusCrew, busesNeeded, planRouteDay, type ScheduleRow } from './plan-day.ts';

const schedules: ScheduleRow[] = ['05:00', '05:20', '05:40', '06:00', '06:20', '12:00', '12:20'].flatMap(
  (departureTime, i) =>
    ([0, 1] as const).map((direction) => ({
      scheduleId: i * 2 + direction + 1,
      lineId: 10 + direction,
      direction,
      dayType: 'weekday' as const,
      departureTime,
      runningMinutes: 30,
    })),
);
const person = (n: number) => ({ staffId: n, userId: 100 + n });
const bus = (vehicleId: number, n: number): BusCrew => ({
  vehicleId,
  morning: { driver: person(n), conductor: person(n + 50) },
  afternoon: { driver: person(n + 1), conductor: null },
});

describe('planRouteDay', () => {
  it('names trips <route>-<YYMMDD>-<HHmm>-<direction> and tells day types apart', () => {
    expect(dayTypeOf('2026-11-23')).toBe('weekday');
    expect(dayTypeOf('2026-11-28')).toBe('saturday');
    expect(dayTypeOf('2026-11-29')).toBe('sunday');
    // The domain's day type: a fixed public holiday runs the holiday schedule (none here).
    expect(planRouteDay({ routeId: 1, number: '08' }, schedules, '2026-09-02', [])).toEqual([]);
    expect(planRouteDay({ routeId: 1, number: '08' }, schedules, '2026-11-29', [])).toEqual([]);
  });

  it('puts planned times in Saigon time and chains each bus end to end with a rest of 15 minutes', () => {
    const trips = planRouteDay({ routeId: 1, number: '08' }, schedules, '2026-11-23', [bus(1, 1), bus(2, 3)]);
    expect(trips.slice(0, 2).map((t) => t.code)).toEqual(['08-261123-0500-0', '08-261123-0500-1']);
    expect(trips).toHaveLength(14);
    expect(trips[0]!.plannedDeparture).toBe('2026-11-22T22:00:00.000Z');
    expect(trips[0]!.plannedArrival).toBe('2026-11-22T22:30:00.000Z');
    for (const vehicleId of [1, 2]) {
      const own = trips.filter((t) => t.vehicleId === vehicleId);
      expect(own.length).toBeGreaterThan(2);
      for (let i = 1; i < own.length; i++) {
        expect(own[i]!.departureMinute - own[i - 1]!.arrivalMinute).toBeGreaterThanOrEqual(15);
        expect(own[i]!.direction).not.toBe(own[i - 1]!.direction);
      }
    }
    // Before noon the morning crew, from noon the afternoon crew; trips no bus could reach stay open.
    for (const t of trips.filter((t) => t.vehicleId !== null))
      expect(t.driver!.staffId % 2).toBe(t.departureMinute < 12 * 60 ? 1 : 0);
    expect(trips.some((t) => t.vehicleId === null && t.driver === null)).toBe(true);
  });

  it('counts the buses a route needs: its round trip over its headway', () => {
    // 30 + 30 minutes running, 2 x 15 minutes rest, a departure every 20 minutes in the morning.
    expect(
      busesNeeded(
        schedules.filter((s) => s.departureTime < '07:00'),
        'weekday',
      ),
    ).toBe(5);
    expect(busesNeeded(schedules, 'sunday')).toBe(0);
  });
});
