// The revenue figures every revenue report adds up (contract RevenueFigures, docs/reports.md
// "Reports"), as aggregates over the daily rollup fare_daily_totals: one definition, so revenue by
// date, by route and the yield report can never disagree, and the drill-down filters (REVENUE_ACTIONS)
// select exactly the ledger rows a figure sums.
import type { components } from '@busops/sdk/schema';
import { sql } from 'drizzle-orm';
import { fareDailyTotals } from '../../db/schema/index.ts';
import type { ColumnKind, ReportColumn } from './report.file.ts';

export type RevenueFigures = components['schemas']['RevenueFigures'];
type FareAction = components['schemas']['FareAction'];

/** The fare actions each figure sums (the drill-down asks the ledger for these). */
export const FIGURE_ACTIONS = {
  boardings: ['fare_payment', 'pass_use'],
  ticket_revenue: ['fare_payment'],
  pass_revenue: ['pass_purchase', 'refund'],
  corrections: ['void', 'adjust'],
  revenue: ['fare_payment', 'pass_purchase', 'refund', 'void', 'adjust'],
  top_ups: ['add'],
} as const satisfies Record<Exclude<keyof RevenueFigures, 'transactions'>, readonly FareAction[]>;

const t = fareDailyTotals;
const inList = (actions: readonly string[]) =>
  sql.join(
    actions.map((a) => sql`${a}`),
    sql`, `,
  );
const sumOf = (column: typeof t.amount | typeof t.riders, actions: readonly string[]) =>
  sql<number>`coalesce(sum(${column}) filter (where ${t.fareAction} in (${inList(actions)})), 0)::bigint`.mapWith(
    Number,
  );

/** Select fields computing the figures over the grouped rollup rows. */
export function revenueFigureFields() {
  return {
    boardings: sumOf(t.riders, FIGURE_ACTIONS.boardings),
    ticket_revenue: sumOf(t.amount, FIGURE_ACTIONS.ticket_revenue),
    pass_revenue: sumOf(t.amount, FIGURE_ACTIONS.pass_revenue),
    corrections: sumOf(t.amount, FIGURE_ACTIONS.corrections),
    revenue: sumOf(t.amount, FIGURE_ACTIONS.revenue),
    top_ups: sumOf(t.amount, FIGURE_ACTIONS.top_ups),
    transactions: sql<number>`coalesce(sum(${t.transactions}), 0)::bigint`.mapWith(Number),
  };
}

export const ZERO_FIGURES: RevenueFigures = {
  boardings: 0,
  ticket_revenue: 0,
  pass_revenue: 0,
  corrections: 0,
  revenue: 0,
  top_ups: 0,
  transactions: 0,
};

/** The totals row: the sum of the rows themselves, so it always equals what the rows show. */
export function sumFigures(rows: readonly RevenueFigures[]): RevenueFigures {
  const totals = { ...ZERO_FIGURES };
  for (const row of rows) {
    for (const key of Object.keys(totals) as Array<keyof RevenueFigures>) totals[key] += row[key];
  }
  return totals;
}

/** The figures as a file shows them, in order: header, cell kind and width. */
const FIGURE_COLUMNS: ReadonlyArray<[keyof RevenueFigures, string, ColumnKind, number?]> = [
  ['boardings', 'Lượt khách', 'integer'],
  ['ticket_revenue', 'Doanh thu vé lượt', 'money', 18],
  ['pass_revenue', 'Doanh thu vé tháng', 'money', 18],
  ['corrections', 'Điều chỉnh', 'money', 14],
  ['revenue', 'Tổng doanh thu', 'money', 18],
  ['top_ups', 'Nạp tiền thẻ', 'money', 16],
  ['transactions', 'Số giao dịch', 'integer'],
];

/** The figure columns of a revenue report's file, after its own key columns; each one totalled. */
export function figureColumns<Row extends RevenueFigures>(): ReportColumn<Row, RevenueFigures>[] {
  return FIGURE_COLUMNS.map(([key, header, kind, width]) => ({
    header,
    kind,
    ...(width ? { width } : {}),
    value: (row: Row) => row[key],
    total: (totals: RevenueFigures) => totals[key],
  }));
}
