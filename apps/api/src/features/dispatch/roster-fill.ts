// assignTripsFromRoster: plan the day's fill (roster-plan.ts) from one read (roster-fill.query.ts),
// let the trips' one write path check the plan in the database (overlaps across companies, documents,
// limits: ADR 0012), drop what it refuses into "not filled" with its reason, and (unless a dry run)
// write the rest through that same path: history rows with action 'roster', field sources 'roster'.
// Read, check and write share one transaction, so the plan cannot go stale between them; a parallel
// fill of the same trips is refused by their versions (409).
import { statusAfterAssignment, type TripConflictCode } from '@busops/domain';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { isRealDay } from '../real-day.ts';
import { loadVisibleRoute } from './driver-setting.query.ts';
import { readRosterInputs } from './roster-fill.query.ts';
import { type PlanFilled, planRosterFill, type UnfilledReason } from './roster-plan.ts';
import { type TripDraft, writeTrips } from './trip-engine.ts';

type FillResult = SuccessOf<'assignTripsFromRoster'>;
type FillInput = BodyOf<'assignTripsFromRoster'>;

export const ROSTER_FILLED = 'Phân công thành công!';

/** The roster's reason for a finding of the write path's checks. */
const REASON_OF: Partial<Record<TripConflictCode, UnfilledReason>> = {
  driver_overlap: 'all_crews_busy',
  driver_other_company: 'all_crews_busy',
  day_limit: 'day_limit',
  week_limit: 'week_limit',
  continuous_limit: 'continuous_limit',
  licence_expired: 'licence_expired',
  inspection_expired: 'inspection_expired',
  badge_expired: 'badge_expired',
};

function draftOf(
  routeId: number,
  day: string,
  trip: { id: number; version: number; departure: Date; arrival: Date },
  fill: PlanFilled,
): TripDraft {
  return {
    id: trip.id,
    version: trip.version,
    route_id: routeId,
    service_date: day,
    planned_departure: trip.departure,
    planned_arrival: trip.arrival,
    driver_id: fill.crew.driverId,
    conductor_id: fill.conductorId,
    vehicle_id: fill.vehicleId,
    status: statusAfterAssignment('planned', { driver_id: fill.crew.driverId, vehicle_id: fill.vehicleId }),
    source: 'roster',
  };
}

export function assignTripsFromRoster(
  db: Db,
  principal: Principal,
  routeId: number,
  input: FillInput,
): Promise<FillResult> {
  const day = input.service_date;
  if (!day || !isRealDay(day)) throw badRequest('Ngày phân công không hợp lệ');
  const dryRun = input.dry_run === true;
  return db.transaction(async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const { trips, crews, busy } = await readRosterInputs(tx, route.id, day);
    const plan = planRosterFill(day, crews, trips, busy);
    const tripById = new Map(trips.map((trip) => [trip.id, trip]));
    const codeOf = new Map(trips.map((trip) => [trip.code, trip.id]));

    // The database's word on the plan: errors leave the trip unfilled, warnings travel with it.
    const drafts = plan.filled.map((fill) => draftOf(route.id, day, tripById.get(fill.tripId)!, fill));
    const scope = { db: tx, principal };
    const checked = await writeTrips(scope, drafts, { action: 'roster', dryRun: true });
    const refused = new Map<number, { reason: UnfilledReason; message: string }>();
    const warnings = new Map<number, string[]>();
    for (const finding of checked.conflicts) {
      const tripId = codeOf.get(finding.trip_code);
      if (tripId === undefined) continue;
      if (finding.severity === 'error') {
        if (!refused.has(tripId))
          refused.set(tripId, { reason: REASON_OF[finding.code] ?? 'conflict', message: finding.message });
      } else warnings.set(tripId, [...(warnings.get(tripId) ?? []), finding.message]);
    }
    const kept = plan.filled.filter((fill) => !refused.has(fill.tripId));
    let written = false;
    if (!dryRun && kept.length > 0) {
      const outcome = await writeTrips(
        scope,
        drafts.filter((draft) => !refused.has(draft.id!)),
        { action: 'roster', acceptWarnings: input.accept_warnings === true },
      );
      written = outcome.written;
    }

    const times = (tripId: number) => {
      const trip = tripById.get(tripId)!;
      return {
        trip_id: trip.id,
        trip_code: trip.code,
        planned_departure: trip.departure.toISOString(),
        planned_arrival: trip.arrival.toISOString(),
      };
    };
    return {
      service_date: day,
      dry_run: dryRun,
      written,
      message: written ? ROSTER_FILLED : null,
      filled: kept.map((fill) => ({
        ...times(fill.tripId),
        setting_id: fill.crew.id,
        driver_id: fill.crew.driverId,
        driver_name: fill.crew.driverName,
        conductor_id: fill.conductorId,
        conductor_name: fill.conductorId === null ? null : fill.crew.conductorName,
        vehicle_id: fill.vehicleId,
        vehicle_plate: fill.vehicleId === null ? null : fill.crew.vehiclePlate,
        warnings: [...fill.warnings, ...(warnings.get(fill.tripId) ?? [])],
      })),
      unfilled: [...plan.unfilled, ...[...refused].map(([tripId, why]) => ({ tripId, ...why }))]
        .map((u) => ({ ...times(u.tripId), reason: u.reason, message: u.message }))
        .sort((a, b) => a.planned_departure.localeCompare(b.planned_departure) || a.trip_id - b.trip_id),
    };
  });
}
