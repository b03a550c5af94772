// getNoRevenueTrips (GET /statistic/routes/{route_id}/no-revenue, /report/trips-no-revenue): the riders of
// the free rider categories (FREE_RIDER_CATEGORIES, fares of 0 ₫) per trip performed on one route, from
// the per-trip rollup, paged in the database (docs/reports.md, "No-revenue ticket types per trip").
import { FREE_RIDER_CATEGORIES } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fareTripTotals, routeTrips } from '../../db/schema/index.ts';
import type { PathOf, QueryOf } from '../../http/operation.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { bigSum } from './trip.figures.ts';
import { dispatchTripOf, MAX_EXPORT_TRIPS, pagedTrips, tripCode, tripOrder } from './trip.page.ts';

type Query = QueryOf<'getNoRevenueTrips'>;
type Row = components['schemas']['NoRevenueTripRow'];
type Totals = components['schemas']['NoRevenueTotals'];
type FreeCategory = 'nguoi_cao_tuoi' | 'nguoi_khuyet_tat' | 'tre_em_duoi_6' | 'nguoi_co_cong';

const t = fareTripTotals;
const CATEGORIES = FREE_RIDER_CATEGORIES as readonly FreeCategory[];

function whereOf(routeId: number, query: Query): SQL {
  return and(
    criteriaWhere({ ...query, route_ids: [routeId] }, t),
    inArray(t.riderCategory, [...CATEGORIES]),
  )!;
}

/** Riders per free category: one filtered sum each, named by the category. */
function categorySums(source: typeof t.riders | ((category: FreeCategory) => SQL)) {
  return Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      typeof source === 'function'
        ? bigSum(source(c)).as(c)
        : sql<number>`coalesce(sum(${source}) filter (where ${t.riderCategory} = ${c}), 0)::bigint`
            .mapWith(Number)
            .as(c),
    ]),
  ) as Record<FreeCategory, SQL.Aliased<number>>;
}

/** One row per (company, day, trip code) with free riders. */
function perTripOf(db: Db, where: SQL) {
  return db
    .select({
      companyId: t.companyId,
      serviceDate: t.serviceDate,
      trip: t.tripIdPerformed,
      riders: bigSum(t.riders).as('riders'),
      transactions: bigSum(t.transactions).as('transactions'),
      ...categorySums(t.riders),
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
      planned_departure: routeTrips.plannedDeparture,
      riders: sql<number>`${p.riders}`.mapWith(Number),
      transactions: sql<number>`${p.transactions}`.mapWith(Number),
      ...(Object.fromEntries(CATEGORIES.map((c) => [c, sql<number>`${p[c]}`.mapWith(Number)])) as Record<
        FreeCategory,
        SQL<number>
      >),
    })
    .from(p)
    .leftJoin(routeTrips, dispatchTripOf(p))
    .orderBy(...tripOrder(p))
    .limit(limit)
    .offset(offset);
  return rows.map(({ trip, ...r }) => ({
    ...r,
    trip_code: tripCode(trip),
    planned_departure: r.planned_departure?.toISOString() ?? null,
  }));
}

async function totalsOf(db: Db, where: SQL): Promise<{ count: number; totals: Totals }> {
  const p = perTripOf(db, where);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      trips: sql<number>`count(*) filter (where ${p.trip} <> '')::int`.mapWith(Number),
      riders: bigSum(sql`${p.riders}`),
      transactions: bigSum(sql`${p.transactions}`),
      ...categorySums((c) => sql`${p[c]}`),
    })
    .from(p);
  const { count, ...totals } = row!;
  return { count, totals: totals as Totals };
}

const pageSums = (items: readonly Row[]): Totals => {
  const sum = (key: keyof Row & ('riders' | 'transactions' | FreeCategory)) =>
    items.reduce((s, i) => s + i[key], 0);
  return {
    trips: items.filter((i) => i.trip_code !== null).length,
    riders: sum('riders'),
    transactions: sum('transactions'),
    nguoi_cao_tuoi: sum('nguoi_cao_tuoi'),
    nguoi_khuyet_tat: sum('nguoi_khuyet_tat'),
    tre_em_duoi_6: sum('tre_em_duoi_6'),
    nguoi_co_cong: sum('nguoi_co_cong'),
  };
};

export function noRevenueTrips(db: Db, params: PathOf<'getNoRevenueTrips'>, query: Query) {
  const where = whereOf(params.route_id, query);
  return pagedTrips(
    query,
    (limit, offset) => pageRows(db, where, limit, offset),
    () => totalsOf(db, where),
    pageSums,
  );
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Totals>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Chuyến', kind: 'text', width: 22, value: (r) => r.trip_code ?? 'Không theo chuyến' },
  { header: 'Giờ xuất bến', kind: 'datetime', width: 18, value: (r) => r.planned_departure ?? '' },
  {
    header: 'Người cao tuổi',
    kind: 'integer',
    value: (r) => r.nguoi_cao_tuoi,
    total: (s) => s.nguoi_cao_tuoi,
  },
  {
    header: 'Người khuyết tật',
    kind: 'integer',
    value: (r) => r.nguoi_khuyet_tat,
    total: (s) => s.nguoi_khuyet_tat,
  },
  {
    header: 'Trẻ em dưới 6 tuổi',
    kind: 'integer',
    value: (r) => r.tre_em_duoi_6,
    total: (s) => s.tre_em_duoi_6,
  },
  { header: 'Người có công', kind: 'integer', value: (r) => r.nguoi_co_cong, total: (s) => s.nguoi_co_cong },
  { header: 'Tổng khách miễn vé', kind: 'integer', value: (r) => r.riders, total: (s) => s.riders },
];

export async function exportNoRevenueTrips(
  db: Db,
  params: PathOf<'getNoRevenueTrips'>,
  query: Query,
  reply: ReportAnswer,
) {
  const where = whereOf(params.route_id, query);
  const [items, { totals }] = await Promise.all([
    pageRows(db, where, MAX_EXPORT_TRIPS, 0),
    totalsOf(db, where),
  ]);
  const file = { filePrefix: 've-khong-doanh-thu', sheetName: 'Vé không doanh thu', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, { items, totals });
}
