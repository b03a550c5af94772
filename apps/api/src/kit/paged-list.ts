// One page of an `x-list: paged` operation with its sort: the order from the sort whitelist, the page
// and `total` from http/paging.ts readPage (exact count, or with `with_total=false` one more row).
import type { SQL } from 'drizzle-orm';
import { type PageQuery, readPage } from '../http/paging.ts';
import type { SortWhitelist } from './sorts.ts';

export interface ListQuery extends PageQuery {
  sort?: string;
}

export interface PagedListOptions<Row, Item> {
  query: ListQuery;
  sorts: SortWhitelist<string>;
  /** The rows of one page in `order` (the criteria already in the query; tenancy is the scoped db's). */
  rows(order: SQL[], limit: number, offset: number): Promise<Row[]>;
  /** The number of rows matching the same criteria (only called when `with_total` is not false). */
  count(): Promise<number>;
  toItem(row: Row): Item;
}

export async function pagedList<Row, Item>(
  options: PagedListOptions<Row, Item>,
): Promise<{ items: Item[]; total: number }> {
  const order = options.sorts.order(options.query.sort);
  const page = await readPage(
    options.query,
    (limit, offset) => options.rows(order, limit, offset),
    options.count,
  );
  return { items: page.items.map(options.toItem), total: page.total };
}
