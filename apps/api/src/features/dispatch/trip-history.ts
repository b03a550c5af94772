// History rows and the live event of the writes outside the engine (delete, confirmations,
// generation): one INSERT for all the trips a request touched, then the NOTIFY.
import { actorName, type Principal } from '../../access/principal.ts';
import type { Executor } from '../../db/client.ts';
import { tripChanges } from '../../db/schema/index.ts';
import { announceTrips } from './trip-events.ts';
import { tripSnapshot } from './trip-snapshot.ts';
import type { TripRow } from './trip-types.ts';

export async function recordTripChanges(
  tx: Executor,
  principal: Principal,
  action: string,
  changes: Array<{ before: TripRow | null; after: TripRow | null }>,
  note: string | null,
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  await tx.insert(tripChanges).values(
    changes.map(({ before, after }) => {
      const trip = (after ?? before)!;
      return {
        companyId: trip.companyId,
        tripId: trip.id,
        tripCode: trip.code,
        routeId: trip.routeId,
        serviceDate: trip.serviceDate,
        action,
        before: before ? tripSnapshot(before) : null,
        after: after ? tripSnapshot(after) : null,
        note,
        changedBy: principal.userId,
        changedByName: actorName(principal),
        changedAt: now,
      };
    }),
  );
  const trips = changes.map((c) => (c.after ?? c.before)!);
  await announceTrips(tx, principal, trips[0]!.companyId, trips);
}
