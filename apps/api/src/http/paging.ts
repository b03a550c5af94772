// Paging and sorting of list operations, done in the database (page is zero-based, spec §5).
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

export interface PageQuery {
  page?: number;
  size?: number;
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
