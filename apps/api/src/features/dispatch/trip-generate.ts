// The day's trips of a route from its departures of that day's type (dayTypeOf: weekday, Saturday,
// Sunday, or a fixed public holiday). One INSERT of every departure's trip with ON CONFLICT DO NOTHING
// on the company's codes, so trips already there are kept as they are and a re-run creates nothing.
// (INSERT ... SELECT is not available on the company-scoped database, ADR 0009: the departures are
// read in one scoped select and written in one multi-row INSERT.)
import { dayTypeOf, tripCodeOf } from '@busops/domain';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { routeLines, routeSchedules, routeTrips } from '../../db/schema/index.ts';
import { recordTripChanges } from './trip-history.ts';
import { serviceDayOf } from './trip-input.ts';
import { loadRoute } from './trip-route.ts';

/** A departure without a running time keeps the bus this long (the schedule does not say). */
export const DEFAULT_RUNNING_MINUTES = 60;

export async function generateTrips(db: Db, principal: Principal, routeId: number, date: string) {
  serviceDayOf(date, 'service_date');
  const dayType = dayTypeOf(date);
  return db.transaction(async (tx) => {
    const route = await loadRoute(tx, routeId);
    const departures = await tx
      .select({
        id: routeSchedules.id,
        lineId: routeSchedules.lineId,
        time: routeSchedules.departureTime,
        minutes: routeSchedules.runningMinutes,
        direction: routeLines.direction,
      })
      .from(routeSchedules)
      .innerJoin(routeLines, eq(routeLines.id, routeSchedules.lineId))
      .where(and(eq(routeSchedules.routeId, routeId), eq(routeSchedules.dayType, dayType)));
    const now = new Date();
    const rows = departures.map((d) => {
      const departure = new Date(`${date}T${d.time.slice(0, 5)}:00+07:00`);
      const arrival = new Date(departure.getTime() + (d.minutes ?? DEFAULT_RUNNING_MINUTES) * 60_000);
      return {
        companyId: route.companyId,
        routeId,
        lineId: d.lineId,
        scheduleId: d.id,
        code: tripCodeOf(route.number, departure, d.direction),
        serviceDate: date,
        plannedDeparture: departure,
        plannedArrival: arrival,
        fieldSources: { planned_departure: 'schedule', planned_arrival: 'schedule' },
        createdBy: principal.userId,
        updatedBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      };
    });
    const created =
      rows.length === 0
        ? []
        : await tx
            .insert(routeTrips)
            .values(rows)
            .onConflictDoNothing({ target: [routeTrips.companyId, routeTrips.code] })
            .returning();
    await recordTripChanges(
      tx,
      principal,
      'generate',
      created.map((t) => ({ before: null, after: t })),
      null,
    );
    return {
      message: created.length > 0 ? 'Thêm thành công!' : 'Các chuyến của ngày đã có',
      day_type: dayType,
      created: created.length,
      kept: rows.length - created.length,
    };
  });
}
