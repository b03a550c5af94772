// Statistics by driver hours (getDriverStatistics) against dispatch trips written here for two demo
// drivers of Phương Nam and one of Quyết Thắng (done with actual times, cancelled, running) and their
// tickets in the ledger: trips, scheduled and driven minutes from the trips' times, riders and money of
// the trips to the dong, totals equal the rows, the drill-down (listFareTransactions driver_id) answers
// the row's money and rows, a member reads only its own, bad input refused in Vietnamese.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, routeTrips } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { driverTripsWhere } from '../../src/features/reports/driver-statistics.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  expectRefused,
  getReport,
  type LedgerFixture,
  ledgerRow,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

const PATH = '/statistic/drivers';
const DAY = '2024-10-23';
const at = (time: string) => new Date(`${DAY}T${time}:00+07:00`);

let t: TestApp;
let fx: LedgerFixture;
let pnDrivers: Array<{ id: number; name: string }>;
let qtDriver: { id: number; name: string };
let tickets: LedgerRow[];

async function staffOf(company: number, n: number) {
  return t.services.database.db
    .select({ id: busStaff.id, name: busStaff.fullName })
    .from(busStaff)
    .where(eq(busStaff.companyId, company))
    .orderBy(asc(busStaff.id))
    .limit(n);
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  const db = t.services.database.db;
  pnDrivers = await staffOf(fx.pn, 2);
  [qtDriver] = (await staffOf(fx.qt, 1)) as [{ id: number; name: string }];
  const trip = (
    company: number,
    routeId: number,
    code: string,
    driverId: number | null,
    planned: [string, string],
    status: 'done' | 'cancelled' | 'running' | 'assigned',
    actual: [string, string] | null,
  ) => ({
    companyId: company,
    routeId,
    code,
    serviceDate: DAY,
    plannedDeparture: at(planned[0]),
    plannedArrival: at(planned[1]),
    driverId,
    status,
    actualDeparture: actual ? at(actual[0]) : null,
    actualArrival: actual ? at(actual[1]) : null,
  });
  const [a, b] = pnDrivers as [{ id: number; name: string }, { id: number; name: string }];
  const pnRoute = fx.pnRoutes[0]!.id;
  await db.insert(routeTrips).values([
    // Driver A: two trips done (60 + 45 planned; 70 + 40 driven), one cancelled (30 planned, not counted).
    trip(fx.pn, pnRoute, 'DS-A1', a.id, ['06:00', '07:00'], 'done', ['06:05', '07:15']),
    trip(fx.pn, pnRoute, 'DS-A2', a.id, ['08:00', '08:45'], 'done', ['08:00', '08:40']),
    trip(fx.pn, pnRoute, 'DS-A3', a.id, ['10:00', '10:30'], 'cancelled', null),
    // Driver B: one running (planned 50, not driven yet), with tickets.
    trip(fx.pn, pnRoute, 'DS-B1', b.id, ['09:00', '09:50'], 'running', null),
    // No driver yet: a trip of its own row.
    trip(fx.pn, pnRoute, 'DS-N1', null, ['11:00', '11:40'], 'assigned', null),
    trip(fx.qt, fx.qtRoutes[0]!.id, 'DS-Q1', qtDriver.id, ['06:00', '06:30'], 'done', ['06:00', '06:35']),
  ]);
  const sale = (company: number, routeId: number, code: string, n: number, extra: Partial<LedgerRow>) =>
    ledgerRow(company, DAY, `ds-${code}-${n}`, n, { routeId, tripIdPerformed: code, ...extra });
  tickets = [
    sale(fx.pn, pnRoute, 'DS-A1', 0, {}),
    sale(fx.pn, pnRoute, 'DS-A1', 1, { amount: 14000, numRiders: 2, paymentType: 'QR' }),
    sale(fx.pn, pnRoute, 'DS-A2', 0, { amount: 3000 }),
    sale(fx.pn, pnRoute, 'DS-A2', 1, { amount: 50000, fareAction: 'add', numRiders: 0 }),
    sale(fx.pn, pnRoute, 'DS-B1', 0, { amount: 0, riderCategory: 'nguoi_cao_tuoi' }),
    sale(fx.pn, pnRoute, 'DS-B1', 1, {}),
    sale(fx.qt, fx.qtRoutes[0]!.id, 'DS-Q1', 0, { amount: 6000 }),
  ];
  await db.transaction((tx) => appendLedger(tx, tickets));
}, 300_000);
afterAll(() => t.close());

const day = { date_from: DAY, date_to: DAY };
type DriverRow = Record<string, number | string | null>;
const rowOf = (items: DriverRow[], driverId: number | null) => items.find((r) => r.driver_id === driverId)!;
const of = (code: string) => tickets.filter((r) => r.tripIdPerformed === code);
const money = (list: LedgerRow[]) => list.reduce((s, r) => s + r.amount, 0);
const riders = (list: LedgerRow[]) => list.reduce((s, r) => s + (r.numRiders ?? 1), 0);

describe('statistics by driver hours', () => {
  it('counts each driver’s trips, scheduled and driven hours, riders and money to the dong', async () => {
    const body = await getReport(t, SUPER, PATH, day);
    const [a, b] = pnDrivers as [{ id: number; name: string }, { id: number; name: string }];
    const aTickets = [...of('DS-A1'), ...of('DS-A2')];
    expect(rowOf(body.items, a.id)).toMatchObject({
      driver_name: a.name,
      company_id: fx.pn,
      trips: 3,
      trips_done: 2,
      trips_not_run: 1,
      planned_minutes: 105,
      driven_minutes: 110,
      planned_hours: 1.75,
      driven_hours: 1.83,
      riders: riders(aTickets.filter((r) => r.fareAction === 'fare_payment')),
      amount: money(aTickets),
      transactions: aTickets.length,
    });
    expect(rowOf(body.items, b.id)).toMatchObject({
      trips: 1,
      trips_done: 0,
      planned_minutes: 50,
      driven_minutes: 0,
      amount: money(of('DS-B1')),
      riders: 2,
    });
    expect(rowOf(body.items, null)).toMatchObject({
      trips: 1,
      planned_minutes: 40,
      amount: 0,
      transactions: 0,
    });
    expect(rowOf(body.items, qtDriver.id)).toMatchObject({ trips: 1, driven_minutes: 35, amount: 6000 });
    // Totals are the sums of the rows; hours those of the summed minutes.
    const sum = (field: string) => body.items.reduce((s: number, r: DriverRow) => s + Number(r[field]), 0);
    for (const field of [
      'trips',
      'trips_done',
      'trips_not_run',
      'planned_minutes',
      'driven_minutes',
      'riders',
      'amount',
      'transactions',
    ])
      expect(body.totals[field], field).toBe(sum(field));
    expect(body.totals.amount).toBe(money(tickets));
    expect(body.totals.planned_hours).toBe(Math.round((body.totals.planned_minutes / 60) * 100) / 100);
  });

  it('payment types narrow the ledger figures, not the trips', async () => {
    const body = await getReport(t, SUPER, PATH, { ...day, payment_types: ['QR'] });
    const a = rowOf(body.items, pnDrivers[0]!.id);
    expect(a).toMatchObject({ trips: 3, amount: 14000, riders: 2, transactions: 1 });
  });

  it('drills down to the ledger rows of the driver’s trips: their sum is the row’s money', async () => {
    const body = await getReport(t, PN_CONTROLLER, PATH, day);
    for (const row of body.items as DriverRow[]) {
      const drill = await getReport(t, PN_CONTROLLER, '/ledger/fare-transactions', {
        ...day,
        driver_id: (row.driver_id as number | null) ?? 0,
      });
      expect(drill.totals.amount, String(row.driver_name)).toBe(row.amount);
      expect(drill.totals.transactions).toBe(row.transactions);
      expect(drill.totals.riders).toBe(row.riders);
    }
  });

  it('bounds the drill-down: past its limit of trips it asks for a shorter period (400), never a giant query', async () => {
    const db = t.services.database.db;
    const a = pnDrivers[0]!.id;
    // Driver A has fares on two trips (DS-A1, DS-A2).
    await expect(driverTripsWhere(db, day, a, 1)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Quá 1 chuyến để xem chi tiết giao dịch của lái xe/),
    });
    await expect(driverTripsWhere(db, day, a, 2)).resolves.toBeDefined();
  });

  it('keeps a member to its own drivers, whatever it asks; the super company reads one with company_id', async () => {
    const own = await getReport(t, PN_CONTROLLER, PATH, day);
    expect(own.items.every((r: DriverRow) => r.company_id === fx.pn)).toBe(true);
    expect(own.totals.amount).toBe(money(tickets.filter((r) => r.companyId === fx.pn)));
    expect((await getReport(t, PN_ADMIN, PATH, { ...day, company_id: fx.qt })).items).toEqual([]);
    expect((await getReport(t, PN_ADMIN, PATH, { ...day, route_ids: [fx.qtRoutes[0]!.id] })).items).toEqual(
      [],
    );
    const qtDrill = await getReport(t, QT_CONTROLLER, '/ledger/fare-transactions', {
      ...day,
      driver_id: pnDrivers[0]!.id,
    });
    expect(qtDrill.total).toBe(0);
    const one = await getReport(t, SUPER, PATH, { ...day, company_id: fx.qt });
    expect(one.items.map((r: DriverRow) => r.driver_id)).toEqual([qtDriver.id]);
  });

  it('refuses bad criteria in Vietnamese; not for conductors; exports the rows and totals', async () => {
    await expectRefused(
      t,
      PATH,
      { date_from: '2024-01-01', date_to: '2025-01-01' },
      'Khoảng thời gian báo cáo tối đa 366 ngày',
    );
    const bad = await t.call('GET', reportUrl(PATH, { ...day, route_ids: [-1] }), { as: SUPER });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
    expect((await t.call('GET', reportUrl(PATH, day), { as: PN_CONDUCTOR })).status).toBe(403);
    const file = await t.call('GET', reportUrl(PATH, { ...day, export: true, format: 'csv' }), { as: SUPER });
    expect(file.status).toBe(200);
    const lines = file.raw.toString('utf8').trim().split('\n');
    const body = await getReport(t, SUPER, PATH, day);
    expect(lines).toHaveLength(body.items.length + 2);
    expect(lines.at(-1)).toContain(String(money(tickets)));
  });
});
