// listReportRoutes (GET /reports/routes): the route picker of the reports, for every role that reads
// them (role 9 and the super company cannot call the route screen's own list, which is the admins').
import type { components } from '@busops/sdk/schema';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, routes } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';

type Route = components['schemas']['ReportRoute'];

/** The bound of a picker's whole list (a city the size of Ho Chi Minh City runs 164 routes). */
export const REPORT_ROUTES_LIMIT = 5000;

export async function reportRoutes(db: Db, query: QueryOf<'listReportRoutes'>) {
  const items: Route[] = await db
    .select({
      id: routes.id,
      company_id: routes.companyId,
      company_name: companies.name,
      number: routes.number,
      name: routes.name,
      length_km: routes.lengthKm,
    })
    .from(routes)
    .innerJoin(companies, eq(companies.id, routes.companyId))
    .where(query.company_id !== undefined ? eq(routes.companyId, query.company_id) : undefined)
    .orderBy(asc(companies.name), asc(routes.number), asc(routes.id))
    .limit(REPORT_ROUTES_LIMIT);
  // 2 before 19 before 152, as riders count (text order would put 152 first).
  items.sort(
    (a, b) =>
      a.company_name.localeCompare(b.company_name, 'vi') ||
      a.number.localeCompare(b.number, 'vi', { numeric: true }),
  );
  return { items, total: items.length };
}
