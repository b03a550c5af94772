// getDriverStatistics (GET /statistic/drivers, /report/driver-statistics: by driver hours): per driver
// (dispatch's route_trips.driver_id, as it is now), their trips of the period, the scheduled and driven
// minutes from the trips' planned and actual times, and the riders, money and ledger rows of those
// trips from the per-trip rollup fare_trip_totals, matched by the trip's company and code
// (docs/reports.md, "Statistics by driver hours"). The drill-down (listFareTransactions driver_id)
// selects the ledger rows of the same trips, so its totals are the row's figures.
import { TRIP_STATUSES_RELEASED } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { busStaff, companies, fareTransactions, fareTripTotals, routeTrips } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { criteriaWhere, type ReportQuery } from './report.criteria.ts';
import { answerWholeReport, type ReportColumn } from './report.file.ts';
import { bigSum } from './trip.figures.ts';

type Query = QueryOf<'getDriverStatistics'>;
type Row = components['schemas']['DriverStatisticsRow'];
type Figures = components['schemas']['DriverFigures'];

const rt = routeTrips;
const t = fareTripTotals;

/** Trips that did not run (cancelled, lost): counted apart, without scheduled minutes. */
const NOT_RUN = [...TRIP_STATUSES_RELEASED];

/** A trip's minutes between two instants, rounded per trip so every sum of minutes is exact. */
const minutesBetween = (from: AnyPgColumn, to: AnyPgColumn) =>
  sql`round(extract(epoch from (${to} - ${from})) / 60)`;

/** The sum of `value` over the grouped rows `condition` selects; 0 when none. */
const sumWhere = (value: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::bigint`.mapWith(Number);

/** The dispatch trips the criteria select (payment types narrow the ledger figures, not the trips). */
function tripsWhere(query: ReportQuery): SQL {
  return criteriaWhere({ ...query, payment_types: undefined }, rt);
}

export async function driverStatistics(db: Db, query: Query): Promise<{ items: Row[]; totals: Figures }> {
  const notRun = inArray(rt.status, NOT_RUN);
  // Three reads, merged here: the trips and hours per driver from dispatch, each trip's driver, and the
  // rollup's figures per trip, which find their trip by (company, code), unique. (One query joining every
  // trip to a grouped rollup ran a nested loop: 22 s on the demo.)
  const [trips, tripDrivers, perTrip] = await Promise.all([
    db
      .select({
        company_id: rt.companyId,
        company_name: companies.name,
        driver_id: rt.driverId,
        driver_name: busStaff.fullName,
        staff_code: busStaff.staffCode,
        trips: sql<number>`count(*)::int`.mapWith(Number),
        trips_done: sql<number>`count(*) filter (where ${rt.status} = 'done')::int`.mapWith(Number),
        trips_not_run: sql<number>`count(*) filter (where ${notRun})::int`.mapWith(Number),
        planned_minutes: sumWhere(minutesBetween(rt.plannedDeparture, rt.plannedArrival), sql`not ${notRun}`),
        driven_minutes: sumWhere(
          minutesBetween(rt.actualDeparture, rt.actualArrival),
          sql`${rt.status} = 'done'`,
        ),
      })
      .from(rt)
      .innerJoin(companies, eq(companies.id, rt.companyId))
      .leftJoin(busStaff, and(eq(busStaff.id, rt.driverId), eq(busStaff.companyId, rt.companyId)))
      .where(tripsWhere(query))
      .groupBy(rt.companyId, companies.name, rt.driverId, busStaff.fullName, busStaff.staffCode),
    // Per trip, joined here by (company, code): the planner, on the demo's fresh statistics, looped over
    // route_trips per rollup row (0.6 s); two plain reads of the period take a tenth of that.
    db
      .select({ companyId: rt.companyId, code: rt.code, driverId: rt.driverId })
      .from(rt)
      .where(tripsWhere(query)),
    db
      .select({
        companyId: t.companyId,
        trip: t.tripIdPerformed,
        riders: bigSum(t.riders),
        amount: bigSum(t.amount),
        transactions: bigSum(t.transactions),
      })
      .from(t)
      .where(and(criteriaWhere(query, t), ne(t.tripIdPerformed, '')))
      .groupBy(t.companyId, t.tripIdPerformed),
  ]);
  const key = (company: number, driver: number | null) => `${company}:${driver ?? 0}`;
  const driverOf = new Map(tripDrivers.map((trip) => [`${trip.companyId}:${trip.code}`, trip.driverId]));
  const figures = new Map<string, { riders: number; amount: number; transactions: number }>();
  for (const trip of perTrip) {
    const code = `${trip.companyId}:${trip.trip}`;
    if (!driverOf.has(code)) continue; // a device's own trip: no driver in dispatch
    const k = key(trip.companyId, driverOf.get(code) ?? null);
    const sums = figures.get(k) ?? { riders: 0, amount: 0, transactions: 0 };
    sums.riders += trip.riders;
    sums.amount += trip.amount;
    sums.transactions += trip.transactions;
    figures.set(k, sums);
  }
  const items = trips.map((r) => {
    const l = figures.get(key(r.company_id, r.driver_id));
    return {
      ...r,
      ...hoursOf(r),
      riders: l?.riders ?? 0,
      amount: l?.amount ?? 0,
      transactions: l?.transactions ?? 0,
    };
  });
  const name = (r: Row) => r.driver_name ?? '\uffff';
  items.sort(
    (a, b) =>
      name(a).localeCompare(name(b), 'vi') ||
      a.company_id - b.company_id ||
      (a.driver_id ?? 0) - (b.driver_id ?? 0),
  );
  return { items, totals: sumDriverFigures(items) };
}

const hoursOf = (minutes: Pick<Figures, 'planned_minutes' | 'driven_minutes'>) => ({
  planned_hours: Math.round((minutes.planned_minutes / 60) * 100) / 100,
  driven_hours: Math.round((minutes.driven_minutes / 60) * 100) / 100,
});

/** The totals row: counts and minutes are the sums of the rows, hours those of the summed minutes. */
function sumDriverFigures(rows: readonly Figures[]): Figures {
  const sums = {
    trips: 0,
    trips_done: 0,
    trips_not_run: 0,
    planned_minutes: 0,
    driven_minutes: 0,
    riders: 0,
    amount: 0,
    transactions: 0,
  };
  for (const row of rows)
    for (const key of Object.keys(sums) as Array<keyof typeof sums>) sums[key] += row[key];
  return { ...sums, ...hoursOf(sums) };
}

/**
 * The ledger rows of the trips dispatch gives a driver (0 = trips without one) in the period: the driver
 * statistics' drill-down (listFareTransactions driver_id). The trips' codes are read first (a driver has
 * a few per day): a semi-join of the ledger on route_trips ran a nested loop, 8 s on the demo.
 */
export async function driverTripsWhere(db: Db, query: ReportQuery, driverId: number): Promise<SQL> {
  const f = fareTransactions;
  const trips = await db
    .select({ companyId: rt.companyId, code: rt.code })
    .from(rt)
    .where(and(tripsWhere(query), driverId === 0 ? isNull(rt.driverId) : eq(rt.driverId, driverId)));
  const byCompany = new Map<number, string[]>();
  for (const trip of trips)
    byCompany.set(trip.companyId, [...(byCompany.get(trip.companyId) ?? []), trip.code]);
  if (byCompany.size === 0) return sql`false`;
  return or(
    ...[...byCompany].map(([company, codes]) =>
      and(eq(f.companyId, company), inArray(f.tripIdPerformed, codes)),
    ),
  )!;
}

const NO_DRIVER = 'Chưa phân tài xế';

const COLUMNS: ReadonlyArray<ReportColumn<Row, Figures>> = [
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name, total: () => 'Tổng cộng' },
  { header: 'Lái xe', kind: 'text', width: 28, value: (r) => r.driver_name ?? NO_DRIVER },
  { header: 'Mã nhân viên', kind: 'text', value: (r) => r.staff_code ?? '' },
  { header: 'Số chuyến', kind: 'integer', value: (r) => r.trips, total: (s) => s.trips },
  { header: 'Chuyến hoàn thành', kind: 'integer', value: (r) => r.trips_done, total: (s) => s.trips_done },
  {
    header: 'Chuyến huỷ, mất',
    kind: 'integer',
    value: (r) => r.trips_not_run,
    total: (s) => s.trips_not_run,
  },
  { header: 'Giờ theo lịch', kind: 'decimal', value: (r) => r.planned_hours, total: (s) => s.planned_hours },
  { header: 'Giờ thực hiện', kind: 'decimal', value: (r) => r.driven_hours, total: (s) => s.driven_hours },
  { header: 'Lượt khách', kind: 'integer', value: (r) => r.riders, total: (s) => s.riders },
  { header: 'Số giao dịch', kind: 'integer', value: (r) => r.transactions, total: (s) => s.transactions },
  { header: 'Tiền thu', kind: 'money', width: 18, value: (r) => r.amount, total: (s) => s.amount },
];

export async function exportDriverStatistics(db: Db, query: Query, reply: FastifyReply) {
  const file = {
    filePrefix: 'thong-ke-theo-lai-xe',
    sheetName: 'Thống kê theo giờ lái xe',
    columns: COLUMNS,
  };
  return answerWholeReport(reply, query.format, file, await driverStatistics(db, query));
}
