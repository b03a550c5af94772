// getSubscriptionCardStatement (GET /statement/subscription-order/card): monthly pass orders paid and
// refunded at the counter, and their money, per month and card type: the ledger's order rows
// (pass-orders.sql.ts) joined to the order's pass and its card type.
import type { components } from '@busops/sdk/schema';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  cardTypes,
  companies,
  fareTransactions,
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

type Query = QueryOf<'getSubscriptionCardStatement'>;
type Row = components['schemas']['SubscriptionCardRow'];
type Statement = components['schemas']['SubscriptionCardStatement'];

const f = fareTransactions;

export async function subscriptionCard(db: Db, query: Query): Promise<Statement> {
  const items = await db
    .select({
      month: moneyMonth,
      company_id: f.companyId,
      company_name: companies.name,
      card_type_id: cardTypes.id,
      card_type_name: cardTypes.name,
      ...passOrderFigures(),
    })
    .from(f)
    .innerJoin(companies, eq(companies.id, f.companyId))
    .innerJoin(subscriptionOrders, joinOrder)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
    .innerJoin(cardTypes, eq(cardTypes.id, subscriptions.cardTypeId))
    .where(passOrderRowsWhere(query))
    .groupBy(moneyMonth, f.companyId, companies.name, cardTypes.id, cardTypes.name)
    .orderBy(moneyMonth, companies.name, cardTypes.name);
  return { items, totals: sumPassOrderFigures(items) };
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, PassOrderFigures>> = [
  { header: 'Tháng', kind: 'text', value: (r) => r.month, total: () => 'Tổng cộng' },
  { header: 'Đơn vị', kind: 'text', width: 30, value: (r) => r.company_name },
  { header: 'Loại thẻ', kind: 'text', width: 24, value: (r) => r.card_type_name },
  ...passOrderColumns<Row>(),
];

export async function exportSubscriptionCard(db: Db, query: Query, reply: FastifyReply) {
  const file = { filePrefix: 'bang-ke-the-ve-thang', sheetName: 'Thẻ vé tháng', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, await subscriptionCard(db, query));
}
