// getRevenueByRoute (GET /statistic/routes): one row per route (and per company, what was sold on no
// route), from the daily rollup, highest revenue first.
import type { components } from '@busops/sdk/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, fareDailyTotals, routes } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { figureColumns, type RevenueFigures, revenueFigureFields, sumFigures } from './revenue.figures.ts';

type Query = QueryOf<'getRevenueByRoute'>;
type Row = components['schemas']['RevenueByRouteRow'];

export async function revenueByRoute(
  db: Db,
  query: Query,
): Promise<{ items: Row[]; totals: RevenueFigures }> {
  const t = fareDailyTotals;
  const figures = revenueFigureFields();
  const rows = await db
    .select({
      company_id: t.companyId,
      company_name: companies.name,
      route_id: t.routeId,
      route_number: routes.number,
      route_name: routes.name,
      ...figures,
    })
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .leftJoin(routes, eq(routes.id, t.routeId))
    .where(criteriaWhere(query, t))
    .groupBy(t.companyId, companies.name, t.routeId, routes.number, routes.name)
    .orderBy(desc(figures.revenue), sql`${routes.number} nulls last`, t.companyId);
  // The rollup keeps "no route" as 0; the contract says null.
  const items = rows.map((r) => ({ ...r, route_id: r.route_id === 0 ? null : r.route_id }));
  return { items, totals: sumFigures(items) };
}

export const NO_ROUTE_LABEL = 'Không theo tuyến (bán tại quầy)';

const COLUMNS: ReadonlyArray<ReportColumn<Row, RevenueFigures>> = [
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name, total: () => 'Tổng cộng' },
  { header: 'Số hiệu tuyến', kind: 'text', value: (r) => r.route_number ?? '' },
  { header: 'Tên tuyến', kind: 'text', width: 40, value: (r) => r.route_name ?? NO_ROUTE_LABEL },
  ...figureColumns<Row>(),
];

export async function exportRevenueByRoute(db: Db, query: Query, reply: ReportAnswer) {
  const file = { filePrefix: 'doanh-thu-theo-tuyen', sheetName: 'Doanh thu theo tuyến', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await revenueByRoute(db, query));
}
