// The assignment history (trip_changes), newest first, paged: of the company, a day, a route's day, a trip.
// Rows outlive their trips, so a deleted trip's history stays readable.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tripChanges } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';
import { countRows } from '../count-rows.ts';
import { serviceDayOf } from './trip-input.ts';

export async function listChanges(db: Executor, query: QueryOf<'listTripChanges'>) {
  if (query.date !== undefined) serviceDayOf(query.date);
  const where = and(
    query.date === undefined ? undefined : eq(tripChanges.serviceDate, query.date),
    query.route_id === undefined ? undefined : eq(tripChanges.routeId, query.route_id),
    query.trip_code === undefined ? undefined : eq(tripChanges.tripCode, query.trip_code),
  );
  const page = await readPage(
    query,
    (limit, offset) =>
      db
        .select()
        .from(tripChanges)
        .where(where)
        .orderBy(desc(tripChanges.changedAt), desc(tripChanges.id))
        .limit(limit)
        .offset(offset),
    () => countRows(db, tripChanges, where),
  );
  return {
    items: page.items.map((c) => ({
      id: c.id,
      trip_id: c.tripId,
      trip_code: c.tripCode,
      route_id: c.routeId,
      service_date: c.serviceDate,
      action: c.action,
      before: c.before,
      after: c.after,
      note: c.note,
      accepted_warnings: c.acceptedWarnings,
      changed_by: c.changedBy,
      changed_by_name: c.changedByName,
      changed_at: c.changedAt.toISOString(),
    })),
    total: page.total,
  };
}
