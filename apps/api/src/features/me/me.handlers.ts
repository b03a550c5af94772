// The signed-in user, their current company, and the services list loaded at start.
import { defineHandlers } from '../../http/operation.ts';
import { currentUserOf } from './current-user.ts';
import { listServices } from './services-list.ts';
import { switchCurrentCompany } from './switch-company.ts';
import { markTourSeen } from './tour-seen.ts';

export const meHandlers = defineHandlers({
  async getCurrentUser({ principal, db }) {
    return currentUserOf(db, principal);
  },

  async switchCurrentCompany({ body, principal, db }) {
    return switchCurrentCompany(db, principal, body.company_id);
  },

  async markTourSeen({ principal, db }) {
    return markTourSeen(db, principal);
  },

  // listServices lives in the lookups contract folder but is loaded with the user at start.
  async listServices({ query, db }) {
    return listServices(db, query);
  },
});
