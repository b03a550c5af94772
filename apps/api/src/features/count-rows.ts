// The `total` of a list answer: the rows of one table matching the same filter as the page.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

export async function countRows(executor: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await countQuery(executor, table, where);
  return row?.total ?? 0;
}

/** `select count(*) as total from <table> where <where>`, to run or to prepare (db/prepared.ts). */
export function countQuery(executor: Executor, table: PgTable, where: SQL | undefined) {
  return executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
}
