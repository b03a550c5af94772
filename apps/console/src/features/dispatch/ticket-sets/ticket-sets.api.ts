// The ticket-set calls of the day board: a trip's own sets, the company's recent ones (what a new set
// is suggested from), handing a set and taking it back. Lists read pages of the contract's size limit.
import { addDays } from '@busops/domain';
import type { Schemas } from '@busops/sdk';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import type { RouteTrip } from '../board/board-model';
import type { TicketSet } from './ticket-set-forms';

/** How far back the suggestion looks for the company's last books. */
const RECENT_DAYS = 30;
/** One page: a trip has a few sets; the recent ones are read newest day first. */
const TRIP_PAGE = 50;
const RECENT_PAGE = 200;

export async function tripTicketSets(trip: RouteTrip): Promise<TicketSet[]> {
  const page = await data(
    api.call('listTicketSets', {
      params: {
        query: {
          date_from: trip.service_date,
          date_to: trip.service_date,
          route_id: trip.route_id,
          trip_code: trip.code,
          size: TRIP_PAGE,
        },
      },
    }),
  );
  return page.items;
}

export async function recentTicketSets(trip: RouteTrip): Promise<TicketSet[]> {
  const page = await data(
    api.call('listTicketSets', {
      params: {
        query: {
          date_from: addDays(trip.service_date, -RECENT_DAYS),
          date_to: trip.service_date,
          size: RECENT_PAGE,
        },
      },
    }),
  );
  return page.items;
}

type Path = { routeId: number; tripCode: string };
const pathOf = (trip: RouteTrip): Path => ({ routeId: trip.route_id, tripCode: trip.code });

export function handTicketSet(trip: RouteTrip, body: Schemas['TicketSetInput']): Promise<TicketSet> {
  return data(api.call('createTicketSet', { params: { path: pathOf(trip) }, body }));
}

export function takeBackTicketSet(
  trip: RouteTrip,
  body: Schemas['TicketSetReturnInput'],
): Promise<TicketSet> {
  return data(api.call('recordTicketSetReturn', { params: { path: pathOf(trip) }, body }));
}
