// listCompanies: the companies the caller sees, with staff count and admin name, searched by folded
// name/code or by tax code. Paging, sort whitelist and `with_total` come from the kit.
import { fold } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { companyFilter } from '../../access/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern } from '../../http/paging.ts';
import { pagedList } from '../../kit/paged-list.ts';
import { sortWhitelist } from '../../kit/sorts.ts';
import { countRows } from '../count-rows.ts';
import { adminNameSql, companyView, staffCountSql } from './views.ts';

/** The `sort` enum of listCompanies. */
const COMPANY_SORTS = sortWhitelist(
  companies.id,
  {
    name: { column: companies.name, type: 'text' },
    code: { column: companies.code, type: 'text' },
    staff_count: { column: staffCountSql, type: 'bigint' },
    created_at: { column: companies.createdAt, type: 'timestamptz' },
  },
  'name',
);

export function listCompanies(
  db: Db,
  principal: Principal,
  query: QueryOf<'listCompanies'>,
): Promise<SuccessOf<'listCompanies'>> {
  const keyword = query.keyword?.trim();
  const where = and(
    companyFilter(principal, companies.id),
    query.status ? eq(companies.status, query.status) : undefined,
    keyword
      ? sql`(${companies.searchText} like ${likePattern(fold(keyword))} or coalesce(${companies.taxCode}, '') like ${likePattern(keyword)})`
      : undefined,
  );
  return pagedList({
    query,
    sorts: COMPANY_SORTS,
    rows: (order, limit, offset) =>
      db
        .select({ company: companies, staffCount: staffCountSql, adminName: adminNameSql })
        .from(companies)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => countRows(db, companies, where),
    toItem: (r) => companyView(r.company, r),
  });
}
