// Statements built once and run many times. Drizzle turns a query builder into SQL text anew on every
// call, walking every column and condition (0.1-0.25 ms of CPU for a join of 15-30 columns: half of the
// API's own cost on the employee list, docs/benchmarks.md "API throughput"). The hot statements are built
// once per executor and shape with `sql.placeholder(...)` for their values, then only executed.
import type { Executor } from './client.ts';

const built = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statements `build` returns for `shape`, built on the first call for this executor and kept. `shape`
 * must name everything that changes the SQL text (which filters are present, the sort...); the values
 * go in `sql.placeholder`s and are passed to `execute`.
 */
export function preparedOnce<T>(executor: Executor, shape: string, build: () => T): T {
  let byShape = built.get(executor);
  if (!byShape) {
    byShape = new Map();
    built.set(executor, byShape);
  }
  let statements = byShape.get(shape) as T | undefined;
  if (statements === undefined) {
    statements = build();
    byShape.set(shape, statements);
  }
  return statements;
}

/**
 * The name given to drizzle's `prepare`: empty, so PostgreSQL gets unnamed statements (parsed and
 * planned per execution, with the values at hand, exactly like an unprepared query). A named statement
 * would be planned once per connection, and a generic plan can suit a company of 90,000 rows badly for
 * one of 30. Only the building of the SQL text is saved.
 */
export const UNNAMED = '';
