// No-revenue ticket types per trip (getNoRevenueTrips) against ledger rows of free riders written here on
// the fixture's trips, a trip dispatch knows (dispatched-trip.fixture.ts) and a row on no trip: every
// trip's riders per free category equal its ledger rows, paying riders never count, the pages join up,
// the contract's categories are the domain's, and a member reads only its own.
import { FREE_RIDER_CATEGORIES, isFreeRider } from '@busops/domain';
import spec from '@busops/sdk/openapi.deref.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
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
  const free: LedgerRow[] = [];
  const add = (
    company: number,
    route: number,
    day: string,
    tripId: string | null,
    category: string,
    riders = 1,
  ) =>
    free.push({
      companyId: company,
      transactionId: `nr-${free.length}`,
      serviceDate: day,
      eventTimestamp: new Date(`${day}T09:00:00+07:00`),
      amount: 0,
      fareAction: 'fare_payment',
      paymentType: 'CASH',
      fareMedia: 'paper_ticket',
      riderCategory: category,
      numRiders: riders,
      routeId: route,
      tripIdPerformed: tripId,
    });
  const r0 = fx.pnRoutes[0]!.id;
  for (const day of ['2024-10-01', '2024-10-02', '2024-10-15']) {
    add(fx.pn, r0, day, `FX-${fx.pn}-${r0}-${day}-0`, 'nguoi_khuyet_tat');
    add(fx.pn, r0, day, `FX-${fx.pn}-${r0}-${day}-1`, 'tre_em_duoi_6', 2);
    add(fx.pn, r0, day, `FX-${fx.pn}-${r0}-${day}-1`, 'nguoi_co_cong');
  }
  add(fx.pn, r0, '2024-10-31', null, 'nguoi_cao_tuoi', 3);
  add(fx.qt, fx.qtRoutes[0]!.id, '2024-10-02', 'QT-FREE', 'nguoi_cao_tuoi');
  await t.services.database.db.transaction((tx) => appendLedger(tx, free));
  rows = [...fx.rows, ...trip.rows, ...free];
}, 300_000);
afterAll(() => t.close());

const pathOf = (route: number) => `/statistic/routes/${route}/no-revenue`;
type Item = Record<string, number> & { company_id: number; service_date: string; trip_code: string | null };
const keyOf = (i: Item) => `${i.company_id}|${i.service_date}|${i.trip_code ?? ''}`;

/** The route's free riders in the period, per trip: riders per category, their sum and their rows. */
function expected(route: number, companies: number[]) {
  const want = new Map<string, Record<string, number>>();
  for (const r of inPeriod({ ...fx, rows }, companies)) {
    if (r.routeId !== route || !isFreeRider(r.riderCategory ?? 'adult')) continue;
    const key = `${r.companyId}|${r.serviceDate}|${r.tripIdPerformed ?? ''}`;
    const one = want.get(key) ?? {
      riders: 0,
      transactions: 0,
      ...Object.fromEntries(FREE_RIDER_CATEGORIES.map((c) => [c, 0])),
    };
    one[r.riderCategory!]! += r.numRiders ?? 1;
    one.riders! += r.numRiders ?? 1;
    one.transactions! += 1;
    want.set(key, one);
  }
  return want;
}
const pick = (i: Item) =>
  Object.fromEntries(['riders', 'transactions', ...FREE_RIDER_CATEGORIES].map((k) => [k, i[k]]));

describe('no-revenue ticket types per trip', () => {
  it('gives each trip its free riders per category, to the ledger rows, and nothing of paying riders', async () => {
    const route = fx.pnRoutes[0]!.id;
    const want = expected(route, [fx.pn]);
    const body = await getReport(t, SUPER, pathOf(route), { size: 100 });
    expect(body.total).toBe(want.size);
    for (const item of body.items as Item[]) expect(pick(item), keyOf(item)).toEqual(want.get(keyOf(item)));
    const all = [...want.values()];
    expect(body.totals.riders).toBe(all.reduce((s, w) => s + w.riders!, 0));
    expect(body.totals.tre_em_duoi_6).toBe(6);
    expect(body.totals.nguoi_cao_tuoi).toBe(4);
    expect(body.totals.trips).toBe([...want.keys()].filter((k) => !k.endsWith('|')).length);
    // The dispatched trip's elderly rider, named with its departure; its paying riders are not counted.
    const dispatched = (body.items as Item[]).find((i) => i.trip_code === DISPATCHED_CODE)!;
    expect(dispatched).toMatchObject({
      nguoi_cao_tuoi: 1,
      riders: 1,
      planned_departure: '2024-10-20T00:00:00.000Z',
    });
    // The row on no trip is its day's own item.
    expect((body.items as Item[]).find((i) => i.trip_code === null)).toMatchObject({ nguoi_cao_tuoi: 3 });
  });

  it('pages in the database: the pages join up to the whole', async () => {
    const route = fx.pnRoutes[0]!.id;
    const whole = await getReport(t, SUPER, pathOf(route), { size: 100 });
    const seen: Item[] = [];
    for (let page = 0; page * 3 < whole.total; page++) {
      const body = await getReport(t, SUPER, pathOf(route), { page, size: 3 });
      expect(body.totals).toEqual(whole.totals);
      seen.push(...body.items);
    }
    expect(seen).toEqual(whole.items);
  });

  it('keeps a member to its own routes', async () => {
    const pnRoute = fx.pnRoutes[0]!.id;
    const qtRoute = fx.qtRoutes[0]!.id;
    expect((await getReport(t, QT_CONTROLLER, pathOf(pnRoute))).items).toEqual([]);
    expect((await getReport(t, PN_CONTROLLER, pathOf(qtRoute))).items).toEqual([]);
    expect((await getReport(t, PN_CONTROLLER, pathOf(pnRoute), { company_id: fx.qt })).items).toEqual([]);
    const qt = await getReport(t, QT_CONTROLLER, pathOf(qtRoute));
    expect(qt.items).toHaveLength(1);
    expect(qt.items[0]).toMatchObject({ trip_code: 'QT-FREE', nguoi_cao_tuoi: 1 });
  });

  it('names exactly the domain’s free rider categories in the contract', () => {
    const props = (spec as unknown as { components: { schemas: Record<string, { properties: object }> } })
      .components.schemas.FreeRiders!.properties;
    expect(
      Object.keys(props)
        .filter((k) => k !== 'riders' && k !== 'transactions')
        .sort(),
    ).toEqual([...FREE_RIDER_CATEGORIES].sort());
  });

  it('exports the trips and the totals row as CSV; not for conductors', async () => {
    const route = fx.pnRoutes[0]!.id;
    const whole = await getReport(t, SUPER, pathOf(route), { size: 100 });
    const period = { date_from: '2024-10-01', date_to: '2024-10-31' };
    const res = await t.call('GET', reportUrl(pathOf(route), { ...period, export: true, format: 'csv' }), {
      as: SUPER,
    });
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(whole.total + 2);
    expect(Number(lines.at(-1)!.split(',').at(-1))).toBe(whole.totals.riders);
    expect((await t.call('GET', reportUrl(pathOf(route), period), { as: PN_CONDUCTOR })).status).toBe(403);
  });
});
