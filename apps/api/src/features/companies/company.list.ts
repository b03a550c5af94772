// listCompanies: the companies the caller sees, with staff count and admin name, searched by folded
// name/code or by tax code.
import { fold } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { likePattern, orderBy, pageOf, totalWithoutCount } from '../../http/paging.ts';
import { countRows } from '../count-rows.ts';
import { adminNameSql, companyView, staffCountSql } from './views.ts';

/** `db` is scoped (ADR 0009): a member company lists itself only. */
export async function listCompanies(
  db: Db,
  query: QueryOf<'listCompanies'>,
): Promise<SuccessOf<'listCompanies'>> {
  const keyword = query.keyword?.trim();
  const where = and(
    query.status ? eq(companies.status, query.status) : undefined,
    keyword
      ? sql`(${companies.searchText} like ${likePattern(fold(keyword))} or coalesce(${companies.taxCode}, '') like ${likePattern(keyword)})`
      : undefined,
  );
  const { limit, offset } = pageOf(query);
  const withTotal = query.with_total !== false;
  const staffCount = staffCountSql(db);
  const [rows, total] = await Promise.all([
    db
      .select({ company: companies, staffCount, adminName: adminNameSql(db) })
      .from(companies)
      .where(where)
      .orderBy(
        ...orderBy<'name' | 'code' | 'staff_count' | 'created_at'>(
          query.sort,
          {
            name: companies.name,
            code: companies.code,
            staff_count: staffCount,
            created_at: companies.createdAt,
          },
          'name',
          companies.id,
        ),
      )
      // Without the total, one more row tells whether a next page exists.
      .limit(withTotal ? limit : limit + 1)
      .offset(offset),
    withTotal ? countRows(db, companies, where) : null,
  ]);
  const items = rows.slice(0, limit).map((r) => companyView(r.company, r));
  return { items, total: total ?? totalWithoutCount(offset, items.length, rows.length > limit) };
}
