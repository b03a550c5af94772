// getMonthlyTicketReport (GET /statement/monthly-ticket-report): monthly passes sold, renewed and
// refunded with their money, per month and pass product (the route of a one-route pass, or the name of a
// multi-route price): the ledger's order rows (pass-orders.sql.ts) joined to the order's pass. The same
// rows as the subscription card statement, grouped by what was sold instead of by card type, so both
// nets are the pass revenue of the revenue reports for the period (docs/reports.md, "Monthly ticket report").
import type { components } from '@busops/sdk/schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  companies,
  fareTransactions,
  routes,
  subscriptionOrders,
  subscriptions,
} from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { answerWholeReport, type ReportColumn } from '../reports/report.file.ts';
import {
  joinOrder,
  moneyMonth,
  type PassOrderFigures,
  passOrderColumns,
  passOrderFigures,
  passOrderRowsWhere,
  sumPassOrderFigures,
} from './pass-orders.sql.ts';

type Query = QueryOf<'getMonthlyTicketReport'>;
type Row = components['schemas']['MonthlyTicketRow'];
type Report = components['schemas']['MonthlyTicketReport'];

const f = fareTransactions;
const p = subscriptions;

/** 'Tuyến 19 - Bến Thành - Chợ Lớn' for a one-route pass, the multi-route price's name otherwise. */
const productName = sql<string>`case when ${p.scope} = 'single'
  then 'Tuyến ' || coalesce(${routes.number}, '?') || ' - ' || coalesce(${routes.name}, '')
  else coalesce(${p.multipleRoutesName}, 'Liên tuyến') end`;

export async function monthlyTicketReport(db: Db, query: Query): Promise<Report> {
  const items = await db
    .select({
      month: moneyMonth,
      company_id: f.companyId,
      company_name: companies.name,
      product_scope: p.scope,
      product_route_id: p.routeId,
      product_name: productName,
      ...passOrderFigures(),
    })
    .from(f)
    .innerJoin(companies, eq(companies.id, f.companyId))
    .innerJoin(subscriptionOrders, joinOrder)
    .innerJoin(p, eq(p.id, subscriptionOrders.subscriptionId))
    .leftJoin(routes, eq(routes.id, p.routeId))
    .where(passOrderRowsWhere(query))
    .groupBy(moneyMonth, f.companyId, companies.name, p.scope, p.routeId, productName)
    .orderBy(moneyMonth, companies.name, productName);
  return { items, totals: sumPassOrderFigures(items) };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, PassOrderFigures>> = [
  { header: 'Tháng', kind: 'text', value: (r) => r.month, total: () => 'Tổng cộng' },
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name },
  { header: 'Sản phẩm vé tháng', kind: 'text', width: 36, value: (r) => r.product_name },
  ...passOrderColumns<Row>(),
];

export async function exportMonthlyTicketReport(db: Db, query: Query, reply: FastifyReply) {
  const file = { filePrefix: 'bao-cao-ve-thang', sheetName: 'Vé tháng', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await monthlyTicketReport(db, query));
}
