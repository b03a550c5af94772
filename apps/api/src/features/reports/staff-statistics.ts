// getStaffStatistics (GET /statistic/staffs, /report/staff-statistics) and its drill-down
// listStaffRouteTickets: per conductor and route, the trips, riders and money of the conductor-day
// rollup, or of the per-trip rollup when payment types are chosen (docs/reports.md, "Statistics by
// conductor"); the drill-down reads that conductor's ledger rows on
// that route with the same criteria, so its totals are the row's figures.
import type { components } from '@busops/sdk/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  busStaff,
  companies,
  fareConductorDayTotals,
  fareTransactions,
  fareTripTotals,
  routes,
} from '../../db/schema/index.ts';
import type { PathOf, QueryOf } from '../../http/operation.ts';
import { conductorIs, ledgerPage } from './fare-transactions.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { bigSum, sumTripFigures, type TripFigures, tripSums } from './trip.figures.ts';

type Query = QueryOf<'getStaffStatistics'>;
type Row = components['schemas']['StaffStatisticsRow'];

const t = fareTripTotals;

const c = fareConductorDayTotals;

/**
 * No payment filter: the conductor-day rollup (migration 0019), a row per conductor, route and day,
 * whose trips were counted once per conductor as they came.
 */
function fromConductorRollup(db: Db, query: Query) {
  return db
    .select({
      companyId: c.companyId,
      conductorId: c.conductorId,
      routeId: c.routeId,
      trips: sql<number>`coalesce(sum(${c.trips}), 0)::int`.mapWith(Number).as('trips'),
      riders: bigSum(c.riders).as('riders'),
      amount: bigSum(c.amount).as('amount'),
      transactions: bigSum(c.transactions).as('transactions'),
    })
    .from(c)
    .where(criteriaWhere(query, c))
    .groupBy(c.companyId, c.conductorId, c.routeId)
    .as('per_conductor');
}

/**
 * Some payment types: the per-trip rollup, one row per trip first (a hash aggregate), then per
 * conductor and route: trips = those rows with a trip code (a trip paid in two of the chosen ways once).
 */
function fromTripRollup(db: Db, query: Query) {
  const perTrip = db
    .select({
      companyId: t.companyId,
      conductorId: t.conductorId,
      routeId: t.routeId,
      trip: t.tripIdPerformed,
      ...tripSums(),
    })
    .from(t)
    .where(criteriaWhere(query, t))
    .groupBy(t.companyId, t.conductorId, t.routeId, t.serviceDate, t.tripIdPerformed)
    .as('per_trip');
  return db
    .select({
      companyId: perTrip.companyId,
      conductorId: perTrip.conductorId,
      routeId: perTrip.routeId,
      trips: sql<number>`count(*) filter (where ${perTrip.trip} <> '')::int`.mapWith(Number).as('trips'),
      riders: bigSum(sql`${perTrip.riders}`).as('riders'),
      amount: bigSum(sql`${perTrip.amount}`).as('amount'),
      transactions: bigSum(sql`${perTrip.transactions}`).as('transactions'),
    })
    .from(perTrip)
    .groupBy(perTrip.companyId, perTrip.conductorId, perTrip.routeId)
    .as('per_conductor');
}

export async function staffStatistics(db: Db, query: Query): Promise<{ items: Row[]; totals: TripFigures }> {
  const perConductor =
    query.payment_types && query.payment_types.length > 0
      ? fromTripRollup(db, query)
      : fromConductorRollup(db, query);
  const rows = await db
    .select({
      company_id: perConductor.companyId,
      company_name: companies.name,
      conductor_id: perConductor.conductorId,
      conductor_name: busStaff.fullName,
      staff_code: busStaff.staffCode,
      route_id: perConductor.routeId,
      route_number: routes.number,
      route_name: routes.name,
      trips: perConductor.trips,
      riders: perConductor.riders,
      amount: perConductor.amount,
      transactions: perConductor.transactions,
    })
    .from(perConductor)
    .innerJoin(companies, eq(companies.id, perConductor.companyId))
    .leftJoin(
      busStaff,
      and(eq(busStaff.id, perConductor.conductorId), eq(busStaff.companyId, perConductor.companyId)),
    )
    .leftJoin(routes, eq(routes.id, perConductor.routeId));
  // The rollup keeps "no conductor" as 0; the contract says null.
  const items = rows.map((r) => ({ ...r, conductor_id: r.conductor_id === 0 ? null : r.conductor_id }));
  const name = (r: Row) => r.conductor_name ?? '\uffff';
  items.sort(
    (a, b) =>
      name(a).localeCompare(name(b), 'vi') ||
      (a.conductor_id ?? 0) - (b.conductor_id ?? 0) ||
      (a.route_number ?? '').localeCompare(b.route_number ?? '', 'vi', { numeric: true }) ||
      a.route_id - b.route_id,
  );
  return { items, totals: sumTripFigures(items) };
}

/** The ledger rows of one conductor (0 = none) on one route, with the report's criteria. */
export function staffRouteTickets(
  db: Db,
  params: PathOf<'listStaffRouteTickets'>,
  query: QueryOf<'listStaffRouteTickets'>,
) {
  const where = and(
    criteriaWhere({ ...query, route_ids: [params.routeId] }, fareTransactions, true),
    conductorIs(params.staffId),
  )!;
  return ledgerPage(db, where, query);
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, TripFigures>> = [
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name, total: () => 'Tổng cộng' },
  { header: 'Phụ xe', kind: 'text', width: 28, value: (r) => r.conductor_name ?? NO_CONDUCTOR_LABEL },
  { header: 'Mã nhân viên', kind: 'text', value: (r) => r.staff_code ?? '' },
  { header: 'Số hiệu tuyến', kind: 'text', value: (r) => r.route_number ?? '' },
  { header: 'Tên tuyến', kind: 'text', width: 36, value: (r) => r.route_name ?? '' },
  { header: 'Số chuyến', kind: 'integer', value: (r) => r.trips, total: (s) => s.trips },
  { header: 'Lượt khách', kind: 'integer', value: (r) => r.riders, total: (s) => s.riders },
  { header: 'Số giao dịch', kind: 'integer', value: (r) => r.transactions, total: (s) => s.transactions },
  { header: 'Tiền thu', kind: 'money', width: 18, value: (r) => r.amount, total: (s) => s.amount },
];

export const NO_CONDUCTOR_LABEL = 'Không có phụ xe';

export async function exportStaffStatistics(db: Db, query: Query, reply: ReportAnswer) {
  const file = { filePrefix: 'thong-ke-theo-phu-xe', sheetName: 'Thống kê theo phụ xe', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await staffStatistics(db, query));
}
