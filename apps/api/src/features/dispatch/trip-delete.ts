// Deleting trips of a route with a note (one, or many by code): all or nothing, running or done trips
// are refused (their history is the record of the day), and so are trips with a ticket set handed (the
// set is the record of its paper tickets' money, and taking it back needs its trip); the history rows
// keep the note.
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { routeTrips, ticketSets } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordTripChanges } from './trip-history.ts';
import { TRIP_NOT_FOUND } from './trip-plan.ts';
import { loadRoute } from './trip-route.ts';

const KEPT = ['running', 'done'];

export async function deleteTrips(
  db: Db,
  principal: Principal,
  routeId: number,
  codes: string[],
  note: string,
) {
  const wanted = [...new Set(codes)];
  return db.transaction(async (tx) => {
    await loadRoute(tx, routeId);
    const trips = await tx
      .select()
      .from(routeTrips)
      .where(and(eq(routeTrips.routeId, routeId), inArray(routeTrips.code, wanted)))
      .orderBy(routeTrips.id) // the one lock order of many trips (trip-plan.ts loadStored)
      .for('update');
    if (trips.length !== wanted.length) throw notFound(TRIP_NOT_FOUND);
    const kept = trips.filter((t) => KEPT.includes(t.status));
    if (kept.length > 0)
      throw conflict(
        `Không thể xoá chuyến đang chạy hoặc đã hoàn thành: ${kept.map((t) => t.code).join(', ')}`,
        'TRIP_STATUS',
      );
    // A set being handed at once holds its trip's row (findTrip 'share'): the lock above waited for it,
    // so its set is seen here; a set handed after this lock waits, then finds no trip (404).
    const handed = await tx
      .selectDistinct({ code: ticketSets.tripCode })
      .from(ticketSets)
      .where(and(eq(ticketSets.routeId, routeId), inArray(ticketSets.tripCode, wanted)));
    if (handed.length > 0)
      throw conflict(
        `Không thể xoá chuyến đã giao vé quyển: ${handed.map((t) => t.code).join(', ')}`,
        'TRIP_TICKET_SETS',
      );
    await tx.delete(routeTrips).where(
      inArray(
        routeTrips.id,
        trips.map((t) => t.id),
      ),
    );
    await recordTripChanges(
      tx,
      principal,
      'delete',
      trips.map((t) => ({ before: t, after: null })),
      note.trim(),
    );
    return { message: 'Xoá thành công!', deleted: trips.length };
  });
}
