// Yield and revenue's service figures end to end (docs/reports.md, "Yield"): a bus reports its positions
// through recordVehiclePositions, the dispatcher confirms the trip's times, the trip keeps the km of its
// trace (spikes dropped, @busops/domain drivenKm), and the report gives revenue hours, passengers per
// revenue hour and km driven against planned from the timed trips, their boardings from the ledger.
import { drivenKm, type PositionFix, saigonToday } from '@busops/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, vehiclePositionHistory } from '../../src/db/schema/index.ts';
import { pruneHistory } from '../../src/features/bus-management/position.prune.ts';
import { reconcileRouteDayService } from '../../src/features/dispatch/route-day-service.reconcile.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { feedOf } from '../bus-management/position.fixtures.ts';
import { INSIDER, makeRoute, makeStaff, makeTrip, makeVehicle } from '../dispatch/dispatch.fixture.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { reportUrl } from './ledger.fixture.ts';

const LENGTH_KM = 20;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** A bus going north at 18 km/h from `from` to `to` (epoch ms), a fix every 10 s. */
function northbound(from: number, to: number): PositionFix[] {
  const fixes: PositionFix[] = [];
  for (let at = from; at <= to; at += 10_000)
    fixes.push({ lat: 10.7 + (18 * (at - from)) / 3_600_000 / 111.195, lng: 106.7, at });
  return fixes;
}

describe('yield and revenue: revenue hours and km driven', () => {
  it('measures the trip from its positions at confirmation and reports the timed and measured trips', async () => {
    const route = await makeRoute(t);
    const db = t.services.database.db;
    const [updated] = await db
      .update(routes)
      .set({ lengthKm: LENGTH_KM })
      .where(eq(routes.id, route.id))
      .returning({ companyId: routes.companyId });
    const companyId = updated!.companyId;
    const driver = await makeStaff(t, 6);
    const device = `YS-${process.pid}`;
    const bus = await makeVehicle(t, { gps_device_id: device });
    // Two trips of the last hours (positions older than 7 days are refused): the first with a trace,
    // the second (same bus, earlier) without one.
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const traced = { from: now - 100 * MINUTE, to: now - 40 * MINUTE };
    const untraced = { from: now - 220 * MINUTE, to: now - 160 * MINUTE };
    const iso = (ms: number) => new Date(ms).toISOString();
    const trip = async (w: { from: number; to: number }) =>
      makeTrip(t, route.id, route.outbound, '', '', {
        planned_departure: iso(w.from),
        planned_arrival: iso(w.to),
        driver_id: driver,
        vehicle_id: bus,
      });
    const first = await trip(traced);
    const second = await trip(untraced);

    const fixes = northbound(traced.from, traced.to);
    fixes[100] = { ...fixes[100]!, lng: 106.72 }; // a 2 km GPS jump, dropped
    const feed = feedOf(
      ...fixes.map((f) => ({ id: device, lat: f.lat, lng: f.lng, at: Math.round(f.at / 1000) })),
    );
    const sent = await t.call('POST', '/bus-management/vehicle-positions', { as: INSIDER.phone, body: feed });
    expect(sent.body).toEqual({ accepted: fixes.length, ignored: 0, refused: [] });

    const confirm = (code: string, w: { from: number; to: number }) =>
      t.call('POST', '/dispatch/route-trip/confirm-time', {
        as: INSIDER.phone,
        body: {
          route_id: route.id,
          trip_code: code,
          actual_departure: iso(w.from),
          actual_arrival: iso(w.to),
        },
      });
    const measured = await confirm(first.code, traced);
    expect(measured.status, JSON.stringify(measured.body)).toBe(200);
    const km = drivenKm(fixes, traced.from, traced.to)!.km;
    expect(km).toBeCloseTo(18, 0);
    expect(measured.body.route_trip).toMatchObject({ status: 'done', km_driven: km });
    const notMeasured = await confirm(second.code, untraced);
    expect(notMeasured.body.route_trip).toMatchObject({ status: 'done', km_driven: null });

    // Fares on the timed trips: 30 riders by cash on the first, 12 by QR on the second.
    const ledger = (
      code: string,
      w: { from: number },
      riders: number,
      paymentType: 'CASH' | 'QR',
    ): LedgerRow => ({
      companyId,
      transactionId: `ys-${code}`,
      serviceDate: saigonToday(new Date(w.from)),
      eventTimestamp: new Date(w.from + 5 * MINUTE),
      fareAction: 'fare_payment',
      fareMedia: paymentType === 'QR' ? 'qr_code' : 'paper_ticket',
      routeId: route.id,
      tripIdPerformed: code,
      vehicleId: bus,
      driverId: driver,
      amount: riders * 7000,
      numRiders: riders,
      riderCategory: 'adult',
      paymentType,
    });
    await db.transaction((tx) =>
      appendLedger(tx, [ledger(first.code, traced, 30, 'CASH'), ledger(second.code, untraced, 12, 'QR')]),
    );

    const period = { date_from: saigonToday(new Date(untraced.from)), date_to: saigonToday(new Date(now)) };
    const report = async (query: Record<string, unknown> = {}) => {
      const res = await t.call(
        'GET',
        reportUrl('/reports/yield-and-revenue', { ...period, route_ids: [route.id], ...query }),
        {
          as: INSIDER.phone,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.items).toHaveLength(1);
      return res.body;
    };
    const all = await report();
    expect(all.items[0]).toMatchObject({
      trips: 2,
      boardings: 42,
      km: 2 * LENGTH_KM,
      timed_trips: 2,
      timed_day_boardings: 42,
      revenue_hours: 2,
      passengers_per_revenue_hour: 21,
      measured_trips: 1,
      km_driven: Math.round(km * 10) / 10,
      km_planned_measured: LENGTH_KM,
      km_driven_percent: Math.round(((km * 100) / LENGTH_KM) * 10) / 10,
    });
    expect(all.totals).toMatchObject({ timed_trips: 2, revenue_hours: 2, measured_trips: 1 });
    // Payment types narrow the boardings of the timed trips, not the trips or their hours.
    const qr = await report({ payment_types: ['QR'] });
    expect(qr.items[0]).toMatchObject({
      timed_trips: 2,
      timed_day_boardings: 12,
      passengers_per_revenue_hour: 6,
    });

    // Times confirmed again: the km follow them (half the trace).
    const shorter = { from: traced.from, to: traced.from + 30 * MINUTE };
    const again = await confirm(first.code, shorter);
    expect(again.body.route_trip.km_driven).toBe(drivenKm(fixes, shorter.from, shorter.to)!.km);
    expect(again.body.route_trip.km_driven).toBeCloseTo(9, 0);
    // A window longer than any trip (over six hours) is not measured, whatever the positions.
    const long = { from: traced.from - 6 * 60 * MINUTE, to: traced.to };
    expect((await confirm(first.code, long)).body.route_trip.km_driven).toBeNull();
    // Through every confirmation, the service rollup stayed equal to the trips.
    const { differences } = await reconcileRouteDayService(db, { companyId });
    expect(differences).toEqual([]);
  });

  it('keeps an open trip’s positions through the history’s prune, so a late confirmation is measured', async () => {
    const route = await makeRoute(t);
    const db = t.services.database.db;
    const [owner] = await db
      .select({ companyId: routes.companyId })
      .from(routes)
      .where(eq(routes.id, route.id));
    const companyId = owner!.companyId;
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const iso = (ms: number) => new Date(ms).toISOString();
    // Two buses with a trace each: one on a trip still open (assigned, its arrival not confirmed yet), one
    // on a trip of nine hours ago, open too but older than the history keeps for open trips.
    const buses = [];
    for (const [name, w] of [
      ['open', { from: now - 100 * MINUTE, to: now - 40 * MINUTE }],
      ['old', { from: now - 540 * MINUTE, to: now - 480 * MINUTE }],
    ] as const) {
      const device = `YSP-${name}-${process.pid}`;
      const bus = await makeVehicle(t, { gps_device_id: device });
      const trip = await makeTrip(t, route.id, route.outbound, '', '', {
        planned_departure: iso(w.from),
        planned_arrival: iso(w.to),
        driver_id: await makeStaff(t, 6),
        vehicle_id: bus,
      });
      const fixes = northbound(w.from, w.to);
      const feed = feedOf(
        ...fixes.map((f) => ({ id: device, lat: f.lat, lng: f.lng, at: Math.round(f.at / 1000) })),
      );
      const sent = await t.call('POST', '/bus-management/vehicle-positions', {
        as: INSIDER.phone,
        body: feed,
      });
      expect(sent.body.accepted).toBe(fixes.length);
      buses.push({ bus, trip, w, fixes });
    }
    const [open, old] = buses as [(typeof buses)[0], (typeof buses)[0]];
    const reportsOf = async (bus: number) =>
      (
        await db
          .select({ id: vehiclePositionHistory.id })
          .from(vehiclePositionHistory)
          .where(
            and(eq(vehiclePositionHistory.companyId, companyId), eq(vehiclePositionHistory.vehicleId, bus)),
          )
      ).length;
    // The prune as it runs two hours after these reports arrived: the old trip's reports go, the open one's stay.
    await pruneHistory(db, companyId, new Date(Date.now() + MINUTE));
    expect(await reportsOf(old.bus)).toBe(0);
    expect(await reportsOf(open.bus)).toBe(open.fixes.length);
    // Its arrival confirmed late: measured from the kept reports; then the next prune deletes them.
    const confirmed = await t.call('POST', '/dispatch/route-trip/confirm-time', {
      as: INSIDER.phone,
      body: {
        route_id: route.id,
        trip_code: open.trip.code,
        actual_departure: iso(open.w.from),
        actual_arrival: iso(open.w.to),
      },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.route_trip.km_driven).toBe(drivenKm(open.fixes, open.w.from, open.w.to)!.km);
    await pruneHistory(db, companyId, new Date(Date.now() + MINUTE));
    expect(await reportsOf(open.bus)).toBe(0);
  });
});
