// A valid request for every operation that declares targets: the path parameters and body fields
// the test does not aim at get values here that the actor may use (a fresh phone, the shared
// driver position, a driver of the actor's company); the aimed-at field is then overwritten.
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts';
import { cardTargets, memberTargets } from './customers.ts';
import { deviceKeyTargets, serviceKeyTargets } from './device-keys.ts';
import { dispatchRequests } from './dispatch.ts';
import { driverSettingTypeTargets } from './driver-setting-types.ts';
import { driverSettingTargets } from './driver-settings.ts';
import { monthlyTicketRequests } from './monthly-tickets.ts';
import { passSettingTargets } from './pass-settings.ts';
import { routeFaresRequests } from './route-fares.ts';
import { routeLineTargets } from './route-lines.ts';
import { routeTargets } from './routes.ts';
import { lineTargets, stopTargets } from './stops.ts';
import { ticketSetRequests } from './ticket-sets.ts';
import { vehicleTargets } from './vehicles.ts';
import type { Actor, World } from './world.ts';

export interface SampleRequest {
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
  /** Query fields the operation needs besides the aimed-at one (a day). */
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

let serial = 0;

async function sharedDriverPosition(world: World): Promise<number> {
  return world.position(null, 6);
}

export const REQUESTS: Record<
  string,
  (world: World, actor: Actor) => Promise<SampleRequest> | SampleRequest
> = {
  ...routeFaresRequests,
  ...monthlyTicketRequests,
  ...dispatchRequests,
  ...ticketSetRequests,
  ...driverSettingTypeTargets.requests,
  ...driverSettingTargets.requests,
  ...routeTargets.requests,
  ...routeLineTargets.requests,
  ...stopTargets.requests,
  ...lineTargets.requests,
  ...vehicleTargets.requests,
  ...deviceKeyTargets.requests,
  ...serviceKeyTargets.requests,
  ...passSettingTargets.requests,
  ...memberTargets.requests,
  ...cardTargets.requests,
  getStaff: () => ({}),
  getBusStaff: () => ({}),
  deleteBusStaff: () => ({}),
  updateBusStaff: () => ({ body: { full_name: 'Tên do ma trận đặt' } }),
  depositBusStaff: () => ({
    body: { amount: 10_000 },
    headers: { 'idempotency-key': `target-matrix-${serial++}` },
  }),
  createBusStaff: (world) => ({
    body: { phone_number: world.freshPhone(), full_name: 'Người thử', role: 6 },
  }),
  assignCompanyAdmin: (world) => ({
    params: { id: world.companyIds.phuongNam },
    body: { phone_number: world.freshPhone(), full_name: 'Quản trị thử' },
  }),
  getCompany: () => ({}),
  updateCompany: () => ({ body: { address: 'Địa chỉ do ma trận đặt' } }),
  deleteCompany: () => ({}),
  switchCurrentCompany: () => ({ body: {} }),
  changePassword: () => ({ body: { old_password: 'sai-mat-khau', new_password: 'Khac@2026' } }),
  resetPassword: (_world, actor) => ({ body: { username: actor.phone, new_password: DEMO_PASSWORD } }),
  sendNotification: () => ({ body: { title: 'Thử', body: 'Nội dung thử' } }),
  assignRole: async (world, actor) => {
    const company = Object.entries(world.companyIds).find(([, id]) => id === actor.companyId)![0];
    const driver = await world.person(company as 'super', 6);
    return { body: { staff_id: driver.staffId, role_id: await sharedDriverPosition(world) } };
  },
  updateRole: () => ({
    body: { code: `TM_UPD_${serial++}`, name: 'Chức vụ đổi tên', system_role: 6, feature_ids: [] },
  }),
  deleteRole: () => ({}),
  updateFeature: () => ({ body: { code: `TM_UPD_${serial++}`, name: 'Chức năng đổi tên' } }),
  deleteFeature: () => ({}),
  markNotificationRead: () => ({}),
  listRecordHistory: () => ({}),
  deleteDeviceToken: () => ({}),
};
