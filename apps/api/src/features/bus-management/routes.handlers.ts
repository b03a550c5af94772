// Routes (/route/list): list and .xlsx export, create, read, update, delete. This map only unpacks
// the request; `db` is scoped to the caller's companies (ADR 0009). The work is in route.query.ts, .write.ts and .export.ts.
import { defineHandlers } from '../../http/operation.ts';
import { getRouteDetail } from './route.detail.ts';
import { exportRoutes } from './route.export.ts';
import { listRoutesPage } from './route.query.ts';
import { createRoute, deleteRoute, updateRoute } from './route.write.ts';

export const routesHandlers = defineHandlers({
  async listRoutes({ query, db, reply }) {
    if (query.export) return exportRoutes(db, query, reply);
    return listRoutesPage(db, query);
  },

  async createRoute({ body, principal, db }) {
    return createRoute(db, principal, body);
  },

  async getRoute({ params, db }) {
    return getRouteDetail(db, params.id);
  },

  async updateRoute({ params, body, principal, db }) {
    return updateRoute(db, principal, params.id, body);
  },

  async deleteRoute({ params, principal, db }) {
    await deleteRoute(db, principal, params.id);
    return { message: 'OK' };
  },
});
