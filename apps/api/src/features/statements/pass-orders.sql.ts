// The monthly-pass order rows of the ledger and their figures (contract SubscriptionCardFigures), shared
// by the statements that group them (subscription card: by card type; monthly ticket report: by pass
// product): a `pass_purchase` row when an order is paid, a `refund` row when a paid order is cancelled,
// one each per order, so the money is the ledger's, the same dong as pass revenue in the revenue reports.
import type { components } from '@busops/sdk/schema';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { fareTransactions, subscriptionOrders } from '../../db/schema/index.ts';
import type { ReportQuery } from '../reports/report.criteria.ts';
import { criteriaWhere } from '../reports/report.criteria.ts';
import type { ReportColumn } from '../reports/report.file.ts';

export type PassOrderFigures = components['schemas']['SubscriptionCardFigures'];

const f = fareTransactions;
const o = subscriptionOrders;
const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const amount = (action: 'pass_purchase' | 'refund') =>
  sql<number>`coalesce(sum(${f.amount}) filter (where ${f.fareAction} = ${action}), 0)::bigint`.mapWith(
    Number,
  );
const paid = (orderType: number) =>
  count(sql`${f.fareAction} = 'pass_purchase' and ${o.orderType} = ${orderType}`);

/** The month the money moved (the rows' service days). */
export const moneyMonth = sql<string>`to_char(${f.serviceDate}, 'YYYY-MM')`;

/** The figures of the grouped order rows (to select beside the group's key). */
export function passOrderFigures() {
  return {
    registrations: paid(1),
    extensions: paid(2),
    new_cards: paid(3),
    refunds: count(sql`${f.fareAction} = 'refund'`),
    sold: amount('pass_purchase'),
    refunded: amount('refund'),
    net: sql<number>`coalesce(sum(${f.amount}), 0)::bigint`.mapWith(Number),
  };
}

/** The ledger's order rows of the period (and company): what every pass statement groups. */
export const passOrderRowsWhere = (query: ReportQuery): SQL =>
  and(
    criteriaWhere(query, f, true),
    isNotNull(f.orderId),
    inArray(f.fareAction, ['pass_purchase', 'refund']),
  )!;

export const joinOrder = eq(o.id, f.orderId);

/** The totals row: the sum of the rows. */
export function sumPassOrderFigures(rows: readonly PassOrderFigures[]): PassOrderFigures {
  const totals: PassOrderFigures = {
    registrations: 0,
    extensions: 0,
    new_cards: 0,
    refunds: 0,
    sold: 0,
    refunded: 0,
    net: 0,
  };
  for (const row of rows) {
    for (const key of Object.keys(totals) as Array<keyof PassOrderFigures>) totals[key] += row[key];
  }
  return totals;
}

const figure = <Row extends PassOrderFigures>(
  key: keyof PassOrderFigures,
  header: string,
  kind: 'money' | 'integer',
): ReportColumn<Row, PassOrderFigures> => ({
  header,
  kind,
  ...(kind === 'money' ? { width: 18 } : {}),
  value: (r) => r[key],
  total: (s) => s[key],
});

/** The figures' file columns, after the row's own key columns. */
export const passOrderColumns = <Row extends PassOrderFigures>(): ReadonlyArray<
  ReportColumn<Row, PassOrderFigures>
> => [
  figure('registrations', 'Đăng ký mới', 'integer'),
  figure('extensions', 'Gia hạn', 'integer'),
  figure('new_cards', 'Cấp thẻ mới', 'integer'),
  figure('refunds', 'Hoàn tiền', 'integer'),
  figure('sold', 'Tiền bán', 'money'),
  figure('refunded', 'Tiền hoàn', 'money'),
  figure('net', 'Thực thu', 'money'),
];
