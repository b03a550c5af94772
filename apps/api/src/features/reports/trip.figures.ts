// The figures the trip statistics add up (contract TripFigures, docs/reports.md "Statistics by
// conductor"), as aggregates over the per-trip rollup fare_trip_totals: one definition for the
// conductor and trip reports. The rollup keeps no fare action, so `amount` is every row's money.
import type { components } from '@busops/sdk/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fareTripTotals } from '../../db/schema/index.ts';

export type TripFigures = components['schemas']['TripFigures'];

const t = fareTripTotals;

export const bigSum = (column: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** Riders, money and rows of the grouped rollup rows, named for a subquery. */
export function tripSums() {
  return {
    riders: bigSum(t.riders).as('riders'),
    amount: bigSum(t.amount).as('amount'),
    transactions: bigSum(t.transactions).as('transactions'),
  };
}

/** The totals row: the sum of the rows, so it always equals what the rows show. */
export function sumTripFigures(rows: readonly TripFigures[]): TripFigures {
  const totals: TripFigures = { trips: 0, riders: 0, amount: 0, transactions: 0 };
  for (const row of rows) {
    for (const key of Object.keys(totals) as Array<keyof TripFigures>) totals[key] += row[key];
  }
  return totals;
}
