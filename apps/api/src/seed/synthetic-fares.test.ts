// The synthetic operator's figures (issue 20): the published shape holds over a day of trips, the
// same trip gives the same rows, and the route-day sums keep every dong and rider of the trips.
import { isFreeRider } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../features/ledger/ledger.append.ts';
import {
  type FareTrip,
  PASSENGERS_PER_TRIP,
  routeDayShares,
  routeDayTotals,
  tripFares,
} from './synthetic-fares.ts';

const DAY = '2026-11-24'; // a Tuesday
const NOW = new Date('2026-11-25T00:00:00+07:00');

/** A weekday of one route: departures every 12 minutes from 05:00 to 21:00, 45 minutes each. */
function dayOfTrips(day = DAY, lengthKm = 20): FareTrip[] {
  return Array.from({ length: 81 }, (_, i) => {
    const departure = new Date(Date.parse(`${day}T05:00:00+07:00`) + i * 12 * 60_000);
    return {
      companyId: 2,
      code: `19-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8)}-${String(departure.getUTCHours() + 7).padStart(2, '0')}${String(departure.getUTCMinutes()).padStart(2, '0')}-${i % 2}`,
      routeId: 7,
      routeLengthKm: lengthKm,
      serviceDate: day,
      departure: departure.toISOString(),
      arrival: new Date(departure.getTime() + 45 * 60_000).toISOString(),
      status: 'done',
      vehicleId: 100 + (i % 9),
      driverId: 200 + (i % 9),
      conductorId: 300 + (i % 9),
    };
  });
}

const ticketRows = (trips: FareTrip[], scale = 1) =>
  trips.flatMap((trip, slot) => tripFares(trip, slot, { scale, now: NOW }));
const sum = (rows: LedgerRow[], pick: (r: LedgerRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

describe('synthetic fares', () => {
  const trips = dayOfTrips();
  const rows = ticketRows(trips);
  const boardings = rows.filter((r) => r.fareAction === 'fare_payment' || r.fareAction === 'pass_use');

  it('carries about 75 passengers a trip on a weekday, fewer at the weekend', () => {
    const perTrip = boardings.length / trips.length;
    expect(perTrip).toBeGreaterThan(PASSENGERS_PER_TRIP * 0.85);
    expect(perTrip).toBeLessThan(PASSENGERS_PER_TRIP * 1.15);
    const sunday = ticketRows(dayOfTrips('2026-11-29')).filter((r) => (r.numRiders ?? 0) > 0);
    expect(sunday.length).toBeLessThan(boardings.length * 0.8);
    const half = ticketRows(trips, 0.5).filter((r) => (r.numRiders ?? 0) > 0);
    expect(Math.abs(half.length - boardings.length / 2)).toBeLessThan(boardings.length * 0.02);
  });

  it('peaks in the morning and the evening', () => {
    const hour = (r: LedgerRow) => (new Date(r.eventTimestamp as Date).getUTCHours() + 7) % 24;
    const at = (h: number) => boardings.filter((r) => hour(r) === h).length;
    expect(at(7)).toBeGreaterThan(at(11) * 1.5);
    expect(at(17)).toBeGreaterThan(at(13) * 1.5);
  });

  it('charges HCMC fares, students 3,000 ₫, passes and free riders 0 ₫, mostly in cash', () => {
    const paid = boardings.filter((r) => r.amount > 0);
    expect(new Set(paid.filter((r) => r.riderCategory === 'adult').map((r) => r.amount))).toEqual(
      new Set([6_000]),
    );
    expect(
      new Set(paid.filter((r) => r.riderCategory === 'hoc_sinh_sinh_vien').map((r) => r.amount)),
    ).toEqual(new Set([3_000]));
    expect(
      new Set(
        ticketRows(dayOfTrips(DAY, 10))
          .filter((r) => r.fareAction === 'fare_payment' && r.riderCategory === 'adult' && r.amount > 0)
          .map((r) => r.amount),
      ),
    ).toEqual(new Set([5_000]));
    const passes = boardings.filter((r) => r.fareAction === 'pass_use');
    expect(passes.every((r) => r.amount === 0 && r.paymentType === 'SUBSCRIPTION')).toBe(true);
    expect(passes.length / boardings.length).toBeGreaterThan(0.15);
    expect(passes.length / boardings.length).toBeLessThan(0.25);
    const free = boardings.filter((r) => isFreeRider(r.riderCategory as string));
    expect(free.every((r) => r.amount === 0)).toBe(true);
    expect(free.length / boardings.length).toBeGreaterThan(0.04);
    expect(free.length / boardings.length).toBeLessThan(0.1);
    const cash = paid.filter((r) => r.paymentType === 'CASH').length / paid.length;
    expect(cash).toBeGreaterThan(0.75);
    expect(paid.some((r) => r.paymentType === 'QR')).toBe(true);
    expect(paid.some((r) => r.paymentType === 'CARD')).toBe(true);
  });

  it('puts each row on its trip with its crew, ids unique and stable run to run', () => {
    const first = rows[0]!;
    expect(first).toMatchObject({
      routeId: 7,
      tripIdPerformed: trips[0]!.code,
      vehicleId: 100,
      conductorId: 300,
    });
    expect(new Set(rows.map((r) => r.transactionId)).size).toBe(rows.length);
    expect(ticketRows(trips)).toEqual(rows);
    const voids = rows.filter((r) => r.fareAction === 'void');
    for (const v of voids) {
      const original = rows.find((r) => r.transactionId === v.correctsTransactionId)!;
      expect(v.amount).toBe(-original.amount);
    }
    expect(rows.filter((r) => r.fareAction === 'add').every((r) => r.amount >= 50_000 && r.tokenId)).toBe(
      true,
    );
  });

  it('sums a day per route without losing a dong or a rider, at most 100 riders a row', () => {
    const tripGrain = boardings;
    const totals = routeDayTotals(tripGrain, DAY);
    expect(totals.length).toBeLessThan(tripGrain.length / 5);
    expect(totals.every((r) => (r.numRiders ?? 0) <= 100 && r.tripIdPerformed === undefined)).toBe(true);
    expect(sum(totals, (r) => r.amount)).toBe(sum(tripGrain, (r) => r.amount));
    expect(sum(totals, (r) => r.numRiders ?? 0)).toBe(sum(tripGrain, (r) => r.numRiders ?? 0));
    expect(new Set(totals.map((r) => r.transactionId)).size).toBe(totals.length);
  });

  it('splits a history day per route by the shares, the same riders as the trips carry', () => {
    const tripGrain = boardings;
    const shares = routeDayTotals(routeDayShares(trips, 1), DAY);
    const riders = sum(shares, (r) => r.numRiders ?? 0);
    expect(riders).toBe(sum(tripGrain, (r) => r.numRiders ?? 0));
    const of = (pick: (r: LedgerRow) => boolean) =>
      sum(shares.filter(pick), (r) => r.numRiders ?? 0) / riders;
    expect(of((r) => r.fareAction === 'pass_use')).toBeCloseTo(0.2, 2);
    expect(of((r) => isFreeRider(r.riderCategory as string))).toBeCloseTo(0.07, 2);
    expect(shares.every((r) => (r.numRiders ?? 0) <= 100)).toBe(true);
    expect(new Set(shares.map((r) => r.amount / (r.numRiders ?? 1)))).toEqual(new Set([0, 3_000, 6_000]));
    const paid = shares.filter((r) => r.amount > 0);
    expect(
      sum(
        paid.filter((r) => r.paymentType === 'CASH'),
        (r) => r.numRiders ?? 0,
      ) / sum(paid, (r) => r.numRiders ?? 0),
    ).toBeCloseTo(0.82, 1);
    // The amount of the day is within 3 % of the drawn riders' (the shares are the draws' expectation).
    expect(Math.abs(sum(shares, (r) => r.amount) / sum(tripGrain, (r) => r.amount) - 1)).toBeLessThan(0.03);
  });

  it('a running trip has sold only what boarded before now', () => {
    const [trip] = dayOfTrips();
    const half = new Date((Date.parse(trip!.departure) + Date.parse(trip!.arrival)) / 2);
    const running = tripFares({ ...trip!, status: 'running' }, 0, { scale: 1, now: half });
    expect(running.every((r) => (r.eventTimestamp as Date).getTime() <= half.getTime())).toBe(true);
  });
});
