// The reconciliation of a rollup the triggers keep (route_day_service, driver_day_service, ...) with what it
// sums: both sides grouped by the same keys, full-joined, and the keys whose figures differ answered with
// both sides. The triggers keep them equal in the writing transaction; a difference means rows were
// written with the triggers off. The caller gives both sides as SQL (its own tables, its own formula: a
// reconciliation that shared the trigger's formula would agree with a wrong one).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Which days and company a reconciliation reads (all when absent). */
export interface RollupRange {
  from?: string;
  to?: string;
  companyId?: number;
}

export interface RollupDifference {
  /** The key columns' values; a service_date as YYYY-MM-DD. */
  key: Record<string, string | number>;
  source: Record<string, number>;
  rollup: Record<string, number>;
}

/** The range on `alias`'s service_date and company_id; `alias` is a caller's table alias, never input. */
export function withinRange(alias: string, range: RollupRange): SQL {
  const table = sql.raw(alias);
  const company = range.companyId ?? null;
  return sql`${table}.service_date between ${range.from ?? '1900-01-01'}::date and ${range.to ?? '2999-12-31'}::date
    and (${company}::int is null or ${table}.company_id = ${company}::int)`;
}

/**
 * `source` and `rollup` each answer the `keys` columns and the `figures` columns (names of the caller's
 * code, never input); a rollup row whose figures are all 0 counts as absent (a trip moved away leaves its
 * key at 0). Answers how many keys were compared and those that differ.
 */
export async function compareRollup(
  db: Executor,
  sides: { keys: readonly string[]; figures: readonly string[]; source: SQL; rollup: SQL },
): Promise<{ keys: number; differences: RollupDifference[] }> {
  const { keys, figures } = sides;
  const keyColumns = sql.raw(
    keys
      .map((k) => (k === 'service_date' ? `to_char(service_date, 'YYYY-MM-DD') as service_date` : k))
      .join(', '),
  );
  const side = (alias: 'a' | 'b') =>
    sql.raw(figures.map((f) => `coalesce(${alias}.${f}, 0)::text as ${alias}_${f}`).join(', '));
  const nonZero = sql.raw(figures.map((f) => `${f} <> 0`).join(' or '));
  const result = await db.execute(sql`
    with a as (${sides.source}), b as (select * from (${sides.rollup}) x where ${nonZero})
    select ${keyColumns}, ${side('a')}, ${side('b')}
      from a full join b using (${sql.raw(keys.join(', '))})
     order by ${sql.raw(keys.join(', '))}`);
  const rows = (result as unknown as { rows: Array<Record<string, string | number>> }).rows;
  const figuresOf = (r: Record<string, string | number>, p: 'a' | 'b') =>
    Object.fromEntries(figures.map((f) => [f, Number(r[`${p}_${f}`])]));
  const differences = rows
    .map((r) => ({
      key: Object.fromEntries(keys.map((k) => [k, r[k]!])),
      source: figuresOf(r, 'a'),
      rollup: figuresOf(r, 'b'),
    }))
    .filter((d) => JSON.stringify(d.source) !== JSON.stringify(d.rollup));
  return { keys: rows.length, differences };
}
