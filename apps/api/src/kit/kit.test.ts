// The list helpers on their own: the sort whitelist (fallback, direction, keyset condition) as SQL,
// and pagedList's two ways to answer `total`.
import type { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { pagedList } from './paged-list.ts';
import { sortWhitelist } from './sorts.ts';

const dialect = new PgDialect();
const render = (parts: ReturnType<typeof sql>[]) =>
  parts.map((part) => dialect.sqlToQuery(part).sql).join(', ');

const sorts = sortWhitelist(
  companies.id,
  {
    name: { column: companies.name, type: 'text' },
    created_at: { column: companies.createdAt, type: 'timestamptz' },
  },
  '-created_at',
);

describe('sortWhitelist', () => {
  it('orders by the asked column and direction, the id breaking ties the same way', () => {
    expect(render(sorts.order('name'))).toBe('"companies"."name" asc, "companies"."id" asc');
    expect(render(sorts.order('-name'))).toBe('"companies"."name" desc, "companies"."id" desc');
  });

  it('falls back to the default for anything outside the whitelist', () => {
    const fallback = '"companies"."created_at" desc, "companies"."id" desc';
    expect(render(sorts.order(undefined))).toBe(fallback);
    expect(render(sorts.order('-password_hash'))).toBe(fallback);
  });

  it('continues a keyset batch after the last row, in the sort direction, cast back to its type', () => {
    expect(sorts.after('name', null)).toBeUndefined();
    const after = dialect.sqlToQuery(sorts.after('-created_at', { key: '2026-01-01 00:00:00+00', id: 7 })!);
    expect(after.sql).toBe('("companies"."created_at", "companies"."id") < (cast($1 as timestamptz), $2)');
    expect(after.params).toEqual(['2026-01-01 00:00:00+00', 7]);
    expect(dialect.sqlToQuery(sorts.keyOf('name')).sql).toBe('"companies"."name"::text');
  });
});

describe('pagedList', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i);
  const list = (query: { page?: number; size?: number; with_total?: boolean }) => {
    let counted = false;
    const answer = pagedList({
      query,
      sorts,
      rows: async (_order, limit, offset) => rows.slice(offset, offset + limit),
      count: async () => {
        counted = true;
        return rows.length;
      },
      toItem: (n) => ({ n }),
    });
    return answer.then((a) => ({ ...a, counted }));
  };

  it('counts by default', async () => {
    expect(await list({ page: 1, size: 20 })).toMatchObject({ total: 45, counted: true });
  });

  it('with_total=false reads one more row instead of counting', async () => {
    const middle = await list({ page: 1, size: 20, with_total: false });
    expect(middle).toMatchObject({ total: 41, counted: false });
    expect(middle.items).toHaveLength(20);
    expect(await list({ page: 2, size: 20, with_total: false })).toMatchObject({ total: 45, counted: false });
  });
});
