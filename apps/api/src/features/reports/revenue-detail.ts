// listRevenueDetail (GET /reports/revenue-detail) and exportRevenueDetail (…/export): the daily
// rollup's own rows over the period, paged in the database (OFFSET on a rollup that holds a few
// hundred rows a company-day), totals over every matching row, and the file streamed in batches.
import { fareActionLabel, paymentTypeLabel, riderCategoryLabel } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { companies, fareDailyTotals, routes } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerReportFile, type ReportAnswer, type ReportColumn } from './report.file.ts';

type Query = QueryOf<'listRevenueDetail'>;
type Row = components['schemas']['RevenueDetailRow'];
type Totals = components['schemas']['LedgerTotals'];

const t = fareDailyTotals;
const ORDER = [
  asc(t.serviceDate),
  sql`${routes.number} nulls first`,
  asc(t.routeId),
  asc(t.companyId),
  asc(t.paymentType),
  asc(t.fareAction),
  asc(t.riderCategory),
];

function rowsOf(db: Db, where: SQL, limit: number, offset: number): Promise<Row[]> {
  return db
    .select({
      service_date: t.serviceDate,
      company_id: t.companyId,
      company_name: companies.name,
      route_id: sql<number | null>`nullif(${t.routeId}, 0)`,
      route_number: routes.number,
      route_name: routes.name,
      payment_type: t.paymentType,
      fare_action: t.fareAction,
      rider_category: t.riderCategory,
      amount: t.amount,
      riders: t.riders,
      transactions: t.transactions,
    })
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .leftJoin(routes, eq(routes.id, t.routeId))
    .where(where)
    .orderBy(...ORDER)
    .limit(limit)
    .offset(offset) as Promise<Row[]>;
}

async function totalsOf(db: Db, where: SQL): Promise<Totals & { count: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${t.amount}), 0)::bigint`.mapWith(Number),
      riders: sql<number>`coalesce(sum(${t.riders}), 0)::bigint`.mapWith(Number),
      transactions: sql<number>`coalesce(sum(${t.transactions}), 0)::bigint`.mapWith(Number),
    })
    .from(t)
    .where(where);
  return row!;
}

export async function revenueDetailPage(db: Db, query: Query) {
  const where = criteriaWhere(query, t);
  const totals = totalsOf(db, where);
  const page = await readPage(
    query,
    (limit, offset) => rowsOf(db, where, limit, offset),
    async () => (await totals).count,
  );
  const { count: _count, ...sums } = await totals;
  return { ...page, totals: sums };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Totals>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name },
  { header: 'Số hiệu tuyến', kind: 'text', value: (r) => r.route_number ?? '' },
  { header: 'Tên tuyến', kind: 'text', width: 36, value: (r) => r.route_name ?? 'Không theo tuyến' },
  { header: 'Hình thức thanh toán', kind: 'text', width: 20, value: (r) => paymentTypeLabel(r.payment_type) },
  { header: 'Loại giao dịch', kind: 'text', width: 18, value: (r) => fareActionLabel(r.fare_action) },
  { header: 'Đối tượng', kind: 'text', value: (r) => riderCategoryLabel(r.rider_category) },
  { header: 'Số tiền', kind: 'money', width: 18, value: (r) => r.amount, total: (s) => s.amount },
  { header: 'Lượt khách', kind: 'integer', value: (r) => r.riders, total: (s) => s.riders },
  { header: 'Số giao dịch', kind: 'integer', value: (r) => r.transactions, total: (s) => s.transactions },
];

const BATCH = 5000;

export function exportRevenueDetail(
  db: Db,
  query: QueryOf<'exportRevenueDetail'>,
  reply: ReportAnswer,
): Promise<FastifyReply> {
  const where = criteriaWhere(query, t);
  async function* batches() {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await rowsOf(db, where, BATCH, offset);
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH) return;
    }
  }
  return answerReportFile(reply, {
    format: query.format,
    filePrefix: 'doanh-thu-chi-tiet',
    sheetName: 'Doanh thu chi tiết',
    columns: COLUMNS,
    batches: batches(),
    count: async () => (await totalsOf(db, where)).count,
    totals: async () => {
      const { count: _count, ...sums } = await totalsOf(db, where);
      return sums;
    },
  });
}
