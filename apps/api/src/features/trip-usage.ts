// What of the day's trips and the driver rosters (issue 10) uses a route, a bus or an employee: their
// deletion is refused with a message naming the trips (the record of who drove what stays whole).
// Shared by the routes, vehicles and employees features; reads through the caller's scoped database.
import { asc, count, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { driverSettings, routeTrips } from '../db/schema/index.ts';

const NAMED = 3;

/** '3 chuyến (08-261123-0530-0, 08-261123-0600-1, ...)' and/or '1 thiết lập lái xe', or null. */
export async function tripUsage(
  executor: Executor,
  trips: SQL,
  settings: SQL | null,
): Promise<string | null> {
  const [[total], named, [crews]] = await Promise.all([
    executor.select({ n: count() }).from(routeTrips).where(trips),
    executor
      .select({ code: routeTrips.code })
      .from(routeTrips)
      .where(trips)
      .orderBy(asc(routeTrips.plannedDeparture))
      .limit(NAMED),
    settings
      ? executor.select({ n: count() }).from(driverSettings).where(settings)
      : Promise.resolve([{ n: 0 }]),
  ]);
  const parts: string[] = [];
  const n = Number(total?.n ?? 0);
  if (n > 0) parts.push(`${n} chuyến (${named.map((t) => t.code).join(', ')}${n > NAMED ? ', ...' : ''})`);
  if (Number(crews?.n ?? 0) > 0) parts.push(`${crews!.n} thiết lập lái xe`);
  return parts.length > 0 ? parts.join(', ') : null;
}
