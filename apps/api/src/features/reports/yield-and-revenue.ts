// getYieldAndRevenue (GET /reports/yield-and-revenue) and its /export: output and yield per route
// (docs/reports.md, "Yield"). Revenue and boardings are the revenue-by-route figures (daily rollup);
// trips are the distinct trips performed that recorded a fare (counted per route and day by the trigger); km = trips x the
// route's length. Both yields finance asks for are named: revenue per passenger and revenue per km. The
// service figures (revenue hours, passengers per revenue hour, km driven against planned) come from
// dispatch's timed trips (yield-service.ts).
import type { components } from '@busops/sdk/schema';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  fareDailyTotals,
  fareRouteDayTrips,
  fareTripTotals,
  routes,
} from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { revenueFigureFields } from './revenue.figures.ts';
import { NO_SERVICE, type ServiceSums, serviceByRoute } from './yield-service.ts';

type Query = QueryOf<'getYieldAndRevenue'>;
type Row = components['schemas']['YieldRow'];
type Figures = components['schemas']['YieldFigures'];

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const ratio = (a: number, b: number) => (b > 0 ? Math.round(a / b) : null);
const ratioOneDecimal = (a: number, b: number) => (b > 0 ? oneDecimal(a / b) : null);

/** What a row or the totals row adds up; every figure of the report is these or a ratio of them. */
export interface YieldSums extends ServiceSums {
  trips: number;
  boardings: number;
  revenue: number;
  /** Planned km: trips x the route's length. */
  km: number;
  /** The planned km of the measured trips: measured trips x the route's length. */
  kmPlannedMeasured: number;
}

/** The yields of some sums: ratios of totals, never sums of ratios. */
export function yieldsOf(sums: YieldSums): Figures {
  const revenueHours = sums.revenueMinutes / 60;
  return {
    trips: sums.trips,
    boardings: sums.boardings,
    revenue: sums.revenue,
    km: oneDecimal(sums.km),
    revenue_per_passenger: ratio(sums.revenue, sums.boardings),
    revenue_per_km: ratio(sums.revenue, sums.km),
    revenue_per_trip: ratio(sums.revenue, sums.trips),
    passengers_per_trip: ratioOneDecimal(sums.boardings, sums.trips),
    timed_trips: sums.timedTrips,
    timed_day_boardings: sums.timedDayBoardings,
    revenue_hours: Math.round(revenueHours * 100) / 100,
    passengers_per_revenue_hour: ratioOneDecimal(sums.timedDayBoardings, revenueHours),
    measured_trips: sums.measuredTrips,
    km_driven: oneDecimal(sums.kmDriven),
    km_planned_measured: oneDecimal(sums.kmPlannedMeasured),
    km_driven_percent: ratioOneDecimal(sums.kmDriven * 100, sums.kmPlannedMeasured),
  };
}

const NOTHING: YieldSums = { ...NO_SERVICE, trips: 0, boardings: 0, revenue: 0, km: 0, kmPlannedMeasured: 0 };

function addUp(rows: readonly YieldSums[]): YieldSums {
  const total = { ...NOTHING };
  for (const row of rows)
    for (const key of Object.keys(total) as Array<keyof YieldSums>) total[key] += row[key];
  return total;
}

/**
 * Trips performed per route. Without a payment filter: the trigger's count per route and day
 * (fare_route_day_trips, migration 0014), 365 rows a route for a year. With one, a trip counts when it
 * recorded a fare of those payment types: the distinct (day, trip) pairs of the per-trip rollup, a
 * DISTINCT under a GROUP BY (hash aggregates) rather than count(distinct (day, trip)), which sorts rows.
 */
function tripsByRoute(db: Db, query: Query) {
  if (!query.payment_types || query.payment_types.length === 0) {
    const r = fareRouteDayTrips;
    return db
      .select({ routeId: r.routeId, trips: sql<number>`sum(${r.trips})::int`.mapWith(Number) })
      .from(r)
      .where(and(criteriaWhere(query, r), ne(r.routeId, 0)))
      .groupBy(r.routeId);
  }
  const t = fareTripTotals;
  const pairs = db
    .selectDistinct({ routeId: t.routeId, serviceDate: t.serviceDate, trip: t.tripIdPerformed })
    .from(t)
    .where(and(criteriaWhere(query, t), ne(t.routeId, 0), ne(t.tripIdPerformed, '')))
    .as('pairs');
  return db
    .select({ routeId: pairs.routeId, trips: sql<number>`count(*)::int`.mapWith(Number) })
    .from(pairs)
    .groupBy(pairs.routeId);
}

export async function yieldAndRevenue(db: Db, query: Query): Promise<{ items: Row[]; totals: Figures }> {
  const d = fareDailyTotals;
  const { boardings, revenue } = revenueFigureFields();
  const [money, trips, service] = await Promise.all([
    db
      .select({ routeId: d.routeId, boardings, revenue })
      .from(d)
      .where(and(criteriaWhere(query, d), ne(d.routeId, 0)))
      .groupBy(d.routeId),
    tripsByRoute(db, query),
    serviceByRoute(db, query),
  ]);
  const ids = [
    ...new Set([...money.map((m) => m.routeId), ...trips.map((t) => t.routeId), ...service.keys()]),
  ];
  if (ids.length === 0) return { items: [], totals: yieldsOf(NOTHING) };
  const named = await db
    .select({
      id: routes.id,
      number: routes.number,
      name: routes.name,
      lengthKm: routes.lengthKm,
      companyId: routes.companyId,
      companyName: companies.name,
    })
    .from(routes)
    .innerJoin(companies, eq(companies.id, routes.companyId))
    .where(inArray(routes.id, ids));
  const moneyOf = new Map(money.map((m) => [m.routeId, m]));
  const tripsOf = new Map(trips.map((t) => [t.routeId, t.trips]));
  const rows = named.map((route) => {
    const length = route.lengthKm ?? 0;
    const served = service.get(route.id) ?? NO_SERVICE;
    const sums: YieldSums = {
      ...served,
      trips: tripsOf.get(route.id) ?? 0,
      boardings: moneyOf.get(route.id)?.boardings ?? 0,
      revenue: moneyOf.get(route.id)?.revenue ?? 0,
      km: (tripsOf.get(route.id) ?? 0) * length,
      kmPlannedMeasured: served.measuredTrips * length,
    };
    const item: Row = {
      company_id: route.companyId,
      company_name: route.companyName,
      route_id: route.id,
      route_number: route.number,
      route_name: route.name,
      length_km: route.lengthKm,
      ...yieldsOf(sums),
    };
    return { item, sums };
  });
  rows.sort(
    (a, b) =>
      b.item.revenue - a.item.revenue ||
      a.item.route_number.localeCompare(b.item.route_number, 'vi', { numeric: true }),
  );
  return { items: rows.map((r) => r.item), totals: yieldsOf(addUp(rows.map((r) => r.sums))) };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Figures>> = [
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name, total: () => 'Tổng cộng' },
  { header: 'Số hiệu tuyến', kind: 'text', value: (r) => r.route_number },
  { header: 'Tên tuyến', kind: 'text', width: 36, value: (r) => r.route_name },
  { header: 'Cự ly tuyến (km)', kind: 'decimal', value: (r) => r.length_km },
  { header: 'Số chuyến', kind: 'integer', value: (r) => r.trips, total: (s) => s.trips },
  { header: 'Lượt khách', kind: 'integer', value: (r) => r.boardings, total: (s) => s.boardings },
  { header: 'Doanh thu', kind: 'money', width: 18, value: (r) => r.revenue, total: (s) => s.revenue },
  { header: 'Km kế hoạch', kind: 'decimal', value: (r) => r.km, total: (s) => s.km },
  {
    header: 'Doanh thu / khách',
    kind: 'money',
    width: 18,
    value: (r) => r.revenue_per_passenger,
    total: (s) => s.revenue_per_passenger,
  },
  {
    header: 'Doanh thu / km',
    kind: 'money',
    width: 16,
    value: (r) => r.revenue_per_km,
    total: (s) => s.revenue_per_km,
  },
  {
    header: 'Doanh thu / chuyến',
    kind: 'money',
    width: 18,
    value: (r) => r.revenue_per_trip,
    total: (s) => s.revenue_per_trip,
  },
  {
    header: 'Khách / chuyến',
    kind: 'decimal',
    value: (r) => r.passengers_per_trip,
    total: (s) => s.passengers_per_trip,
  },
  {
    header: 'Chuyến có giờ thực tế',
    kind: 'integer',
    value: (r) => r.timed_trips,
    total: (s) => s.timed_trips,
  },
  {
    header: 'Lượt khách ngày có giờ thực tế',
    kind: 'integer',
    value: (r) => r.timed_day_boardings,
    total: (s) => s.timed_day_boardings,
  },
  { header: 'Giờ vận doanh', kind: 'decimal', value: (r) => r.revenue_hours, total: (s) => s.revenue_hours },
  {
    header: 'Khách / giờ vận doanh',
    kind: 'decimal',
    value: (r) => r.passengers_per_revenue_hour,
    total: (s) => s.passengers_per_revenue_hour,
  },
  {
    header: 'Chuyến đo được km (GPS)',
    kind: 'integer',
    value: (r) => r.measured_trips,
    total: (s) => s.measured_trips,
  },
  { header: 'Km thực chạy (GPS)', kind: 'decimal', value: (r) => r.km_driven, total: (s) => s.km_driven },
  {
    header: 'Km kế hoạch của các chuyến đo',
    kind: 'decimal',
    value: (r) => r.km_planned_measured,
    total: (s) => s.km_planned_measured,
  },
  {
    header: 'Km thực chạy / kế hoạch (%)',
    kind: 'decimal',
    value: (r) => r.km_driven_percent,
    total: (s) => s.km_driven_percent,
  },
];

export async function exportYieldAndRevenue(db: Db, query: Query, reply: ReportAnswer) {
  const file = { filePrefix: 'san-luong-doanh-thu', sheetName: 'Sản lượng và doanh thu', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await yieldAndRevenue(db, query));
}
