// getTripStatistics (GET /statistic/routes/{route_id}/trips, /report/trip-statistics): the trips performed
// on one route from the per-trip rollup, named by dispatch (route_trips: departure, bus, crew), paged in
// the database, plus `details` per rider category and payment type for the trips of the page (spec §3:
// items plus details matched by trip_code). docs/reports.md, "Statistics by trip".
import type { components } from '@busops/sdk/schema';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { busStaff, fareTripTotals, routeTrips, vehicles } from '../../db/schema/index.ts';
import type { PathOf, QueryOf } from '../../http/operation.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { bigSum, type TripFigures, tripSums } from './trip.figures.ts';
import { dispatchTripOf, MAX_EXPORT_TRIPS, pagedTrips, tripCode, tripOrder } from './trip.page.ts';

type Query = QueryOf<'getTripStatistics'>;
type Row = components['schemas']['TripStatisticsRow'];
type Detail = components['schemas']['TripDetailRow'];

const t = fareTripTotals;
const driver = alias(busStaff, 'driver');
const conductor = alias(busStaff, 'conductor');

function whereOf(routeId: number, query: Query): SQL {
  return criteriaWhere({ ...query, route_ids: [routeId] }, t);
}

/** One row per (company, day, trip code) of the route: the rollup's rows of all conductors and kinds. */
function perTripOf(db: Db, where: SQL) {
  return db
    .select({
      companyId: t.companyId,
      serviceDate: t.serviceDate,
      trip: t.tripIdPerformed,
      ...tripSums(),
    })
    .from(t)
    .where(where)
    .groupBy(t.companyId, t.serviceDate, t.tripIdPerformed)
    .as('per_trip');
}

async function pageRows(db: Db, where: SQL, limit: number, offset: number): Promise<Row[]> {
  const p = perTripOf(db, where);
  const rows = await db
    .select({
      company_id: p.companyId,
      service_date: p.serviceDate,
      trip: p.trip,
      trip_id: routeTrips.id,
      planned_departure: routeTrips.plannedDeparture,
      vehicle_plate: vehicles.plate,
      driver_name: driver.fullName,
      conductor_name: conductor.fullName,
      riders: sql<number>`${p.riders}`.mapWith(Number),
      amount: sql<number>`${p.amount}`.mapWith(Number),
      transactions: sql<number>`${p.transactions}`.mapWith(Number),
    })
    .from(p)
    .leftJoin(routeTrips, dispatchTripOf(p))
    .leftJoin(vehicles, eq(vehicles.id, routeTrips.vehicleId))
    .leftJoin(driver, eq(driver.id, routeTrips.driverId))
    .leftJoin(conductor, eq(conductor.id, routeTrips.conductorId))
    .orderBy(...tripOrder(p))
    .limit(limit)
    .offset(offset);
  return rows.map(({ trip, ...r }) => ({
    ...r,
    trip_code: tripCode(trip),
    planned_departure: r.planned_departure?.toISOString() ?? null,
  }));
}

/** Trips (rows with a code), riders, money and rows of every trip of the period. */
async function totalsOf(db: Db, where: SQL): Promise<{ count: number; totals: TripFigures }> {
  const p = perTripOf(db, where);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      trips: sql<number>`count(*) filter (where ${p.trip} <> '')::int`.mapWith(Number),
      riders: bigSum(sql`${p.riders}`),
      amount: bigSum(sql`${p.amount}`),
      transactions: bigSum(sql`${p.transactions}`),
    })
    .from(p);
  const { count, ...totals } = row!;
  return { count, totals };
}

/** The page's trips per rider category and payment type. */
async function detailsOf(db: Db, where: SQL, items: readonly Row[]): Promise<Detail[]> {
  if (items.length === 0) return [];
  const days = [...new Set(items.map((i) => i.service_date))];
  const codes = [...new Set(items.map((i) => i.trip_code ?? ''))];
  const rows = await db
    .select({
      company_id: t.companyId,
      service_date: t.serviceDate,
      trip: t.tripIdPerformed,
      rider_category: t.riderCategory,
      payment_type: t.paymentType,
      riders: bigSum(t.riders),
      amount: bigSum(t.amount),
      transactions: bigSum(t.transactions),
    })
    .from(t)
    .where(and(where, inArray(t.serviceDate, days), inArray(t.tripIdPerformed, codes)))
    .groupBy(t.companyId, t.serviceDate, t.tripIdPerformed, t.riderCategory, t.paymentType)
    .orderBy(t.serviceDate, t.tripIdPerformed, t.companyId, t.riderCategory, t.paymentType);
  // days x codes may pair a day with another day's code: keep the page's own trips only.
  const onPage = new Set(items.map((i) => `${i.company_id}|${i.service_date}|${i.trip_code ?? ''}`));
  return rows
    .filter((r) => onPage.has(`${r.company_id}|${r.service_date}|${r.trip}`))
    .map(({ trip, ...r }) => ({
      ...r,
      trip_code: tripCode(trip),
      payment_type: r.payment_type as Detail['payment_type'],
    }));
}

const pageSums = (items: readonly Row[]): TripFigures => ({
  trips: items.filter((i) => i.trip_code !== null).length,
  riders: items.reduce((s, i) => s + i.riders, 0),
  amount: items.reduce((s, i) => s + i.amount, 0),
  transactions: items.reduce((s, i) => s + i.transactions, 0),
});

export async function tripStatistics(db: Db, params: PathOf<'getTripStatistics'>, query: Query) {
  const where = whereOf(params.route_id, query);
  const page = await pagedTrips(
    query,
    (limit, offset) => pageRows(db, where, limit, offset),
    () => totalsOf(db, where),
    pageSums,
  );
  return { ...page, details: await detailsOf(db, where, page.items) };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, TripFigures>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Chuyến', kind: 'text', width: 22, value: (r) => r.trip_code ?? 'Không theo chuyến' },
  { header: 'Giờ xuất bến', kind: 'datetime', width: 18, value: (r) => r.planned_departure ?? '' },
  { header: 'Biển số', kind: 'text', value: (r) => r.vehicle_plate ?? '' },
  { header: 'Lái xe', kind: 'text', width: 24, value: (r) => r.driver_name ?? '' },
  { header: 'Phụ xe', kind: 'text', width: 24, value: (r) => r.conductor_name ?? '' },
  { header: 'Lượt khách', kind: 'integer', value: (r) => r.riders, total: (s) => s.riders },
  { header: 'Số giao dịch', kind: 'integer', value: (r) => r.transactions, total: (s) => s.transactions },
  { header: 'Tiền thu', kind: 'money', width: 18, value: (r) => r.amount, total: (s) => s.amount },
];

export async function exportTripStatistics(
  db: Db,
  params: PathOf<'getTripStatistics'>,
  query: Query,
  reply: ReportAnswer,
) {
  const where = whereOf(params.route_id, query);
  const [items, { totals }] = await Promise.all([
    pageRows(db, where, MAX_EXPORT_TRIPS, 0),
    totalsOf(db, where),
  ]);
  const file = { filePrefix: 'thong-ke-theo-chuyen', sheetName: 'Thống kê theo chuyến', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, { items, totals });
}
