// One page of a list operation, as every list answers it (spec §5): zero-based `page`, `size`
// (default 20), `sort` from the whitelist, and `total` exact unless `with_total=false`, when one
// more row is read instead of counting and `total` only tells whether a next page exists.
import type { SQL } from 'drizzle-orm';
import { pageOf, totalWithoutCount } from '../http/paging.ts';
import type { SortWhitelist } from './sorts.ts';

export interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  with_total?: boolean;
}

export interface PagedListOptions<Row, Item> {
  query: ListQuery;
  sorts: SortWhitelist<string>;
  /** The rows of one page in `order` (tenancy and criteria already in the query). */
  rows(order: SQL[], limit: number, offset: number): Promise<Row[]>;
  /** The number of rows matching the same criteria (only called when `with_total` is not false). */
  count(): Promise<number>;
  toItem(row: Row): Item;
}

export async function pagedList<Row, Item>(
  options: PagedListOptions<Row, Item>,
): Promise<{ items: Item[]; total: number }> {
  const { limit, offset } = pageOf(options.query);
  const order = options.sorts.order(options.query.sort);
  if (options.query.with_total === false) {
    // Without the total, one more row tells whether a next page exists.
    const rows = await options.rows(order, limit + 1, offset);
    const items = rows.slice(0, limit).map(options.toItem);
    return { items, total: totalWithoutCount(offset, items.length, rows.length > limit) };
  }
  const [rows, total] = await Promise.all([options.rows(order, limit, offset), options.count()]);
  return { items: rows.map(options.toItem), total };
}
