// A route's lines and their ordered stops: create/update/delete a line, list its stops, add, replace or
// remove one, and rewrite the order (stop-map). This map only unpacks the request; `db` is scoped to the
// caller's companies (ADR 0009). The work is in route-line.*.ts and line-stop.*.ts.
import { defineHandlers } from '../../http/operation.ts';
import { listLineStopsPage } from './line-stop.query.ts';
import { createLineStop, deleteLineStop, updateLineStop, updateLineStopMap } from './line-stop.write.ts';
import { loadLine } from './route-line.query.ts';
import { createRouteLine, deleteRouteLine, updateRouteLine } from './route-line.write.ts';

export const routeLinesHandlers = defineHandlers({
  async createRouteLine({ params, body, principal, db }) {
    return createRouteLine(db, principal, params.id, body);
  },

  async updateRouteLine({ params, body, principal, db }) {
    return updateRouteLine(db, principal, params.id, params.lineId, body);
  },

  async deleteRouteLine({ params, principal, db }) {
    await deleteRouteLine(db, principal, params.id, params.lineId);
    return { message: 'OK' };
  },

  async listLineStops({ params, query, db }) {
    await loadLine(db, params.id, params.lineId);
    return listLineStopsPage(db, params.lineId, query);
  },

  async createLineStop({ params, body, principal, db }) {
    return createLineStop(db, principal, params.id, params.lineId, body);
  },

  async updateLineStop({ params, body, principal, db }) {
    return updateLineStop(db, principal, params.id, params.lineId, params.stopId, body);
  },

  async deleteLineStop({ params, principal, db }) {
    await deleteLineStop(db, principal, params.id, params.lineId, params.stopId);
    return { message: 'OK' };
  },

  async updateLineStopMap({ params, body, principal, db }) {
    return updateLineStopMap(db, principal, params.id, params.lineId, body.stop_ids_map);
  },
});
