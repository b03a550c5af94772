// The route a dispatch request names, through the scoped database: another company's answers 404.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routes } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export async function loadRoute(db: Executor, routeId: number) {
  const [route] = await db
    .select({ id: routes.id, companyId: routes.companyId, number: routes.number })
    .from(routes)
    .where(eq(routes.id, routeId));
  if (!route) throw notFound('Không tìm thấy tuyến');
  return route;
}
