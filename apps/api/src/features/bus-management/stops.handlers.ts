// Stops (/route/stop): list and .xlsx export, create, read, update, delete. This map only unpacks
// the request; `db` is scoped to the caller's companies (ADR 0009). The work is in stop.query.ts, .write.ts and .export.ts.
import { defineHandlers } from '../../http/operation.ts';
import { exportStops } from './stop.export.ts';
import { toStopBody } from './stop.fields.ts';
import { listStopsPage, loadVisibleStop } from './stop.query.ts';
import { createStop, deleteStop, updateStop } from './stop.write.ts';

export const stopsHandlers = defineHandlers({
  async listStops({ query, db, reply }) {
    if (query.export) return exportStops(db, query, reply);
    return listStopsPage(db, query);
  },

  async createStop({ body, principal, db }) {
    return createStop(db, principal, body);
  },

  async getStop({ params, db }) {
    return toStopBody(await loadVisibleStop(db, params.id));
  },

  async updateStop({ params, body, principal, db }) {
    return updateStop(db, principal, params.id, body);
  },

  async deleteStop({ params, principal, db }) {
    await deleteStop(db, principal, params.id);
    return { message: 'OK' };
  },
});
