// The money taken and who took it (docs/reports.md, "Statements"), the source of both payment
// statements. Every ledger row is in exactly one of two parts, so the statements add up to the whole
// ledger of the period (the same dong as revenue + top-ups of the revenue reports):
// - on board: the rows with a route, from the trip rollup fare_trip_totals, by the trip's conductor
//   (0 = none): fares, top-ups and their voids and adjusts;
// - at the counter: the rows without a route (passes sold and refunded at the counter), read from the
//   ledger itself by the user who wrote them (`created_by`). The rollups do not keep the user; these
//   rows are few (one per order), found through the ledger's (company, route, day) index.
import type { components } from '@busops/sdk/schema';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { busStaff, companies, fareTransactions, fareTripTotals, users } from '../../db/schema/index.ts';
import { criteriaWhere, type ReportQuery } from '../reports/report.criteria.ts';
import type { ColumnKind, ReportColumn } from '../reports/report.file.ts';

export type PaymentMoney = components['schemas']['PaymentMoney'];
export type StatementQuery = Omit<ReportQuery, 'route_ids'>;

/** Which payment types each money column sums; `other` is SUBSCRIPTION (0 ₫ pass boardings) and UNKNOWN. */
const COLUMNS = {
  cash: ['CASH'],
  card: ['CARD'],
  qr: ['QR'],
  wallet: ['WALLET'],
  other: ['SUBSCRIPTION', 'UNKNOWN'],
} as const;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Select fields of the money columns over grouped rows of a table with amount and payment type. */
export function moneyFields(amount: AnyPgColumn, paymentType: AnyPgColumn, transactions: SQL) {
  const sumWhere = (types: readonly string[]) =>
    sql<number>`coalesce(sum(${amount}) filter (where ${paymentType} in (${inList(types)})), 0)::bigint`.mapWith(
      Number,
    );
  return {
    cash: sumWhere(COLUMNS.cash),
    card: sumWhere(COLUMNS.card),
    qr: sumWhere(COLUMNS.qr),
    wallet: sumWhere(COLUMNS.wallet),
    other: sumWhere(COLUMNS.other),
    total: sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number),
    transactions: sql<number>`coalesce(${transactions}, 0)::bigint`.mapWith(Number),
  };
}

/** One part of the money: its table, who took it (and how "nobody" is stored), where their names are. */
interface Part {
  table: PgTable;
  companyId: AnyPgColumn;
  serviceDate: AnyPgColumn;
  collector: AnyPgColumn;
  /** The rollup keeps "no conductor" as 0; the ledger keeps "no user" as NULL. */
  nobody: 0 | null;
  names: { table: PgTable; id: AnyPgColumn; name: AnyPgColumn };
  money(): ReturnType<typeof moneyFields>;
  where(query: StatementQuery): SQL;
}

export const onBoard: Part = {
  table: fareTripTotals,
  companyId: fareTripTotals.companyId,
  serviceDate: fareTripTotals.serviceDate,
  collector: fareTripTotals.conductorId,
  nobody: 0,
  names: { table: busStaff, id: busStaff.id, name: busStaff.fullName },
  money: () =>
    moneyFields(fareTripTotals.amount, fareTripTotals.paymentType, sql`sum(${fareTripTotals.transactions})`),
  where: (query) => criteriaWhere(query, fareTripTotals),
};

export const atCounter: Part = {
  table: fareTransactions,
  companyId: fareTransactions.companyId,
  serviceDate: fareTransactions.serviceDate,
  collector: fareTransactions.createdBy,
  nobody: null,
  names: { table: users, id: users.id, name: users.fullName },
  money: () => moneyFields(fareTransactions.amount, fareTransactions.paymentType, sql`count(*)`),
  where: (query) => and(criteriaWhere(query, fareTransactions, true), isNull(fareTransactions.routeId))!,
};

const int = (column: AnyPgColumn | SQL) => sql<number>`${column}`.mapWith(Number);
const text = (column: AnyPgColumn) => sql<string>`${column}`;

/** A part's money per company and person over the period (null: nobody named), with their days. */
export function moneyByCollector(db: Db, part: Part, query: StatementQuery) {
  return db
    .select({
      company_id: int(part.companyId),
      company_name: companies.name,
      collector_id: sql<number | null>`nullif(${part.collector}, 0)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      name: sql<string | null>`${part.names.name}`,
      days: int(sql`count(distinct ${part.serviceDate})`),
      ...part.money(),
    })
    .from(part.table)
    .innerJoin(companies, eq(companies.id, part.companyId))
    .leftJoin(part.names.table, eq(part.names.id, part.collector))
    .where(part.where(query))
    .groupBy(part.companyId, companies.name, part.collector, part.names.name);
}

/** A part's money per company and service day, with how many took it (nobody named counts as one). */
export function moneyByDay(db: Db, part: Part, query: StatementQuery) {
  const nobody =
    part.nobody === null ? sql`max(case when ${part.collector} is null then 1 else 0 end)` : sql`0`;
  return db
    .select({
      company_id: int(part.companyId),
      company_name: companies.name,
      service_date: text(part.serviceDate),
      collectors: int(sql`count(distinct ${part.collector}) + ${nobody}`),
      ...part.money(),
    })
    .from(part.table)
    .innerJoin(companies, eq(companies.id, part.companyId))
    .where(part.where(query))
    .groupBy(part.companyId, companies.name, part.serviceDate);
}

export const ZERO_MONEY: PaymentMoney = {
  cash: 0,
  card: 0,
  qr: 0,
  wallet: 0,
  other: 0,
  total: 0,
  transactions: 0,
};
const MONEY_KEYS = Object.keys(ZERO_MONEY) as Array<keyof PaymentMoney>;

/** Adds `row`'s money into `into` (the totals row is the sum of the rows, so it equals what they show). */
export function addMoney<T extends PaymentMoney>(into: T, row: PaymentMoney): T {
  for (const key of MONEY_KEYS) into[key] += row[key];
  return into;
}

/** The money columns of a statement's file, after its own key columns; each one totalled. */
const FILE_COLUMNS: ReadonlyArray<[keyof PaymentMoney, string, ColumnKind]> = [
  ['cash', 'Tiền mặt', 'money'],
  ['card', 'Thẻ ngân hàng', 'money'],
  ['qr', 'QR', 'money'],
  ['wallet', 'Ví', 'money'],
  ['other', 'Khác', 'money'],
  ['total', 'Tổng tiền', 'money'],
  ['transactions', 'Số giao dịch', 'integer'],
];

export function moneyFileColumns<Row extends PaymentMoney, Totals extends PaymentMoney>(): ReportColumn<
  Row,
  Totals
>[] {
  return FILE_COLUMNS.map(([key, header, kind]) => ({
    header,
    kind,
    width: 16,
    value: (row: Row) => row[key],
    total: (totals: Totals) => totals[key],
  }));
}
