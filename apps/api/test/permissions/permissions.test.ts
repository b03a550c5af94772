import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, companies, features, roleFeatures, roles, users } from '../../src/db/schema/index.ts';
import {
  expectHistory,
  expectRefused,
  PN_ADMIN,
  PN_CONTROLLER,
  PN_ROLE1,
  QT_ADMIN,
  SUPER,
  SUPER_ROLE2,
} from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let superUserId: number;
const ids = { pn: 0, qt: 0 };
const positions = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.services.database;
  for (const c of await db.select().from(companies)) {
    if (c.code === 'PNB') ids.pn = c.id;
    if (c.code === 'QTH') ids.qt = c.id;
  }
  for (const r of await db.select().from(roles)) positions.set(r.code, r.id);
  const [u] = await db.select().from(users).where(eq(users.phoneNumber, '+84900000001'));
  superUserId = u!.id;
}, 180_000);
afterAll(() => t.close());

async function staffOf(companyId: number, role: number) {
  const [row] = await t.services.database.db
    .select()
    .from(busStaff)
    .where(and(eq(busStaff.companyId, companyId), eq(busStaff.role, role)))
    .limit(1);
  return row!;
}

describe('features', () => {
  it('lists features sorted by group then code, with keyword and group filters', async () => {
    const res = await t.call('GET', '/features', { as: SUPER, query: { size: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(11);
    const keys = res.body.items.map((f: { group: string; code: string }) => `${f.group}|${f.code}`);
    expect(keys).toEqual([...keys].sort());
    const search = await t.call('GET', '/features', { as: SUPER, query: { keyword: 've thang' } });
    expect(search.body.items.map((f: { code: string }) => f.code)).toEqual(['MONTHLY_TICKET']);
    const byCode = await t.call('GET', '/features', { as: SUPER, query: { keyword: 'employee_' } });
    expect(byCode.body.items.map((f: { code: string }) => f.code)).toEqual([
      'EMPLOYEE_MANAGE',
      'EMPLOYEE_VIEW',
    ]);
    const group = await t.call('GET', '/features', {
      as: SUPER,
      query: { group: 'Hệ thống', size: 2, page: 1 },
    });
    expect(group.body.total).toBe(3);
    expect(group.body.items).toHaveLength(1);
  });

  it('creates, updates and deletes a feature, with history', async () => {
    const created = await t.call('POST', '/features', {
      as: SUPER,
      body: { code: 'VEHICLE_MAP', name: 'Bản đồ xe', group: 'Vận hành' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'VEHICLE_MAP',
      name: 'Bản đồ xe',
      group: 'Vận hành',
      description: null,
    });
    const id = created.body.id;
    await expectHistory(t, 'feature', id, 'create', superUserId);

    const updated = await t.call('PUT', `/features/${id}`, {
      as: SUPER,
      body: { code: 'VEHICLE_MAP_VIEW', name: 'Xem bản đồ xe' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      id,
      code: 'VEHICLE_MAP_VIEW',
      name: 'Xem bản đồ xe',
      description: null,
      group: null,
    });
    await expectHistory(t, 'feature', id, 'update', superUserId);

    // Granted by a position: deleting removes the grant too.
    const role = await t.call('POST', '/roles', {
      as: SUPER,
      body: { code: 'XEM_BAN_DO', name: 'Xem bản đồ', system_role: 9, feature_ids: [id] },
    });
    expect(role.status).toBe(201);
    const deleted = await t.call('DELETE', `/features/${id}`, { as: SUPER });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'OK' });
    await expectHistory(t, 'feature', id, 'delete', superUserId);
    const grants = await t.services.database.db
      .select()
      .from(roleFeatures)
      .where(eq(roleFeatures.featureId, id));
    expect(grants).toEqual([]);
    const list = await t.call('GET', '/roles', { as: SUPER, query: { keyword: 'xem ban do' } });
    expect(list.body.items[0]).toMatchObject({ code: 'XEM_BAN_DO', feature_ids: [], features: [] });
  });

  it('refuses duplicate codes, bad input and unknown ids', async () => {
    const dup = await expectRefused(t, 'POST', '/features', 409, {
      as: SUPER,
      body: { code: 'REPORT_VIEW', name: 'Trùng' },
    });
    expect(dup.body.message).toBe('Mã chức năng đã tồn tại');
    const [other] = await t.services.database.db
      .select()
      .from(features)
      .where(eq(features.code, 'ROUTE_MANAGE'));
    await expectRefused(t, 'PUT', `/features/${other!.id}`, 409, {
      as: SUPER,
      body: { code: 'REPORT_VIEW', name: 'Trùng' },
    });
    for (const body of [
      {},
      { code: 'X' },
      { name: 'Tên' },
      { code: 'lower', name: 'Tên' },
      { code: 1, name: 'Tên' },
      { code: 'X', name: '' },
      { code: 'X', name: 'T', extra: 1 },
    ]) {
      await expectRefused(t, 'POST', '/features', 400, { as: SUPER, body });
      await expectRefused(t, 'PUT', `/features/${other!.id}`, 400, { as: SUPER, body });
    }
    await expectRefused(t, 'PUT', '/features/999999', 404, {
      as: SUPER,
      body: { code: 'NOPE', name: 'Không có' },
    });
    await expectRefused(t, 'DELETE', '/features/999999', 404, { as: SUPER });
    await expectRefused(t, 'DELETE', '/features/abc', 400, { as: SUPER });
  });

  it('is for the super company admin only', async () => {
    for (const phone of [PN_ROLE1, PN_ADMIN, SUPER_ROLE2]) {
      await expectRefused(t, 'GET', '/features', 403, { as: phone });
      await expectRefused(t, 'POST', '/features', 403, {
        as: phone,
        body: { code: 'DENIED', name: 'Từ chối' },
      });
      await expectRefused(t, 'PUT', '/features/1', 403, {
        as: phone,
        body: { code: 'DENIED', name: 'Từ chối' },
      });
      await expectRefused(t, 'DELETE', '/features/1', 403, { as: phone });
    }
  });
});

describe('roles (positions)', () => {
  it('lists positions with features, filters and keyword', async () => {
    const res = await t.call('GET', '/roles', { as: SUPER, query: { size: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(7);
    const names = res.body.items.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
    const admin = res.body.items.find((r: { code: string }) => r.code === 'QUAN_TRI_HE_THONG');
    expect(admin.features).toHaveLength(11);
    expect(admin.feature_ids).toEqual(admin.features.map((f: { id: number }) => f.id));
    const drivers = await t.call('GET', '/roles', { as: SUPER, query: { system_role: 6 } });
    expect(drivers.body.items.map((r: { code: string }) => r.code)).toEqual(['LAI_XE']);
    const search = await t.call('GET', '/roles', { as: SUPER, query: { keyword: 'kiểm soát' } });
    expect(search.body.items.map((r: { code: string }) => r.code)).toEqual(['KIEM_SOAT_VIEN']);
    await expectRefused(t, 'GET', '/roles', 400, { as: SUPER, query: { system_role: 3 } });
  });

  it('creates, updates (holders follow the system role) and deletes a position, with history', async () => {
    const [f1, f2] = await t.services.database.db.select().from(features).limit(2);
    const created = await t.call('POST', '/roles', {
      as: SUPER,
      body: {
        code: 'TRUONG_TRAM',
        name: 'Trưởng trạm',
        system_role: 9,
        feature_ids: [f1!.id],
        company_id: ids.pn,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'TRUONG_TRAM',
      system_role: 9,
      feature_ids: [f1!.id],
      company_id: ids.pn,
      description: null,
    });
    const id = created.body.id;
    await expectHistory(t, 'role', id, 'create', superUserId);
    const own = await t.call('GET', '/roles', { as: SUPER, query: { company_id: ids.pn } });
    expect(own.body.items.map((r: { id: number }) => r.id)).toEqual([id]);

    const driver = await staffOf(ids.pn, 6);
    const assigned = await t.call('PUT', '/bus/roles/assign', {
      as: SUPER,
      body: { staff_id: driver.id, role_id: id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ id: driver.id, role_id: id, role: 9, role_name: 'Trưởng trạm' });

    const updated = await t.call('PUT', `/roles/${id}`, {
      as: SUPER,
      body: {
        code: 'TRUONG_TRAM',
        name: 'Trưởng trạm xe buýt',
        system_role: 8,
        feature_ids: [f2!.id, f1!.id],
        company_id: ids.pn,
        description: 'Mô tả',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Trưởng trạm xe buýt', system_role: 8, description: 'Mô tả' });
    expect([...updated.body.feature_ids].sort()).toEqual([f1!.id, f2!.id].sort());
    await expectHistory(t, 'role', id, 'update', superUserId);
    const [holder] = await t.services.database.db.select().from(busStaff).where(eq(busStaff.id, driver.id));
    expect(holder!.role).toBe(8);
    await expectHistory(t, 'bus_staff', driver.id, 'update', superUserId);

    // Moving the position to another company while a Phương Nam employee holds it: 409.
    await expectRefused(t, 'PUT', `/roles/${id}`, 409, {
      as: SUPER,
      body: { code: 'TRUONG_TRAM', name: 'Trưởng trạm', system_role: 8, feature_ids: [], company_id: ids.qt },
    });
    const held = await expectRefused(t, 'DELETE', `/roles/${id}`, 409, { as: SUPER });
    expect(held.body.message).toBe('Không thể xoá chức vụ đang được gán cho nhân viên');

    await t.call('PUT', '/bus/roles/assign', {
      as: SUPER,
      body: { staff_id: driver.id, role_id: positions.get('LAI_XE') },
    });
    const deleted = await t.call('DELETE', `/roles/${id}`, { as: SUPER });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'OK' });
    await expectHistory(t, 'role', id, 'delete', superUserId);
  });

  it('refuses unknown features, duplicate codes, unknown companies and bad input', async () => {
    const unknown = await expectRefused(t, 'POST', '/roles', 400, {
      as: SUPER,
      body: { code: 'MOI', name: 'Mới', system_role: 5, feature_ids: [1, 999999] },
    });
    expect(unknown.body.errors).toEqual([
      { field: 'feature_ids', message: expect.stringContaining('999999') },
    ]);
    const laiXe = positions.get('LAI_XE')!;
    await expectRefused(t, 'PUT', `/roles/${laiXe}`, 400, {
      as: SUPER,
      body: { code: 'LAI_XE', name: 'Lái xe', system_role: 6, feature_ids: [999999] },
    });
    const dup = await expectRefused(t, 'POST', '/roles', 409, {
      as: SUPER,
      body: { code: 'PHU_XE', name: 'Trùng', system_role: 5, feature_ids: [] },
    });
    expect(dup.body.message).toBe('Mã chức vụ đã tồn tại');
    await expectRefused(t, 'PUT', `/roles/${laiXe}`, 409, {
      as: SUPER,
      body: { code: 'PHU_XE', name: 'Lái xe', system_role: 6, feature_ids: [] },
    });
    await expectRefused(t, 'POST', '/roles', 400, {
      as: SUPER,
      body: { code: 'MOI', name: 'Mới', system_role: 5, feature_ids: [], company_id: 999999 },
    });
    for (const body of [
      {},
      { code: 'MOI', name: 'Mới', system_role: 5 },
      { code: 'MOI', name: 'Mới', feature_ids: [] },
      { code: 'MOI', name: 'Mới', system_role: 3, feature_ids: [] },
      { code: 'MOI', name: 'Mới', system_role: '5', feature_ids: [] },
      { code: 'MOI', name: 'Mới', system_role: 5, feature_ids: 'all' },
      { code: 'MOI', name: 'Mới', system_role: 5, feature_ids: [1, 1] },
      { code: 'MOI', name: 'Mới', system_role: 5, feature_ids: [0] },
      { code: 'có dấu', name: 'Mới', system_role: 5, feature_ids: [] },
    ]) {
      await expectRefused(t, 'POST', '/roles', 400, { as: SUPER, body });
    }
    await expectRefused(t, 'PUT', '/roles/999999', 404, {
      as: SUPER,
      body: { code: 'X', name: 'X', system_role: 5, feature_ids: [] },
    });
    await expectRefused(t, 'DELETE', '/roles/999999', 404, { as: SUPER });
  });

  it('is for the super company admin only', async () => {
    const body = { code: 'DENIED', name: 'Từ chối', system_role: 5, feature_ids: [] };
    for (const phone of [PN_ROLE1, PN_ADMIN, SUPER_ROLE2]) {
      await expectRefused(t, 'GET', '/roles', 403, { as: phone });
      await expectRefused(t, 'POST', '/roles', 403, { as: phone, body });
      await expectRefused(t, 'PUT', `/roles/${positions.get('PHU_XE')}`, 403, { as: phone, body });
      await expectRefused(t, 'DELETE', `/roles/${positions.get('PHU_XE')}`, 403, { as: phone });
    }
  });
});

describe('assignRole', () => {
  it('lets the super admin assign any position, with history', async () => {
    const conductor = await staffOf(ids.qt, 9);
    const res = await t.call('PUT', '/bus/roles/assign', {
      as: SUPER,
      body: { staff_id: conductor.id, role_id: positions.get('QUAN_LY_CONG_TY') },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: conductor.id,
      company_id: ids.qt,
      role: 2,
      role_id: positions.get('QUAN_LY_CONG_TY'),
      role_name: 'Quản lý công ty',
    });
    const h = await expectHistory(t, 'bus_staff', conductor.id, 'assign_role', superUserId);
    expect((h.before as { role: number }).role).toBe(9);
    await t.call('PUT', '/bus/roles/assign', {
      as: SUPER,
      body: { staff_id: conductor.id, role_id: positions.get('KIEM_SOAT_VIEN') },
    });
  });

  it('lets member company admins and controllers assign non-admin positions in their company', async () => {
    const driver = await staffOf(ids.pn, 6);
    for (const [phone, code, role] of [
      [PN_ADMIN, 'PHU_XE', 5],
      [PN_CONTROLLER, 'BAN_VE_THANG', 8],
      [PN_ROLE1, 'LAI_XE', 6],
    ] as const) {
      const res = await t.call('PUT', '/bus/roles/assign', {
        as: phone,
        body: { staff_id: driver.id, role_id: positions.get(code) },
      });
      expect(res.status, phone).toBe(200);
      expect(res.body).toMatchObject({ role: role, role_id: positions.get(code) });
    }
  });

  it('lets only role 1 assign admin positions', async () => {
    const driver = await staffOf(ids.pn, 6);
    for (const phone of [PN_ADMIN, PN_CONTROLLER]) {
      for (const code of ['QUAN_TRI_HE_THONG', 'QUAN_LY_CONG_TY']) {
        await expectRefused(t, 'PUT', '/bus/roles/assign', 403, {
          as: phone,
          body: { staff_id: driver.id, role_id: positions.get(code) },
        });
      }
    }
    // Nor may they change the position of an admin.
    const admin = await staffOf(ids.pn, 1);
    await expectRefused(t, 'PUT', '/bus/roles/assign', 403, {
      as: PN_CONTROLLER,
      body: { staff_id: admin.id, role_id: positions.get('PHU_XE') },
    });
    const res = await t.call('PUT', '/bus/roles/assign', {
      as: PN_ROLE1,
      body: { staff_id: driver.id, role_id: positions.get('QUAN_LY_CONG_TY') },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe(2);
    await t.call('PUT', '/bus/roles/assign', {
      as: PN_ROLE1,
      body: { staff_id: driver.id, role_id: positions.get('LAI_XE') },
    });
  });

  it('answers 404 for staff of another company, unknown staff and foreign or unknown positions', async () => {
    const qtDriver = await staffOf(ids.qt, 6);
    const pnDriver = await staffOf(ids.pn, 6);
    await expectRefused(t, 'PUT', '/bus/roles/assign', 404, {
      as: PN_ADMIN,
      body: { staff_id: qtDriver.id, role_id: positions.get('PHU_XE') },
    });
    await expectRefused(t, 'PUT', '/bus/roles/assign', 404, {
      as: QT_ADMIN,
      body: { staff_id: pnDriver.id, role_id: positions.get('PHU_XE') },
    });
    await expectRefused(t, 'PUT', '/bus/roles/assign', 404, {
      as: SUPER,
      body: { staff_id: 999999, role_id: positions.get('PHU_XE') },
    });
    await expectRefused(t, 'PUT', '/bus/roles/assign', 404, {
      as: SUPER,
      body: { staff_id: pnDriver.id, role_id: 999999 },
    });
    const qtOnly = await t.call('POST', '/roles', {
      as: SUPER,
      body: {
        code: 'RIENG_QT',
        name: 'Riêng Quyết Thắng',
        system_role: 5,
        feature_ids: [],
        company_id: ids.qt,
      },
    });
    expect(qtOnly.status).toBe(201);
    await expectRefused(t, 'PUT', '/bus/roles/assign', 404, {
      as: SUPER,
      body: { staff_id: pnDriver.id, role_id: qtOnly.body.id },
    });
    const ok = await t.call('PUT', '/bus/roles/assign', {
      as: QT_ADMIN,
      body: { staff_id: qtDriver.id, role_id: qtOnly.body.id },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses bad input and roles without access', async () => {
    const driver = await staffOf(ids.pn, 6);
    for (const body of [
      {},
      { staff_id: driver.id },
      { role_id: 1 },
      { staff_id: 'x', role_id: 1 },
      { staff_id: driver.id, role_id: 0 },
      { staff_id: driver.id, role_id: 1, role: 1 },
    ]) {
      await expectRefused(t, 'PUT', '/bus/roles/assign', 400, { as: SUPER, body });
    }
    await expectRefused(t, 'PUT', '/bus/roles/assign', 403, {
      as: '0901000005',
      body: { staff_id: driver.id, role_id: positions.get('PHU_XE') },
    });
    await expectRefused(t, 'PUT', '/bus/roles/assign', 401, {
      body: { staff_id: driver.id, role_id: positions.get('PHU_XE') },
    });
  });
});
