// getYieldAndRevenue (GET /reports/yield-and-revenue) and its /export: output and yield per route
// (docs/reports.md, "Yield"). Revenue and boardings are the revenue-by-route figures (daily rollup);
// trips are the distinct trips performed that recorded a fare (counted per route and day by the trigger); km = trips x the
// route's length. Both yields finance asks for are named: revenue per passenger and revenue per km.
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

type Query = QueryOf<'getYieldAndRevenue'>;
type Row = components['schemas']['YieldRow'];
type Figures = components['schemas']['YieldFigures'];

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const ratio = (a: number, b: number) => (b > 0 ? Math.round(a / b) : null);

/** The yields of some sums: ratios of totals, never sums of ratios. */
export function yieldsOf(sums: Pick<Figures, 'trips' | 'boardings' | 'revenue' | 'km'>): Figures {
  return {
    ...sums,
    km: oneDecimal(sums.km),
    revenue_per_passenger: ratio(sums.revenue, sums.boardings),
    revenue_per_km: ratio(sums.revenue, sums.km),
    revenue_per_trip: ratio(sums.revenue, sums.trips),
    passengers_per_trip: sums.trips > 0 ? oneDecimal(sums.boardings / sums.trips) : null,
  };
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
  const [money, trips] = await Promise.all([
    db
      .select({ routeId: d.routeId, boardings, revenue })
      .from(d)
      .where(and(criteriaWhere(query, d), ne(d.routeId, 0)))
      .groupBy(d.routeId),
    tripsByRoute(db, query),
  ]);
  const ids = [...new Set([...money.map((m) => m.routeId), ...trips.map((t) => t.routeId)])];
  if (ids.length === 0) return { items: [], totals: yieldsOf({ trips: 0, boardings: 0, revenue: 0, km: 0 }) };
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
  const items: Row[] = named.map((route) => {
    const sums = {
      trips: tripsOf.get(route.id) ?? 0,
      boardings: moneyOf.get(route.id)?.boardings ?? 0,
      revenue: moneyOf.get(route.id)?.revenue ?? 0,
    };
    return {
      company_id: route.companyId,
      company_name: route.companyName,
      route_id: route.id,
      route_number: route.number,
      route_name: route.name,
      length_km: route.lengthKm,
      ...yieldsOf({ ...sums, km: sums.trips * (route.lengthKm ?? 0) }),
    };
  });
  items.sort(
    (a, b) => b.revenue - a.revenue || a.route_number.localeCompare(b.route_number, 'vi', { numeric: true }),
  );
  const sum = (key: 'trips' | 'boardings' | 'revenue' | 'km') => items.reduce((s, r) => s + r[key], 0);
  return {
    items,
    totals: yieldsOf({
      trips: sum('trips'),
      boardings: sum('boardings'),
      revenue: sum('revenue'),
      km: sum('km'),
    }),
  };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Figures>> = [
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name, total: () => 'Tổng cộng' },
  { header: 'Số hiệu tuyến', kind: 'text', value: (r) => r.route_number },
  { header: 'Tên tuyến', kind: 'text', width: 36, value: (r) => r.route_name },
  { header: 'Cự ly tuyến (km)', kind: 'decimal', value: (r) => r.length_km },
  { header: 'Số chuyến', kind: 'integer', value: (r) => r.trips, total: (s) => s.trips },
  { header: 'Lượt khách', kind: 'integer', value: (r) => r.boardings, total: (s) => s.boardings },
  { header: 'Doanh thu', kind: 'money', width: 18, value: (r) => r.revenue, total: (s) => s.revenue },
  { header: 'Km xe chạy', kind: 'decimal', value: (r) => r.km, total: (s) => s.km },
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
];

export async function exportYieldAndRevenue(db: Db, query: Query, reply: ReportAnswer) {
  const file = { filePrefix: 'san-luong-doanh-thu', sheetName: 'Sản lượng và doanh thu', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await yieldAndRevenue(db, query));
}
