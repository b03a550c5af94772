// listCompanies: the companies the caller sees, with staff count and admin name, searched by folded
// name/code or by tax code. Paging, sort whitelist and `with_total` come from the kit.
import { fold } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { adminNameSql, companyView, staffCountSql } from './views.ts';

/** `db` is scoped (ADR 0009): a member company lists itself only. */
export function listCompanies(db: Db, query: QueryOf<'listCompanies'>): Promise<SuccessOf<'listCompanies'>> {
  const keyword = query.keyword?.trim();
  const where = and(
    query.status ? eq(companies.status, query.status) : undefined,
    keyword
      ? sql`(${companies.searchText} like ${likePattern(fold(keyword))} or coalesce(${companies.taxCode}, '') like ${likePattern(keyword)})`
      : undefined,
  );
  const staffCount = staffCountSql(db);
  // The `sort` enum of listCompanies (the staff count is a subquery through the scoped db).
  const sorts = sortWhitelist(
    companies.id,
    {
      name: { column: companies.name, type: 'text' },
      code: { column: companies.code, type: 'text' },
      staff_count: { column: staffCount, type: 'bigint' },
      created_at: { column: companies.createdAt, type: 'timestamptz' },
    },
    'name',
  );
  return pagedList({
    query,
    sorts,
    rows: (order, limit, offset) =>
      db
        .select({ company: companies, staffCount, adminName: adminNameSql(db) })
        .from(companies)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(db, companies, where),
    toItem: (r) => companyView(r.company, r),
  });
}
