// A route's tickets, auto price and schedules (route detail tabs). This map only unpacks the request;
// the work is in route-tickets.ts, route-auto-price.ts and route-schedules.ts.
import { defineHandlers } from '../../http/operation.ts';
import { createAutoPrice, deleteAutoPrice, listAutoPrices, setAutoPrice } from './route-auto-price.ts';
import {
  createSchedule,
  deleteSchedule,
  generateSchedules,
  listSchedules,
  updateSchedule,
} from './route-schedules.ts';
import { createTicket, deleteTicket, listTickets, updateTicket } from './route-tickets.ts';

export const routeFaresHandlers = defineHandlers({
  listRouteTickets: ({ params, db }) => listTickets(db, params.id),
  createRouteTicket: ({ params, body, principal, db }) => createTicket(db, principal, params.id, body),
  updateRouteTicket: ({ params, body, principal, db }) =>
    updateTicket(db, principal, params.id, params.ticketId, body),
  deleteRouteTicket: ({ params, principal, db }) => deleteTicket(db, principal, params.id, params.ticketId),

  listRouteAutoPrices: ({ params, db }) => listAutoPrices(db, params.id),
  createRouteAutoPrice: ({ params, body, principal, db }) => createAutoPrice(db, principal, params.id, body),
  deleteRouteAutoPrice: ({ params, principal, db }) =>
    deleteAutoPrice(db, principal, params.id, params.entryId),
  switchRouteAutoPrice: ({ params, body, principal, db }) =>
    setAutoPrice(db, principal, params.id, body.isAutoPrice),

  listRouteSchedules: ({ params, query, db }) => listSchedules(db, params.id, query),
  createRouteSchedule: ({ params, body, principal, db }) => createSchedule(db, principal, params.id, body),
  updateRouteSchedule: ({ params, body, principal, db }) =>
    updateSchedule(db, principal, params.id, params.scheduleId, body),
  deleteRouteSchedule: ({ params, principal, db }) =>
    deleteSchedule(db, principal, params.id, params.scheduleId),
  createRouteSchedulesByHeadway: ({ params, body, principal, db }) =>
    generateSchedules(db, principal, params.id, body),
});
