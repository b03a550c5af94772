// getDriverStatistics (GET /statistic/drivers, /report/driver-statistics: by driver hours): per driver
// (dispatch's route_trips.driver_id, as it is now), their trips of the period with the scheduled and
// driven minutes, and the riders, money and ledger rows of their trips' fares, read from the two rollups
// of migration 0022 (docs/reports.md, "Statistics by driver hours"): driver_day_service (trips, on the
// trip's day and route) and driver_day_fares (fares, on the fare's day and route, under the trip's current
// driver). The drill-down (listFareTransactions driver_id) selects the ledger rows the second one sums.
import { formatNumber } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  busStaff,
  companies,
  driverDayFares,
  driverDayService,
  fareTransactions,
  fareTripTotals,
  routeTrips,
} from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { QueryOf } from '../../http/operation.ts';
import { criteriaWhere, type ReportQuery } from './report.criteria.ts';
import { answerWholeReport, type ReportColumn } from './report.file.ts';
import { bigSum } from './trip.figures.ts';

type Query = QueryOf<'getDriverStatistics'>;
type Row = components['schemas']['DriverStatisticsRow'];
type Figures = components['schemas']['DriverFigures'];

const s = driverDayService;
const d = driverDayFares;

/** Drivers by name in Vietnamese order (one collator: thousands of rows at an operator's size). */
const BY_NAME = new Intl.Collator('vi');

/** A driver of a company: the rollups' 0 is "no driver" (null in the report). */
const keyOf = (companyId: number, driverId: number) => `${companyId}:${driverId}`;

export async function driverStatistics(db: Db, query: Query): Promise<{ items: Row[]; totals: Figures }> {
  const [trips, fares] = await Promise.all([
    db
      .select({
        companyId: s.companyId,
        driverId: s.driverId,
        trips: bigSum(s.trips),
        trips_done: bigSum(s.tripsDone),
        trips_not_run: bigSum(s.tripsNotRun),
        planned_minutes: bigSum(s.plannedMinutes),
        driven_minutes: bigSum(s.drivenMinutes),
      })
      .from(s)
      // Payment types narrow the fares, not the trips.
      .where(criteriaWhere({ ...query, payment_types: undefined }, s))
      .groupBy(s.companyId, s.driverId)
      .having(sql`sum(${s.trips}) <> 0`),
    db
      .select({
        companyId: d.companyId,
        driverId: d.driverId,
        riders: bigSum(d.riders),
        amount: bigSum(d.amount),
        transactions: bigSum(d.transactions),
      })
      .from(d)
      .where(criteriaWhere(query, d))
      .groupBy(d.companyId, d.driverId)
      .having(sql`sum(${d.transactions}) <> 0`),
  ]);
  const NO_TRIPS = { trips: 0, trips_done: 0, trips_not_run: 0, planned_minutes: 0, driven_minutes: 0 };
  const NO_FARES = { riders: 0, amount: 0, transactions: 0 };
  // A driver with fares of the period but no trip in it (a trip moved to another day after its fares).
  const drivers = new Map<string, { companyId: number; driverId: number }>();
  for (const r of [...trips, ...fares]) drivers.set(keyOf(r.companyId, r.driverId), r);
  const tripsOf = new Map(trips.map(({ companyId, driverId, ...r }) => [keyOf(companyId, driverId), r]));
  const faresOf = new Map(fares.map(({ companyId, driverId, ...r }) => [keyOf(companyId, driverId), r]));
  const names = await namesOf(db, [...drivers.values()]);
  const items = [...drivers].map(([key, { companyId, driverId }]): Row => {
    const figures = { ...NO_TRIPS, ...tripsOf.get(key), ...NO_FARES, ...faresOf.get(key) };
    const found = names.staff.get(driverId);
    const staff = found?.companyId === companyId ? found : undefined;
    return {
      company_id: companyId,
      company_name: names.companies.get(companyId) ?? '',
      driver_id: driverId === 0 ? null : driverId,
      driver_name: staff?.fullName ?? null,
      staff_code: staff?.staffCode ?? null,
      ...figures,
      ...hoursOf(figures),
    };
  });
  const name = (r: Row) => r.driver_name ?? '\uffff';
  items.sort(
    (a, b) =>
      BY_NAME.compare(name(a), name(b)) ||
      a.company_id - b.company_id ||
      (a.driver_id ?? 0) - (b.driver_id ?? 0),
  );
  return { items, totals: sumDriverFigures(items) };
}

/** The companies' and drivers' names of the rows: one read each, after the sums. */
async function namesOf(db: Db, drivers: ReadonlyArray<{ companyId: number; driverId: number }>) {
  const companyIds = [...new Set(drivers.map((r) => r.companyId))];
  const staffIds = [...new Set(drivers.map((r) => r.driverId).filter((id) => id !== 0))];
  const [companyRows, staffRows] = await Promise.all([
    companyIds.length === 0
      ? []
      : db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds)),
    staffIds.length === 0
      ? []
      : db
          .select({
            id: busStaff.id,
            companyId: busStaff.companyId,
            fullName: busStaff.fullName,
            staffCode: busStaff.staffCode,
          })
          .from(busStaff)
          .where(inArray(busStaff.id, staffIds)),
  ]);
  return {
    companies: new Map(companyRows.map((c) => [c.id, c.name])),
    staff: new Map(staffRows.map((r) => [r.id, r])),
  };
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

/** The most trips a driver drill-down names (a year of one driver is under 2,000). */
export const MAX_DRILL_TRIPS = 20_000;

/**
 * The ledger rows the driver's row sums (driver_day_fares): rows of the period on trips dispatch now
 * gives the driver (0 = trips without one). The drill-down of listFareTransactions driver_id. The trips'
 * codes are read first, from the per-trip rollup of the period joined to dispatch (a driver has a few a
 * day): a semi-join of the ledger itself on route_trips ran a nested loop, 8 s on the demo. Bounded: "no
 * driver" at an operator that assigns none could name every trip of a year, so past `limit` trips the
 * caller is asked for a shorter period or fewer routes (400).
 */
export async function driverTripsWhere(
  db: Db,
  query: ReportQuery,
  driverId: number,
  limit = MAX_DRILL_TRIPS,
): Promise<SQL> {
  const f = fareTransactions;
  const t = fareTripTotals;
  const rt = routeTrips;
  const trips = await db
    .selectDistinct({ companyId: t.companyId, code: t.tripIdPerformed })
    .from(t)
    .innerJoin(rt, and(eq(rt.companyId, t.companyId), eq(rt.code, t.tripIdPerformed)))
    .where(
      and(
        criteriaWhere({ ...query, payment_types: undefined }, t),
        driverId === 0 ? isNull(rt.driverId) : eq(rt.driverId, driverId),
      ),
    )
    .limit(limit + 1);
  if (trips.length > limit)
    throw badRequest(
      `Quá ${formatNumber(limit)} chuyến để xem chi tiết giao dịch của lái xe: vui lòng chọn khoảng thời gian ngắn hơn hoặc ít tuyến hơn`,
    );
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
