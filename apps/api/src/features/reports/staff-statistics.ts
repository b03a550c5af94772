// getStaffStatistics (GET /statistic/staffs, /report/staff-statistics) and its drill-down
// listStaffRouteTickets: per conductor and route, the trips, riders and money of the per-trip rollup
// (docs/reports.md, "Statistics by conductor"); the drill-down reads that conductor's ledger rows on
// that route with the same criteria, so its totals are the row's figures.
import type { components } from '@busops/sdk/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { busStaff, companies, fareTransactions, fareTripTotals, routes } from '../../db/schema/index.ts';
import type { PathOf, QueryOf } from '../../http/operation.ts';
import { conductorIs, ledgerPage } from './fare-transactions.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { bigSum, sumTripFigures, type TripFigures, tripSums } from './trip.figures.ts';

type Query = QueryOf<'getStaffStatistics'>;
type Row = components['schemas']['StaffStatisticsRow'];

const t = fareTripTotals;

export async function staffStatistics(db: Db, query: Query): Promise<{ items: Row[]; totals: TripFigures }> {
  // One row per trip first (a hash aggregate), then per conductor and route: trips = those rows with a
  // trip code, without count(distinct ...), which sorts.
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
  const rows = await db
    .select({
      company_id: perTrip.companyId,
      company_name: companies.name,
      conductor_id: perTrip.conductorId,
      conductor_name: busStaff.fullName,
      staff_code: busStaff.staffCode,
      route_id: perTrip.routeId,
      route_number: routes.number,
      route_name: routes.name,
      trips: sql<number>`count(*) filter (where ${perTrip.trip} <> '')::int`.mapWith(Number),
      riders: bigSum(sql`${perTrip.riders}`),
      amount: bigSum(sql`${perTrip.amount}`),
      transactions: bigSum(sql`${perTrip.transactions}`),
    })
    .from(perTrip)
    .innerJoin(companies, eq(companies.id, perTrip.companyId))
    .leftJoin(busStaff, and(eq(busStaff.id, perTrip.conductorId), eq(busStaff.companyId, perTrip.companyId)))
    .leftJoin(routes, eq(routes.id, perTrip.routeId))
    .groupBy(
      perTrip.companyId,
      companies.name,
      perTrip.conductorId,
      busStaff.fullName,
      busStaff.staffCode,
      perTrip.routeId,
      routes.number,
      routes.name,
    );
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
