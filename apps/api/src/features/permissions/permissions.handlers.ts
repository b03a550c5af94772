// Features (functions), positions (permission roles) and their assignment to employees (spec §2
// /permission). This map only unpacks the request: features.ts, positions.*.ts, assign-role.ts.
import { defineHandlers } from '../../http/operation.ts';
import { assignPosition } from './assign-role.ts';
import { createFeature, deleteFeature, listFeatures, updateFeature } from './features.ts';
import { listPositions } from './positions.query.ts';
import { createPosition, deletePosition, updatePosition } from './positions.write.ts';

export const permissionHandlers = defineHandlers({
  async listFeatures({ query, db }) {
    return listFeatures(db, query);
  },

  async createFeature({ body, principal, db }) {
    return createFeature(db, principal, body);
  },

  async updateFeature({ params, body, principal, db }) {
    return updateFeature(db, principal, params.id, body);
  },

  async deleteFeature({ params, principal, db }) {
    await deleteFeature(db, principal, params.id);
    return { message: 'OK' };
  },

  async listRoles({ query, db }) {
    return listPositions(db, query);
  },

  async createRole({ body, principal, db }) {
    return createPosition(db, principal, body);
  },

  async updateRole({ params, body, principal, db }) {
    return updatePosition(db, principal, params.id, body);
  },

  async deleteRole({ params, principal, db }) {
    await deletePosition(db, principal, params.id);
    return { message: 'OK' };
  },

  async assignRole({ body, principal, db, services }) {
    return assignPosition(db, services, principal, body);
  },
});
