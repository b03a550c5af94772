// Paging and sorting of list operations, done in the database (page is zero-based, spec §5).
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

export interface PageQuery {
  page?: number;
  size?: number;
  /** openapi/shared/parameters/withTotal.yaml: false skips the count. */
  with_total?: boolean;
}

export function pageOf(query: PageQuery, defaultSize = 20): { limit: number; offset: number } {
  const size = query.size ?? defaultSize;
  return { limit: size, offset: (query.page ?? 0) * size };
}

/**
 * The `total` of a list asked with `with_total=false`: the rows up to this page, plus one when at
 * least one more row follows (the page was read with `limit + 1`).
 */
export function totalWithoutCount(offset: number, items: number, more: boolean): number {
  return offset + items + (more ? 1 : 0);
}

/**
 * One page of an `x-list: paged` operation and its `total`: the page and its count read in parallel,
 * or with `with_total=false` no count and one more row, which tells whether a next page exists.
 */
export async function readPage<T>(
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
  defaultSize = 20,
): Promise<{ items: T[]; total: number }> {
  const { limit, offset } = pageOf(query, defaultSize);
  if (query.with_total === false) {
    const read = await rows(limit + 1, offset);
    const items = read.slice(0, limit);
    return { items, total: totalWithoutCount(offset, items.length, read.length > limit) };
  }
  const [items, total] = await Promise.all([rows(limit, offset), count()]);
  return { items, total };
}

/**
 * `sort` is `field` or `-field` (descending) among the columns the contract allows; the id breaks
 * ties so pages never overlap.
 */
export function orderBy<K extends string>(
  sort: string | undefined,
  columns: Record<K, AnyColumn | SQL>,
  fallback: K,
  id: AnyColumn,
): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const key = (sort?.replace(/^-/, '') ?? fallback) as K;
  const column = columns[key] ?? columns[fallback];
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}

/** Keyword search folds diacritics the same way the stored search_text was folded. */
export function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
