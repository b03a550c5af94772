// DriverSettingTypes (/routes/driver-setting): list and .xlsx export, create, read, update, delete. This map only unpacks
// the request; `db` is scoped to the caller's companies (ADR 0009). The work is in driver-setting-type.query.ts, .write.ts and .export.ts.
import { defineHandlers } from '../../http/operation.ts';
import { exportDriverSettingTypes } from './driver-setting-type.export.ts';
import { toDriverSettingTypeBody } from './driver-setting-type.fields.ts';
import { listDriverSettingTypesPage, loadVisibleDriverSettingType } from './driver-setting-type.query.ts';
import {
  createDriverSettingType,
  deleteDriverSettingType,
  updateDriverSettingType,
} from './driver-setting-type.write.ts';

export const driverSettingTypesHandlers = defineHandlers({
  async listDriverSettingTypes({ query, db, reply }) {
    if (query.export) return exportDriverSettingTypes(db, query, reply);
    return listDriverSettingTypesPage(db, query);
  },

  async createDriverSettingType({ body, principal, db }) {
    return createDriverSettingType(db, principal, body);
  },

  async getDriverSettingType({ params, db }) {
    return toDriverSettingTypeBody(await loadVisibleDriverSettingType(db, params.id));
  },

  async updateDriverSettingType({ params, body, principal, db }) {
    return updateDriverSettingType(db, principal, params.id, body);
  },

  async deleteDriverSettingType({ params, principal, db }) {
    await deleteDriverSettingType(db, principal, params.id);
    return { message: 'OK' };
  },
});
