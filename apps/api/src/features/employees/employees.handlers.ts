// Employees (bus staff): list and .xlsx export, create, read, partial update, delete, and
// idempotent deposits. This map only unpacks the request; each operation lives in a staff.*.ts.
// `db` is limited to the caller's companies (ADR 0009): no query below filters by company by hand.
import { defineHandlers } from '../../http/operation.ts';
import { createStaff } from './staff.create.ts';
import { deleteStaff } from './staff.delete.ts';
import { depositToStaff } from './staff.deposit.ts';
import { exportStaff } from './staff.export.ts';
import { listStaffPage, loadVisibleStaff, toStaffBody } from './staff.query.ts';
import { forCaller } from './staff.rules.ts';
import { updateStaff } from './staff.update.ts';

export const employeeHandlers = defineHandlers({
  async listBusStaff({ query, principal, db, reply }) {
    if (query.export) return exportStaff(db, query, reply);
    const page = await listStaffPage(db, query);
    return { ...page, items: page.items.map((item) => forCaller(principal, item)) };
  },

  async createBusStaff({ body, principal, db }) {
    return createStaff(db, principal, body);
  },

  async getBusStaff({ params, principal, db }) {
    return forCaller(principal, toStaffBody(await loadVisibleStaff(db, params.id)));
  },

  async getStaff({ params, principal, db }) {
    return forCaller(principal, toStaffBody(await loadVisibleStaff(db, params.id)));
  },

  async updateBusStaff({ params, body, principal, db, services }) {
    return updateStaff(db, services, principal, params.id, body);
  },

  async deleteBusStaff({ params, principal, db }) {
    await deleteStaff(db, principal, params.id);
    return { message: 'OK' };
  },

  async depositBusStaff({ body, request, principal, db, reply }) {
    return depositToStaff({ db, principal, request, reply }, body);
  },
});
