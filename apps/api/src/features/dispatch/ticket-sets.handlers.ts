// Ticket sets (vé quyển) handed to a trip's conductor and taken back (issue 20): the records the
// ticket-book statistics report (/report/trip-set-ticket) compares with the ledger.
import { defineHandlers } from '../../http/operation.ts';
import { listTicketSets } from './ticket-set.query.ts';
import { createTicketSet, recordTicketSetReturn } from './ticket-set.write.ts';

export const ticketSetHandlers = defineHandlers({
  createTicketSet: ({ params, body, principal, db }) =>
    createTicketSet(db, principal, params.routeId, params.tripCode, body),
  recordTicketSetReturn: ({ params, body, principal, db }) =>
    recordTicketSetReturn(db, principal, params.routeId, params.tripCode, body),
  listTicketSets: ({ query, db }) => listTicketSets(db, query),
});
