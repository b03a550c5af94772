// Features (functions), positions (permission roles) and their assignment to employees (spec §2
// /permission). This map only unpacks the request: features.ts, positions.*.ts, assign-role.ts.
import { defineHandlers } from '../../http/operation.ts';
import { assignPosition } from './assign-role.ts';
import { createFeature, deleteFeature, listFeatures, updateFeature } from './features.ts';
import { listPositions } from './positions.query.ts';
import { createPosition, deletePosition, updatePosition } from './positions.write.ts';

export const permissionHandlers = defineHandlers({
  async listFeatures({ query, services }) {
    return listFeatures(services.database.db, query);
  },

  async createFeature({ body, principal, services }) {
    return createFeature(services.database.db, principal, body);
  },

  async updateFeature({ params, body, principal, services }) {
    return updateFeature(services.database.db, principal, params.id, body);
  },

  async deleteFeature({ params, principal, services }) {
    await deleteFeature(services.database.db, principal, params.id);
    return { message: 'OK' };
  },

  async listRoles({ query, principal, services }) {
    return listPositions(services.database.db, principal, query);
  },

  async createRole({ body, principal, services }) {
    return createPosition(services.database.db, principal, body);
  },

  async updateRole({ params, body, principal, services }) {
    return updatePosition(services.database.db, principal, params.id, body);
  },

  async deleteRole({ params, principal, services }) {
    await deletePosition(services.database.db, principal, params.id);
    return { message: 'OK' };
  },

  async assignRole({ body, principal, services }) {
    return assignPosition(services.database.db, services, principal, body);
  },
});
