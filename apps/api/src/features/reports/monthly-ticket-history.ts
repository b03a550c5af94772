// listMonthlyTicketHistory (GET /statistic/ticket-history, /report/report-ticket-history, super company
// only): the monthly passes sold and refunded at the counter, i.e. the ledger rows of monthly-ticket
// orders (`pass_purchase`, `refund`: order payments and cancellations write them, ledger.ts), each named
// by its order, customer, card and pass, paged in the database in ledger order.
import { fareActionLabel, formatPhone, ORDER_TYPE_LABELS, type OrderType } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cardTypes,
  companies,
  fareTransactions,
  members,
  nfcCards,
  routes,
  subscriptionOrders,
  subscriptions,
} from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { ledgerBatches, pageWithTotals } from './fare-transactions.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerReportFile, type ReportAnswer, type ReportColumn } from './report.file.ts';

type Query = QueryOf<'listMonthlyTicketHistory'>;
type Row = components['schemas']['MonthlyTicketSale'];
type Totals = components['schemas']['MonthlyTicketTotals'];

const f = fareTransactions;
const o = subscriptionOrders;
const s = subscriptions;
const PASS_ACTIONS = ['pass_purchase', 'refund'] as const;

function whereOf(db: Db, query: Query): SQL {
  const orderFilter =
    query.card_type_id !== undefined || query.order_type !== undefined || query.member_id !== undefined;
  return and(
    criteriaWhere(query, f, true),
    isNotNull(f.orderId),
    inArray(f.fareAction, query.fare_actions?.length ? query.fare_actions : [...PASS_ACTIONS]),
    // The order's filters as a subquery on the scoped database: another company's order selects none.
    orderFilter
      ? inArray(
          f.orderId,
          db
            .select({ id: o.id })
            .from(o)
            .innerJoin(s, eq(s.id, o.subscriptionId))
            .where(
              and(
                query.card_type_id !== undefined ? eq(s.cardTypeId, query.card_type_id) : undefined,
                query.order_type !== undefined ? eq(o.orderType, query.order_type) : undefined,
                query.member_id !== undefined ? eq(o.memberId, query.member_id) : undefined,
              ),
            ),
        )
      : undefined,
  )!;
}

async function rowsOf(db: Db, where: SQL, limit: number, offset: number): Promise<Row[]> {
  const rows = await db
    .select({
      id: f.id,
      transaction_id: f.transactionId,
      company_id: f.companyId,
      company_name: companies.name,
      service_date: f.serviceDate,
      event_timestamp: f.eventTimestamp,
      fare_action: f.fareAction,
      payment_type: f.paymentType,
      amount: f.amount,
      order_id: sql<number>`${f.orderId}`.mapWith(Number),
      order_code: o.code,
      order_type: o.orderType,
      period_month: o.periodMonth,
      member_id: o.memberId,
      member_name: members.fullName,
      member_phone: members.phoneNumber,
      card_number: nfcCards.cardNumber,
      card_type_name: cardTypes.name,
      pass_route: sql<string | null>`coalesce(${routes.number}, ${s.multipleRoutesName})`,
    })
    .from(f)
    .innerJoin(companies, eq(companies.id, f.companyId))
    .leftJoin(o, eq(o.id, f.orderId))
    .leftJoin(s, eq(s.id, o.subscriptionId))
    .leftJoin(members, eq(members.id, o.memberId))
    .leftJoin(nfcCards, sql`${nfcCards.id} = coalesce(${o.cardId}, ${s.cardId})`)
    .leftJoin(cardTypes, eq(cardTypes.id, s.cardTypeId))
    .leftJoin(routes, eq(routes.id, s.routeId))
    .where(where)
    .orderBy(asc(f.serviceDate), asc(f.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, event_timestamp: r.event_timestamp.toISOString() }));
}

const bigint = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

async function totalsOf(db: Db, where: SQL): Promise<Totals> {
  const [row] = await db
    .select({
      amount: bigint(sql`sum(${f.amount})`),
      sold: bigint(sql`sum(${f.amount}) filter (where ${f.fareAction} = 'pass_purchase')`),
      refunded: bigint(sql`sum(${f.amount}) filter (where ${f.fareAction} = 'refund')`),
      sales: sql<number>`count(*) filter (where ${f.fareAction} = 'pass_purchase')::int`.mapWith(Number),
      refunds: sql<number>`count(*) filter (where ${f.fareAction} = 'refund')::int`.mapWith(Number),
      transactions: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(f)
    .where(where);
  return row!;
}

function pageSums(items: Row[]): Totals {
  const sum = (list: Row[]) => list.reduce((total, r) => total + r.amount, 0);
  const sales = items.filter((r) => r.fare_action === 'pass_purchase');
  const refunds = items.filter((r) => r.fare_action === 'refund');
  return {
    amount: sum(items),
    sold: sum(sales),
    refunded: sum(refunds),
    sales: sales.length,
    refunds: refunds.length,
    transactions: items.length,
  };
}

export function monthlyTicketHistory(db: Db, query: Query) {
  const where = whereOf(db, query);
  return pageWithTotals(query, {
    rows: (limit, offset) => rowsOf(db, where, limit, offset),
    totals: () => totalsOf(db, where),
    pageSums,
  });
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Totals>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Thời điểm', kind: 'datetime', width: 18, value: (r) => r.event_timestamp },
  { header: 'Đơn vị', kind: 'text', width: 28, value: (r) => r.company_name },
  { header: 'Mã đơn', kind: 'text', width: 16, value: (r) => r.order_code ?? '' },
  {
    header: 'Loại đơn',
    kind: 'text',
    width: 14,
    value: (r) => (r.order_type ? (ORDER_TYPE_LABELS[r.order_type as OrderType] ?? '') : ''),
  },
  { header: 'Tháng vé', kind: 'text', value: (r) => r.period_month ?? '' },
  { header: 'Khách hàng', kind: 'text', width: 26, value: (r) => r.member_name ?? '' },
  { header: 'Điện thoại', kind: 'text', width: 14, value: (r) => formatPhone(r.member_phone) },
  { header: 'Số thẻ', kind: 'text', width: 16, value: (r) => r.card_number ?? '' },
  { header: 'Loại thẻ', kind: 'text', width: 18, value: (r) => r.card_type_name ?? '' },
  { header: 'Tuyến', kind: 'text', value: (r) => r.pass_route ?? '' },
  {
    header: 'Giao dịch',
    kind: 'text',
    width: 12,
    value: (r) => fareActionLabel(r.fare_action),
  },
  { header: 'Số tiền', kind: 'money', width: 16, value: (r) => r.amount, total: (t) => t.amount },
];

export function exportMonthlyTicketHistory(db: Db, query: Query, reply: ReportAnswer) {
  const where = whereOf(db, query);
  return answerReportFile(reply, {
    format: query.format,
    filePrefix: 'lich-su-mua-ve-thang',
    sheetName: 'Lịch sử mua vé tháng',
    columns: COLUMNS,
    batches: ledgerBatches(where, (condition, limit) => rowsOf(db, condition, limit, 0)),
    totals: () => totalsOf(db, where),
  });
}
