// getRevenueByDate (GET /statistic/date): one row per service day of the period, from the daily rollup.
import type { components } from '@busops/sdk/schema';
import type { Db } from '../../db/client.ts';
import { fareDailyTotals } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportAnswer, type ReportColumn } from './report.file.ts';
import { figureColumns, type RevenueFigures, revenueFigureFields, sumFigures } from './revenue.figures.ts';

type Query = QueryOf<'getRevenueByDate'>;
type Row = components['schemas']['RevenueByDateRow'];

export async function revenueByDate(db: Db, query: Query): Promise<{ items: Row[]; totals: RevenueFigures }> {
  const t = fareDailyTotals;
  const items = await db
    .select({ service_date: t.serviceDate, ...revenueFigureFields() })
    .from(t)
    .where(criteriaWhere(query, t))
    .groupBy(t.serviceDate)
    .orderBy(t.serviceDate);
  return { items, totals: sumFigures(items) };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, RevenueFigures>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  ...figureColumns<Row>(),
];

export async function exportRevenueByDate(db: Db, query: Query, reply: ReportAnswer) {
  const file = { filePrefix: 'doanh-thu-theo-ngay', sheetName: 'Doanh thu theo ngày', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await revenueByDate(db, query));
}
