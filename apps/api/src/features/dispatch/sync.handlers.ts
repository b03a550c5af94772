// Sync with an outside dispatch system (issue 10, docs/adr/0013): the preview diff and the sync. This
// map only unpacks the request; the work is in sync/sync-run.ts, the adapter comes from services.
import { defineHandlers } from '../../http/operation.ts';
import { previewSync, runSync } from './sync/sync-run.ts';

export const syncHandlers = defineHandlers({
  async getTripSyncPreview({ db, principal, services, query }) {
    return previewSync({ db, principal, sources: services.dispatchSync }, query);
  },

  async syncTrips({ db, principal, services, body }) {
    return runSync({ db, principal, sources: services.dispatchSync }, body);
  },
});
