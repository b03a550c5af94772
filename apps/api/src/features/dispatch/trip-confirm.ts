// What happens to a trip on the road: its actual times (departure -> running, arrival -> done, with its
// km driven measured from its bus's positions: trip-km-driven.ts), the bus not coming back on its return
// leg, a proposal to count it lost. Each one guarded UPDATE of the trip (locked, version bumped), a
// history row and the live event, in one transaction.
import { canMoveTrip, TRIP_STATUS_LABELS, type TripStatus } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { routeTrips } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { loadTripsById } from './trip.query.ts';
import { recordTripChanges } from './trip-history.ts';
import { instantOf } from './trip-input.ts';
import { measureKmDriven, NOT_MEASURED } from './trip-km-driven.ts';
import { staleError, TRIP_NOT_FOUND } from './trip-plan.ts';
import type { TripRow } from './trip-types.ts';

export const CONFIRMED = 'Xác nhận thành công';

async function lockTrip(tx: Executor, routeId: number, code: string, version?: number): Promise<TripRow> {
  const [trip] = await tx
    .select()
    .from(routeTrips)
    .where(and(eq(routeTrips.routeId, routeId), eq(routeTrips.code, code)))
    .for('update');
  if (!trip) throw notFound(TRIP_NOT_FOUND);
  if (version !== undefined && version !== trip.version) throw await staleError(tx, trip);
  return trip;
}

async function save(
  db: Db,
  principal: Principal,
  ref: { route_id: number; trip_code: string; version?: number },
  action: string,
  change: (trip: TripRow, tx: Executor) => Partial<TripRow> | Promise<Partial<TripRow>>,
  note: string | null,
) {
  const id = await db.transaction(async (tx) => {
    const trip = await lockTrip(tx, ref.route_id, ref.trip_code, ref.version);
    const values = await change(trip, tx);
    const [after] = await tx
      .update(routeTrips)
      .set({
        ...values,
        version: sql`${routeTrips.version} + 1`,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(routeTrips.id, trip.id), eq(routeTrips.version, trip.version)))
      .returning();
    await recordTripChanges(tx, principal, action, [{ before: trip, after: after! }], note);
    return trip.id;
  });
  const [trip] = await loadTripsById(db, [id]);
  return { message: CONFIRMED, route_trip: trip! };
}

/** The status after the confirmed times: a departure runs the trip, an arrival ends it. */
function statusAfterTimes(trip: TripRow, departure: Date | null, arrival: Date | null): TripStatus {
  let status = trip.status;
  const move = (to: TripStatus) => {
    if (status === to) return;
    if (!canMoveTrip(status, to))
      throw conflict(
        `Chuyến ${trip.code} ${TRIP_STATUS_LABELS[trip.status].toLowerCase()}, không thể xác nhận giờ chạy`,
        'TRIP_STATUS',
      );
    status = to;
  };
  if (departure || arrival) if (status !== 'done') move('running');
  if (arrival) move('done');
  return status;
}

export function confirmTime(db: Db, principal: Principal, body: BodyOf<'confirmTripTime'>) {
  const departure = body.actual_departure ? instantOf(body.actual_departure, 'actual_departure') : null;
  const arrival = body.actual_arrival ? instantOf(body.actual_arrival, 'actual_arrival') : null;
  if (!departure && !arrival) throw badRequest('Vui lòng nhập giờ xuất bến hoặc giờ đến thực tế');
  return save(
    db,
    principal,
    body,
    'confirm_time',
    async (trip, tx) => {
      const from = departure ?? trip.actualDeparture;
      const to = arrival ?? trip.actualArrival;
      if (from && to && to.getTime() < from.getTime())
        throw badRequest('Giờ đến thực tế phải sau giờ xuất bến thực tế');
      const status = statusAfterTimes(trip, departure, arrival);
      // Measured (again) whenever the times of a done trip are confirmed: the km follow the times.
      const km = status === 'done' ? await measureKmDriven(tx, trip, from, to) : NOT_MEASURED;
      return { actualDeparture: from, actualArrival: to, status, ...km };
    },
    null,
  );
}

const NO_RETURN_FROM: readonly TripStatus[] = ['assigned', 'running', 'done'];

export function confirmNoReturn(db: Db, principal: Principal, body: BodyOf<'confirmTripNoReturn'>) {
  const note = body.note?.trim() || null;
  return save(
    db,
    principal,
    body,
    'no_return',
    (trip) => {
      if (!NO_RETURN_FROM.includes(trip.status))
        throw conflict(
          `Chuyến ${trip.code} ${TRIP_STATUS_LABELS[trip.status].toLowerCase()}, không thể xác nhận không quay đầu`,
          'TRIP_STATUS',
        );
      return { noReturn: true, ...(note ? { note } : {}) };
    },
    note,
  );
}

export function proposeLost(db: Db, principal: Principal, body: BodyOf<'proposeLostTrip'>) {
  const note = body.note.trim();
  if (!note) throw badRequest('Vui lòng nhập lý do đề xuất mất chuyến');
  return save(
    db,
    principal,
    body,
    'lost_proposal',
    (trip) => {
      if (trip.status === 'done' || trip.status === 'lost')
        throw conflict(
          `Chuyến ${trip.code} ${TRIP_STATUS_LABELS[trip.status].toLowerCase()}, không thể đề xuất mất chuyến`,
          'TRIP_STATUS',
        );
      return { lostProposedAt: new Date(), lostProposedBy: principal.userId, lostProposalNote: note };
    },
    note,
  );
}
