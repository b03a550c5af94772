// Employees (bus staff): list and .xlsx export, create, read, partial update, delete, and
// idempotent deposits. This map only unpacks the request; each operation lives in a staff.*.ts.
import { defineHandlers } from '../../http/operation.ts';
import { createStaff } from './staff.create.ts';
import { deleteStaff } from './staff.delete.ts';
import { depositToStaff } from './staff.deposit.ts';
import { exportStaff } from './staff.export.ts';
import { listStaffPage, loadVisibleStaff, toStaffBody } from './staff.query.ts';
import { forCaller } from './staff.rules.ts';
import { updateStaff } from './staff.update.ts';

export const employeeHandlers = defineHandlers({
  async listBusStaff({ query, principal, services, reply }) {
    const { db } = services.database;
    if (query.export) return exportStaff(db, principal, query, reply);
    const page = await listStaffPage(db, principal, query);
    return { ...page, items: page.items.map((item) => forCaller(principal, item)) };
  },

  async createBusStaff({ body, principal, services }) {
    return createStaff(services.database.db, principal, body);
  },

  async getBusStaff({ params, principal, services }) {
    return forCaller(
      principal,
      toStaffBody(await loadVisibleStaff(services.database.db, principal, params.id)),
    );
  },

  async getStaff({ params, principal, services }) {
    return forCaller(
      principal,
      toStaffBody(await loadVisibleStaff(services.database.db, principal, params.id)),
    );
  },

  async updateBusStaff({ params, body, principal, services }) {
    return updateStaff(services.database.db, services, principal, params.id, body);
  },

  async deleteBusStaff({ params, principal, services }) {
    await deleteStaff(services.database.db, principal, params.id);
    return { message: 'OK' };
  },

  async depositBusStaff({ body, request, principal, services, reply }) {
    return depositToStaff({ db: services.database.db, principal, request, reply }, body);
  },
});
