// Vehicles (/vehicle/list): list and .xlsx export, create, read, update, delete. This map only unpacks
// the request; `db` is scoped to the caller's companies (ADR 0009). The work is in vehicle.query.ts, .write.ts and .export.ts.
import { defineHandlers } from '../../http/operation.ts';
import { exportVehicles } from './vehicle.export.ts';
import { toVehicleBody } from './vehicle.fields.ts';
import { listVehiclesPage, loadVisibleVehicle } from './vehicle.query.ts';
import { createVehicle, deleteVehicle, updateVehicle } from './vehicle.write.ts';

export const vehiclesHandlers = defineHandlers({
  async listVehicles({ query, db, reply }) {
    if (query.export) return exportVehicles(db, query, reply);
    return listVehiclesPage(db, query);
  },

  async createVehicle({ body, principal, db }) {
    return createVehicle(db, principal, body);
  },

  async getVehicle({ params, db }) {
    return toVehicleBody(await loadVisibleVehicle(db, params.id));
  },

  async updateVehicle({ params, body, principal, db }) {
    return updateVehicle(db, principal, params.id, body);
  },

  async deleteVehicle({ params, principal, db }) {
    await deleteVehicle(db, principal, params.id);
    return { message: 'OK' };
  },
});
