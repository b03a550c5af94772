// Writes the synthetic operator's fares (synthetic-fares.ts) for the last `days` service days of the
// given companies, through appendLedgerBulk (ids claimed, so a second run writes nothing twice):
// - the days the company dispatched (its trips done, running or lost in route_trips): one row per
//   boarding, on the trip with its bus, conductor and driver;
// - the days before them, back to `days`: the company's earliest dispatched day repeated (the same
//   trips: a timetable repeats), its fares per route and day by the published shares (routeDayShares), so 90 days stay
//   a few seconds on PGlite. Those days have no trips in route_trips, so the trip, conductor and driver
//   reports start at the dispatched days; the date, route, category and payment reports span all 90.
import { addDays, saigonToday } from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { appendLedgerBulk, type LedgerRow } from '../features/ledger/ledger.append.ts';
import {
  type FareTrip,
  routeDayShares,
  routeDayTotals,
  type SyntheticOptions,
  tripFares,
} from './synthetic-fares.ts';

export interface SyntheticRun {
  days: number;
  /** Passengers relative to ~75 a trip. */
  scale: number;
  now: Date;
  companyIds: readonly number[];
}

export interface SyntheticResult {
  ticketTrips: number;
  historyTrips: number;
  rows: number;
}

/** Rows handed to appendLedgerBulk at once: a few of its statements, bounded memory. */
const WRITE_EVERY = 20_000;

async function performedTrips(tx: Tx, companyIds: readonly number[], from: string, to: string) {
  const result = await tx.execute(sql`
    select t.company_id, t.code, t.route_id, r.length_km, to_char(t.service_date, 'YYYY-MM-DD') as service_date,
           coalesce(t.actual_departure, t.planned_departure) as departure,
           coalesce(t.actual_arrival, t.planned_arrival) as arrival,
           t.status, t.vehicle_id, t.driver_id, t.conductor_id
      from route_trips t join routes r on r.id = t.route_id
     where t.company_id = any(${`{${companyIds.join(',')}}`}::int[])
       and t.service_date between ${from}::date and ${to}::date
       and t.status in ('done', 'running', 'lost')
     order by t.company_id, t.service_date, departure, t.code`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(
    (r): FareTrip => ({
      companyId: Number(r.company_id),
      code: String(r.code),
      routeId: Number(r.route_id),
      routeLengthKm: r.length_km == null ? null : Number(r.length_km),
      serviceDate: String(r.service_date),
      departure: new Date(r.departure as string).toISOString(),
      arrival: new Date(r.arrival as string).toISOString(),
      status: r.status as FareTrip['status'],
      vehicleId: r.vehicle_id == null ? null : Number(r.vehicle_id),
      driverId: r.driver_id == null ? null : Number(r.driver_id),
      conductorId: r.conductor_id == null ? null : Number(r.conductor_id),
    }),
  );
}

/** `trip` as it ran `shift` days earlier: same times of day, the code's date moved (route-yymmdd-hhmm-dir). */
function shifted(trip: FareTrip, day: string): FareTrip {
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${trip.serviceDate}T00:00:00Z`)) / 86_400_000,
  );
  const move = (iso: string) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
  const yymmdd = `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
  return {
    ...trip,
    serviceDate: day,
    code: trip.code.replace(/-\d{6}(-\d{4}-\d)$/, `-${yymmdd}$1`),
    departure: move(trip.departure),
    arrival: move(trip.arrival),
    status: 'done',
  };
}

/** Each trip's place among its device's trips of the day (the device is the bus, else the conductor). */
function slotted(trips: readonly FareTrip[]): Array<[FareTrip, number]> {
  const counts = new Map<string, number>();
  return trips.map((trip) => {
    const key = `${trip.companyId}|${trip.serviceDate}|${trip.vehicleId ?? `c${trip.conductorId}`}`;
    const slot = counts.get(key) ?? 0;
    counts.set(key, slot + 1);
    return [trip, slot];
  });
}

export async function writeSyntheticFares(tx: Tx, run: SyntheticRun): Promise<SyntheticResult> {
  const today = saigonToday(run.now);
  const from = addDays(today, -(run.days - 1));
  const trips = await performedTrips(tx, run.companyIds, from, today);
  const result: SyntheticResult = { ticketTrips: trips.length, historyTrips: 0, rows: 0 };
  let pending: LedgerRow[] = [];
  const flush = async () => {
    result.rows += await appendLedgerBulk(tx, pending);
    pending = [];
  };
  const emit = async (rows: readonly LedgerRow[]) => {
    pending.push(...rows);
    if (pending.length >= WRITE_EVERY) await flush();
  };
  const faresOf = (batch: readonly FareTrip[], options: SyntheticOptions) =>
    slotted(batch).flatMap(([trip, slot]) => tripFares(trip, slot, options));

  for (const companyId of run.companyIds) {
    const own = trips.filter((t) => t.companyId === companyId);
    if (own.length === 0) continue;
    const first = own[0]!.serviceDate;
    const template = own.filter((t) => t.serviceDate === first && t.status !== 'running');
    for (let day = from; day < first; day = addDays(day, 1)) {
      const history = template.map((t) => shifted(t, day));
      result.historyTrips += history.length;
      await emit(routeDayTotals(routeDayShares(history, run.scale), day));
    }
    for (const day of [...new Set(own.map((t) => t.serviceDate))])
      await emit(
        faresOf(
          own.filter((t) => t.serviceDate === day),
          { scale: run.scale, now: run.now },
        ),
      );
  }
  await flush();
  return result;
}
