// listServices (v3): the product's services ordered by sort, paged by page (zero-based) and limit.
import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';

export async function listServices(executor: Executor, query: { page?: number; limit?: number }) {
  const limit = query.limit ?? 100;
  const offset = (query.page ?? 0) * limit;
  const [items, [total]] = await Promise.all([
    executor
      .select({
        id: services.id,
        code: services.code,
        name: services.name,
        icon: services.icon,
        enabled: services.enabled,
      })
      .from(services)
      .orderBy(asc(services.sort), asc(services.id))
      .limit(limit)
      .offset(offset),
    executor.select({ n: count() }).from(services),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}
