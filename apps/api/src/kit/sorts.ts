// The sort whitelist of a list operation, in one declaration: the columns the contract's `sort` enum
// names, their SQL type, and the default. From it come the ORDER BY of a page, and the keyset
// cursor (sort key as text, then id) that a streamed export continues after.
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** The SQL type a sort key is cast back to when a keyset cursor continues after it. */
export type SortType = 'text' | 'integer' | 'bigint' | 'numeric' | 'timestamptz' | 'date' | 'boolean';

export interface SortColumn {
  column: AnyColumn | SQL;
  type: SortType;
}

/** Where a keyset batch continues: the last row's sort key (as text) and id. */
export interface SortCursor {
  key: string;
  id: number;
}

export interface SortWhitelist<K extends string> {
  /** `field` or `-field` as asked; anything outside the whitelist falls back to the default. */
  order(sort: string | undefined): SQL[];
  /** The sort column as text, selected with each export row to continue after it. */
  keyOf(sort: string | undefined): SQL<string>;
  /** Rows after `cursor` in the order of `order(sort)`: (key, id) > (last key, last id). */
  after(sort: string | undefined, cursor: SortCursor | null): SQL | undefined;
  readonly keys: readonly K[];
}

/**
 * A code people read as a number first ('08', '14', '56', '152', '50A'): its leading digits padded to a
 * fixed width, then the code, so '8' < '14' < '152' where text order gives '14' < '152' < '8'.
 */
export function naturalKey(column: AnyColumn | SQL): SQL {
  return sql`(lpad(coalesce(substring(${column} from '^[0-9]+'), ''), 12, '0') || ${column})`;
}

/**
 * `sorts` are the contract's sortable fields; `id` breaks ties so pages never overlap and the keyset
 * cursor is total. The default is `field` or `-field`.
 */
export function sortWhitelist<K extends string>(
  id: AnyColumn,
  sorts: Record<K, SortColumn>,
  defaultSort: NoInfer<K> | `-${NoInfer<K>}`,
): SortWhitelist<K> {
  const keys = Object.keys(sorts) as K[];
  const parse = (sort: string | undefined): { key: K; descending: boolean } => {
    const asked = sort ?? defaultSort;
    const key = asked.replace(/^-/, '');
    if ((keys as string[]).includes(key)) return { key: key as K, descending: asked.startsWith('-') };
    return { key: defaultSort.replace(/^-/, '') as K, descending: defaultSort.startsWith('-') };
  };
  return {
    keys,
    order(sort) {
      const { key, descending } = parse(sort);
      const { column } = sorts[key];
      return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
    },
    keyOf(sort) {
      return sql<string>`${sorts[parse(sort).key].column}::text`;
    },
    after(sort, cursor) {
      if (!cursor) return undefined;
      const { key, descending } = parse(sort);
      const { column, type } = sorts[key];
      const value = sql`cast(${cursor.key} as ${sql.raw(type)})`;
      return descending
        ? sql`(${column}, ${id}) < (${value}, ${cursor.id})`
        : sql`(${column}, ${id}) > (${value}, ${cursor.id})`;
    },
  };
}
