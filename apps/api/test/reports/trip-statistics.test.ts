// Statistics by trip (getTripStatistics) against the ledger fixture's rows and a trip dispatch knows
// (dispatched-trip.fixture.ts): every trip equals its ledger rows to the dong, its details add up to it,
// the pages join up, the totals cover every trip, dispatch names the trip, and a member reads only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { DISPATCHED_CODE, type DispatchedTrip, writeDispatchedTrip } from './dispatched-trip.fixture.ts';
import {
  getReport,
  inPeriod,
  type LedgerFixture,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

let t: TestApp;
let fx: LedgerFixture;
let trip: DispatchedTrip;
let rows: LedgerRow[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  trip = await writeDispatchedTrip(t, fx);
  rows = [...fx.rows, ...trip.rows];
}, 300_000);
afterAll(() => t.close());

const pathOf = (route: number) => `/statistic/routes/${route}/trips`;
type Figures = { riders: number; amount: number; transactions: number };
type Item = Figures & { company_id: number; service_date: string; trip_code: string | null };
type Detail = Item & { rider_category: string; payment_type: string };
const keyOf = (i: { company_id: number; service_date: string; trip_code: string | null }) =>
  `${i.company_id}|${i.service_date}|${i.trip_code ?? ''}`;
const figures = (i: Figures) => ({ riders: i.riders, amount: i.amount, transactions: i.transactions });
const sums = (group: LedgerRow[]): Figures => ({
  riders: group.reduce((s, r) => s + (r.numRiders ?? 1), 0),
  amount: group.reduce((s, r) => s + r.amount, 0),
  transactions: group.length,
});

/** The route's ledger rows in the period, per company, day and trip code ('' = none). */
function expected(route: number, companies: number[]) {
  const groups = new Map<string, LedgerRow[]>();
  for (const r of inPeriod({ ...fx, rows }, companies).filter((r) => r.routeId === route)) {
    const key = `${r.companyId}|${r.serviceDate}|${r.tripIdPerformed ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return new Map([...groups].map(([key, group]) => [key, sums(group)]));
}

describe('statistics by trip', () => {
  it('gives each trip of the route its ledger rows to the dong, details that add up, totals of all', async () => {
    const route = trip.routeId;
    const want = expected(route, [fx.pn]);
    const body = await getReport(t, SUPER, pathOf(route), { size: 100 });
    expect(body.total).toBe(want.size);
    expect(body.items).toHaveLength(want.size);
    for (const item of body.items as Item[])
      expect(figures(item), keyOf(item)).toEqual(want.get(keyOf(item)));
    const all = [...want.values()];
    expect(body.totals).toEqual({
      trips: [...want.keys()].filter((k) => !k.endsWith('|')).length,
      riders: all.reduce((s, f) => s + f.riders, 0),
      amount: all.reduce((s, f) => s + f.amount, 0),
      transactions: all.reduce((s, f) => s + f.transactions, 0),
    });
    // Details: matched by day and trip code, they add up to their trip.
    for (const item of body.items as Item[]) {
      const mine = (body.details as Detail[]).filter((d) => keyOf(d) === keyOf(item));
      expect(mine.length, keyOf(item)).toBeGreaterThan(0);
      expect(mine.reduce((s, d) => s + d.amount, 0)).toBe(item.amount);
      expect(mine.reduce((s, d) => s + d.riders, 0)).toBe(item.riders);
    }
  });

  it('drills from every trip to exactly its ledger rows (no_trip for the rows on no trip)', async () => {
    const body = await getReport(t, SUPER, pathOf(trip.routeId), { size: 100 });
    for (const item of body.items as Item[]) {
      const rows = await getReport(t, SUPER, '/ledger/fare-transactions', {
        date_from: item.service_date,
        date_to: item.service_date,
        company_id: item.company_id,
        route_ids: [trip.routeId],
        ...(item.trip_code ? { trip_id_performed: item.trip_code } : { no_trip: true }),
      });
      expect(rows.totals, keyOf(item)).toEqual(figures(item));
    }
  });

  it('names the trip dispatch knows and splits it by rider category and payment type', async () => {
    const body = await getReport(t, PN_CONTROLLER, pathOf(trip.routeId), { size: 100 });
    const item = (body.items as Array<Item & Record<string, unknown>>).find(
      (i) => i.trip_code === DISPATCHED_CODE,
    )!;
    expect(item).toMatchObject({
      planned_departure: '2024-10-20T00:00:00.000Z',
      vehicle_plate: trip.plate,
      driver_name: trip.driverName,
      conductor_name: trip.conductorName,
      riders: 4,
      amount: 17000,
      transactions: 3,
    });
    const details = (body.details as Detail[])
      .filter((d) => d.trip_code === DISPATCHED_CODE)
      .map((d) => [d.rider_category, d.payment_type, d.riders, d.amount]);
    expect(details.sort()).toEqual(
      [
        ['adult', 'CASH', 2, 14000],
        ['hoc_sinh_sinh_vien', 'QR', 1, 3000],
        ['nguoi_cao_tuoi', 'CASH', 1, 0],
      ].sort(),
    );
    // A trip the dispatch does not know (the ledger fixture's codes) is still a row, unnamed.
    expect(
      (body.items as Array<Item & Record<string, unknown>>).find((i) => i.trip_code?.startsWith('FX-')),
    ).toMatchObject({ trip_id: null, planned_departure: null, driver_name: null });
  });

  it('pages in the database: the pages join up, and details follow their page', async () => {
    const whole = await getReport(t, SUPER, pathOf(trip.routeId), { size: 100 });
    const seen: Item[] = [];
    for (let page = 0; page * 4 < whole.total; page++) {
      const body = await getReport(t, SUPER, pathOf(trip.routeId), { page, size: 4 });
      expect(body.totals).toEqual(whole.totals);
      const keys = new Set((body.items as Item[]).map(keyOf));
      expect((body.details as Detail[]).every((d) => keys.has(keyOf(d)))).toBe(true);
      seen.push(...body.items);
    }
    expect(seen).toEqual(whole.items);
    const lean = await getReport(t, SUPER, pathOf(trip.routeId), { size: 4, with_total: false });
    expect(lean.items).toEqual(whole.items.slice(0, 4));
    expect(lean.total).toBe(5);
  });

  it('keeps a member to its own routes, and filters by payment type', async () => {
    const other = await getReport(t, QT_CONTROLLER, pathOf(trip.routeId));
    expect(other.items).toEqual([]);
    expect(other.totals.amount).toBe(0);
    const qtRoute = fx.qtRoutes[0]!.id;
    expect((await getReport(t, PN_CONTROLLER, pathOf(qtRoute))).items).toEqual([]);
    expect((await getReport(t, QT_CONTROLLER, pathOf(qtRoute))).totals.amount).toBe(
      [...expected(qtRoute, [fx.qt]).values()].reduce((s, f) => s + f.amount, 0),
    );
    const qr = await getReport(t, SUPER, pathOf(trip.routeId), { payment_types: ['QR'], size: 100 });
    const want = inPeriod({ ...fx, rows }, [fx.pn]).filter(
      (r) => r.routeId === trip.routeId && r.paymentType === 'QR',
    );
    expect(qr.totals.amount).toBe(want.reduce((s, r) => s + r.amount, 0));
    expect(qr.totals.transactions).toBe(want.length);
  });

  it('exports every trip and the totals row as CSV', async () => {
    const whole = await getReport(t, SUPER, pathOf(trip.routeId), { size: 100 });
    const res = await t.call(
      'GET',
      reportUrl(pathOf(trip.routeId), {
        date_from: '2024-10-01',
        date_to: '2024-10-31',
        export: true,
        format: 'csv',
      }),
      { as: SUPER },
    );
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(whole.total + 2);
    expect(Number(lines[lines.length - 1]!.split(',').at(-1))).toBe(whole.totals.amount);
  });

  it('is not for conductors', async () => {
    const res = await t.call(
      'GET',
      reportUrl(pathOf(trip.routeId), { date_from: '2024-10-01', date_to: '2024-10-31' }),
      {
        as: PN_CONDUCTOR,
      },
    );
    expect(res.status).toBe(403);
  });
});
