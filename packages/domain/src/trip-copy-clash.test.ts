import { describe, expect, it } from 'vitest';
import { runningTrips, type ServingTrip, timeServed, tripReplaceable } from './trip-copy-clash.ts';

const at = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00+07:00`);
const trip = (hhmm: string, extra: Partial<ServingTrip> = {}): ServingTrip => ({
  routeId: 1,
  direction: 0,
  departure: at(hhmm),
  status: 'planned',
  driverId: null,
  conductorId: null,
  vehicleId: null,
  ...extra,
});

describe('copy onto a day that already runs the route', () => {
  const day = [trip('05:00'), trip('05:15'), trip('05:30', { status: 'cancelled' })];

  it('counts a time as served by a running trip of the same route and direction within 10 minutes', () => {
    expect(timeServed({ routeId: 1, direction: 0, departure: at('05:17') }, day)).toBe(true);
    expect(timeServed({ routeId: 1, direction: 0, departure: at('05:25') }, day)).toBe(true);
    // 05:30 is only served by a cancelled trip; 05:26 is 11 minutes from 05:15.
    expect(timeServed({ routeId: 1, direction: 0, departure: at('05:30') }, day)).toBe(false);
    expect(timeServed({ routeId: 1, direction: 0, departure: at('05:26') }, day)).toBe(false);
    expect(timeServed({ routeId: 1, direction: 1, departure: at('05:00') }, day)).toBe(false);
    expect(timeServed({ routeId: 2, direction: 0, departure: at('05:00') }, day)).toBe(false);
  });

  it('lets a replace remove only planned trips with nobody and no bus on them', () => {
    expect(tripReplaceable(trip('05:00'))).toBe(true);
    expect(tripReplaceable(trip('05:00', { driverId: 3 }))).toBe(false);
    expect(tripReplaceable(trip('05:00', { vehicleId: 3 }))).toBe(false);
    expect(tripReplaceable(trip('05:00', { conductorId: 3 }))).toBe(false);
    for (const status of ['assigned', 'running', 'done', 'cancelled', 'lost'] as const)
      expect(tripReplaceable(trip('05:00', { status }))).toBe(false);
  });

  it('lists the trips that still run', () => {
    expect(runningTrips(day)).toHaveLength(2);
  });
});
