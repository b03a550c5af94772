// listFareTransactions (GET /ledger/fare-transactions): the drill-down, the ledger rows behind a figure.
// The same criteria as the reports (report.criteria.ts) plus fare actions, rider category, trip, conductor,
// cashier, card type, driver (by dispatch's trips), bus and fare product,
// in ledger order, paged in the database: the one place a report reads the ledger itself.
import { fareActionLabel, paymentTypeLabel, riderCategoryLabel } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fareTransactions, routes, subscriptionOrders, subscriptions } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { type PageQuery, pageOf, totalWithoutCount } from '../../http/paging.ts';
import { driverTripsWhere } from './driver-statistics.ts';
import { criteriaWhere } from './report.criteria.ts';
import { answerReportFile, type ReportAnswer, type ReportColumn } from './report.file.ts';

type Query = QueryOf<'listFareTransactions'>;
type Row = components['schemas']['FareTransaction'];
type Totals = components['schemas']['LedgerTotals'];

const f = fareTransactions;

async function whereOf(db: Db, query: Query): Promise<SQL> {
  return and(
    criteriaWhere(query, f, true),
    query.fare_actions && query.fare_actions.length > 0
      ? inArray(f.fareAction, query.fare_actions)
      : undefined,
    query.rider_category !== undefined ? eq(f.riderCategory, query.rider_category) : undefined,
    query.trip_id_performed !== undefined ? eq(f.tripIdPerformed, query.trip_id_performed) : undefined,
    // On board by conductor (getStaffStatistics' drill-down, the staff payment statement's rows), at
    // the counter by the user who wrote the row; 0 = nobody named.
    query.conductor_id !== undefined ? and(isNotNull(f.routeId), conductorIs(query.conductor_id)) : undefined,
    query.cashier_id !== undefined
      ? and(
          isNull(f.routeId),
          query.cashier_id === 0 ? isNull(f.createdBy) : eq(f.createdBy, query.cashier_id),
        )
      : undefined,
    // The subscription card statement's rows: orders whose pass has this card type (a subquery on the
    // scoped database: another company's card type selects no order).
    query.card_type_id !== undefined
      ? inArray(
          f.orderId,
          db
            .select({ id: subscriptionOrders.id })
            .from(subscriptionOrders)
            .innerJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
            .where(eq(subscriptions.cardTypeId, query.card_type_id)),
        )
      : undefined,
    query.driver_id !== undefined ? await driverTripsWhere(db, query, query.driver_id) : undefined,
    query.vehicle_id !== undefined
      ? query.vehicle_id === 0
        ? isNull(f.vehicleId)
        : eq(f.vehicleId, query.vehicle_id)
      : undefined,
    // The monthly ticket report's rows: orders of one pass product (a subquery on the scoped database).
    query.pass_product !== undefined
      ? inArray(f.orderId, ordersOfProduct(db, query.pass_product))
      : undefined,
    query.fare_product !== undefined ? eq(f.fareProduct, query.fare_product) : undefined,
    // The per-trip rollup keeps "no trip" as '' (coalesce): the same rows.
    query.no_trip ? sql`coalesce(${f.tripIdPerformed}, '') = ''` : undefined,
  )!;
}

/** The orders of a pass product: `single:<route id>` or `multi:<name>` (contract pattern). */
function ordersOfProduct(db: Db, product: string) {
  const [scope, ...rest] = product.split(':');
  const key = rest.join(':');
  return db
    .select({ id: subscriptionOrders.id })
    .from(subscriptionOrders)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
    .where(
      scope === 'single'
        ? and(eq(subscriptions.scope, 'single'), eq(subscriptions.routeId, Number(key)))
        : and(eq(subscriptions.scope, 'multi'), eq(subscriptions.multipleRoutesName, key)),
    );
}

/** One conductor's rows; 0 = rows without one (the per-trip rollup's 0). */
export const conductorIs = (conductorId: number): SQL =>
  conductorId === 0 ? isNull(f.conductorId) : eq(f.conductorId, conductorId);

async function rowsOf(db: Db, where: SQL, limit: number, offset: number): Promise<Row[]> {
  const rows = await db
    .select({
      id: f.id,
      transaction_id: f.transactionId,
      company_id: f.companyId,
      service_date: f.serviceDate,
      event_timestamp: f.eventTimestamp,
      amount: f.amount,
      fare_action: f.fareAction,
      payment_type: f.paymentType,
      fare_media: f.fareMedia,
      token_id: f.tokenId,
      fare_product: f.fareProduct,
      rider_category: f.riderCategory,
      num_riders: f.numRiders,
      route_id: f.routeId,
      route_number: routes.number,
      trip_id_performed: f.tripIdPerformed,
      stop_id: f.stopId,
      vehicle_id: f.vehicleId,
      device_id: f.deviceId,
      conductor_id: f.conductorId,
      driver_id: f.driverId,
      ticket_serial: f.ticketSerial,
      order_id: f.orderId,
      corrects_transaction_id: f.correctsTransactionId,
    })
    .from(f)
    .leftJoin(routes, eq(routes.id, f.routeId))
    .where(where)
    .orderBy(asc(f.serviceDate), asc(f.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, event_timestamp: r.event_timestamp.toISOString() }));
}

async function totalsOf(db: Db, where: SQL): Promise<Totals> {
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(${f.amount}), 0)::bigint`.mapWith(Number),
      riders: sql<number>`coalesce(sum(${f.numRiders}), 0)::bigint`.mapWith(Number),
      transactions: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(f)
    .where(where);
  return row!;
}

const pageSums = (items: Row[]): Totals => ({
  amount: items.reduce((s, r) => s + r.amount, 0),
  riders: items.reduce((s, r) => s + r.num_riders, 0),
  transactions: items.length,
});

/** One page of the ledger rows `where` selects and their totals (all rows, or this page with with_total=false). */
export function ledgerPage(db: Db, where: SQL, query: PageQuery) {
  return pageWithTotals(query, {
    rows: (limit, offset) => rowsOf(db, where, limit, offset),
    totals: () => totalsOf(db, where),
    pageSums,
  });
}

/**
 * One page of rows and the totals of all of them (`transactions` is the count), or with
 * with_total=false no count and no totals: one more row tells whether a next page exists (paging.ts),
 * and the totals are this page's.
 */
export async function pageWithTotals<R, T extends { transactions: number }>(
  query: PageQuery,
  read: {
    rows: (limit: number, offset: number) => Promise<R[]>;
    totals: () => Promise<T>;
    pageSums: (items: R[]) => T;
  },
): Promise<{ items: R[]; total: number; totals: T }> {
  const { limit, offset } = pageOf(query);
  if (query.with_total === false) {
    const rows = await read.rows(limit + 1, offset);
    const items = rows.slice(0, limit);
    return {
      items,
      total: totalWithoutCount(offset, items.length, rows.length > limit),
      totals: read.pageSums(items),
    };
  }
  const [items, totals] = await Promise.all([read.rows(limit, offset), read.totals()]);
  return { items, total: totals.transactions, totals };
}

export async function fareTransactionsPage(db: Db, query: Query) {
  return ledgerPage(db, await whereOf(db, query), query);
}

const COLUMNS: ReadonlyArray<ReportColumn<Row, Totals>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Thời điểm', kind: 'datetime', width: 18, value: (r) => r.event_timestamp },
  { header: 'Mã giao dịch', kind: 'text', width: 28, value: (r) => r.transaction_id },
  { header: 'Tuyến', kind: 'text', value: (r) => r.route_number ?? '' },
  { header: 'Chuyến', kind: 'text', width: 20, value: (r) => r.trip_id_performed ?? '' },
  { header: 'Loại giao dịch', kind: 'text', width: 18, value: (r) => fareActionLabel(r.fare_action) },
  { header: 'Hình thức thanh toán', kind: 'text', width: 20, value: (r) => paymentTypeLabel(r.payment_type) },
  { header: 'Đối tượng', kind: 'text', value: (r) => riderCategoryLabel(r.rider_category) },
  { header: 'Thẻ / mã', kind: 'text', value: (r) => r.token_id ?? r.ticket_serial ?? '' },
  { header: 'Số tiền', kind: 'money', width: 16, value: (r) => r.amount, total: (s) => s.amount },
  { header: 'Số khách', kind: 'integer', value: (r) => r.num_riders, total: (s) => s.riders },
];

const BATCH = 5000;

/**
 * Every ledger row `where` selects, in keyset batches on the ledger's own key (service_date, id): no
 * OFFSET over millions of rows. `read` answers up to `limit` rows of a condition in that order.
 */
export async function* ledgerBatches<R extends { service_date: string; id: number }>(
  where: SQL,
  read: (condition: SQL, limit: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let after: { day: string; id: number } | null = null;
  for (;;) {
    const condition: SQL = after
      ? and(where, sql`(${f.serviceDate}, ${f.id}) > (${after.day}::date, ${after.id})`)!
      : where;
    const rows = await read(condition, BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { day: last.service_date, id: last.id };
  }
}

export async function exportFareTransactions(
  db: Db,
  query: Query,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return exportLedgerRows(db, await whereOf(db, query), reply, {
    format: query.format,
    filePrefix: 'giao-dich-ve',
    sheetName: 'Giao dịch vé',
  });
}

/** Every ledger row `where` selects, and their totals, as a file (.xlsx or CSV). */
export function exportLedgerRows(
  db: Db,
  where: SQL,
  reply: ReportAnswer,
  file: { format: 'xlsx' | 'csv' | undefined; filePrefix: string; sheetName: string },
): Promise<FastifyReply> {
  return answerReportFile(reply, {
    ...file,
    columns: COLUMNS,
    batches: ledgerBatches(where, (condition, limit) => rowsOf(db, condition, limit, 0)),
    // The totals count every row (transactions = count(*)).
    count: async () => (await totalsOf(db, where)).transactions,
    totals: () => totalsOf(db, where),
  });
}
