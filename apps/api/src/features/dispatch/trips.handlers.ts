// The day's trips (issue 10): the board, one trip, the saves, confirmations and history. This map only
// unpacks the request; reads are in trip.query.ts, every assignment goes through trip-engine.ts.
import { defineHandlers } from '../../http/operation.ts';
import { getTrip, listDayTrips } from './trip.query.ts';
import { listChanges } from './trip-changes.query.ts';
import { confirmNoReturn, confirmTime, proposeLost } from './trip-confirm.ts';
import { copyDayTrips } from './trip-copy.ts';
import { deleteTrips } from './trip-delete.ts';
import { generateTrips } from './trip-generate.ts';
import { serviceDayOf } from './trip-input.ts';
import { createTrip, updateTrip, updateTrips } from './trip-saves.ts';

export const tripsHandlers = defineHandlers({
  listTrips: ({ query, db }) => listDayTrips(db, serviceDayOf(query.date), query.route_id),
  getRouteTrip: ({ params, db }) => getTrip(db, params.routeId, params.tripCode),
  createRouteTrip: ({ params, body, principal, db }) => createTrip(db, principal, params.routeId, body),
  updateRouteTrip: ({ params, body, principal, db }) =>
    updateTrip(db, principal, params.routeId, params.tripCode, body),
  deleteRouteTrip: ({ params, body, principal, db }) =>
    deleteTrips(db, principal, params.routeId, [params.tripCode], body.note),
  deleteRouteTrips: ({ params, body, principal, db }) =>
    deleteTrips(db, principal, params.routeId, body.trip_codes, body.note),
  updateRouteTrips: ({ params, body, principal, db }) => updateTrips(db, principal, params.routeId, body),
  createRouteTripsFromSchedules: ({ params, body, principal, db }) =>
    generateTrips(db, principal, params.routeId, body.service_date),
  confirmTripTime: ({ body, principal, db }) => confirmTime(db, principal, body),
  confirmTripNoReturn: ({ body, principal, db }) => confirmNoReturn(db, principal, body),
  proposeLostTrip: ({ body, principal, db }) => proposeLost(db, principal, body),
  listTripChanges: ({ query, db }) => listChanges(db, query),
  copyRouteTrips: ({ params, body, principal, db }) => copyDayTrips(db, principal, params.routeId, body),
  copyTrips: ({ body, principal, db }) => copyDayTrips(db, principal, null, body),
});
