// After a committed write of trips: NOTIFY a `trips` event (sent on commit of the same transaction)
// that the notification stream delivers as `event: trips` to the company's signed-in dispatchers.
import { actorName, type Principal } from '../../access/principal.ts';
import type { Executor } from '../../db/client.ts';
import { publishTripsEvent } from '../notifications/bus.ts';
import type { TripRow } from './trip-types.ts';

export async function announceTrips(
  tx: Executor,
  principal: Principal,
  companyId: number,
  trips: readonly Pick<TripRow, 'code' | 'routeId' | 'serviceDate' | 'version'>[],
): Promise<void> {
  if (trips.length === 0) return;
  await publishTripsEvent(tx, {
    companyId,
    dates: [...new Set(trips.map((t) => t.serviceDate))].sort(),
    routeIds: [...new Set(trips.map((t) => t.routeId))].sort((a, b) => a - b),
    codes: trips.map((t) => t.code),
    versions: Object.fromEntries(trips.map((t) => [t.code, t.version])),
    byUserId: principal.userId,
    byName: actorName(principal),
  });
}
