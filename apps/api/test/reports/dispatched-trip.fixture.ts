// A trip dispatch knows (route_trips, with its bus, driver and conductor from the demo's Phương Nam
// staff) on the fixture's first Phương Nam route, and its tickets in the ledger: the trip reports name a
// trip from dispatch, which the ledger fixture's own trip codes are not. Amounts: two adults by cash
// (7,000 ₫ each, one row of 2 riders), an elderly rider free (0 ₫) and a student by QR (3,000 ₫).
import { asc, eq } from 'drizzle-orm';
import { busStaff, routeTrips, vehicles } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import type { TestApp } from '../harness.ts';
import type { LedgerFixture } from './ledger.fixture.ts';

export const DISPATCHED_CODE = 'TS-241020-0700';
export const DISPATCHED_DAY = '2024-10-20';

export interface DispatchedTrip {
  routeId: number;
  plate: string;
  driverName: string;
  conductorName: string;
  rows: LedgerRow[];
}

export async function writeDispatchedTrip(t: TestApp, fx: LedgerFixture): Promise<DispatchedTrip> {
  const db = t.services.database.db;
  const routeId = fx.pnRoutes[0]!.id;
  const [bus] = await db
    .select({ id: vehicles.id, plate: vehicles.plate })
    .from(vehicles)
    .where(eq(vehicles.companyId, fx.pn))
    .orderBy(asc(vehicles.id))
    .limit(1);
  const [driver, conductor] = await db
    .select({ id: busStaff.id, name: busStaff.fullName })
    .from(busStaff)
    .where(eq(busStaff.companyId, fx.pn))
    .orderBy(asc(busStaff.id))
    .limit(2);
  await db.insert(routeTrips).values({
    companyId: fx.pn,
    routeId,
    code: DISPATCHED_CODE,
    serviceDate: DISPATCHED_DAY,
    plannedDeparture: new Date(`${DISPATCHED_DAY}T07:00:00+07:00`),
    plannedArrival: new Date(`${DISPATCHED_DAY}T08:00:00+07:00`),
    vehicleId: bus!.id,
    driverId: driver!.id,
    conductorId: conductor!.id,
    status: 'done',
  });
  const tickets: Array<Pick<LedgerRow, 'amount' | 'riderCategory' | 'paymentType' | 'numRiders'>> = [
    { amount: 14000, riderCategory: 'adult', paymentType: 'CASH', numRiders: 2 },
    { amount: 0, riderCategory: 'nguoi_cao_tuoi', paymentType: 'CASH', numRiders: 1 },
    { amount: 3000, riderCategory: 'hoc_sinh_sinh_vien', paymentType: 'QR', numRiders: 1 },
  ];
  const rows: LedgerRow[] = tickets.map((ticket, i) => ({
    companyId: fx.pn,
    transactionId: `ts-${i}`,
    serviceDate: DISPATCHED_DAY,
    eventTimestamp: new Date(`${DISPATCHED_DAY}T07:1${i}:00+07:00`),
    fareAction: 'fare_payment',
    fareMedia: ticket.paymentType === 'QR' ? 'qr_code' : 'paper_ticket',
    routeId,
    tripIdPerformed: DISPATCHED_CODE,
    vehicleId: bus!.id,
    driverId: driver!.id,
    conductorId: conductor!.id,
    ...ticket,
  }));
  await db.transaction((tx) => appendLedger(tx, rows));
  return { routeId, plate: bus!.plate, driverName: driver!.name, conductorName: conductor!.name, rows };
}
