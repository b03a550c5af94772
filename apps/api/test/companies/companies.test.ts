import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, companies, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  expectHistory,
  expectRefused,
  historyOf,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_ROLE1,
  QT_ADMIN,
  SUPER,
  SUPER_ROLE2,
} from './helpers.ts';

let t: TestApp;
let superUserId: number;
const ids = { super: 0, pn: 0, qt: 0 };

async function companyId(code: string) {
  const [row] = await t.services.database.db.select().from(companies).where(eq(companies.code, code));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ids.super = await companyId('SGT');
  ids.pn = await companyId('PNB');
  ids.qt = await companyId('QTH');
  const [u] = await t.services.database.db.select().from(users).where(eq(users.phoneNumber, '+84900000001'));
  superUserId = u!.id;
}, 180_000);
afterAll(() => t.close());

const newCompany = (code: string, extra: Record<string, unknown> = {}) => ({
  name: `Công ty Xe khách ${code}`,
  short_name: `Xe khách ${code}`,
  code,
  ...extra,
});

describe('listCompanies', () => {
  it('lists every company with staff count and admin name for the super admin', async () => {
    const res = await t.call('GET', '/companies', { as: SUPER });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const pn = res.body.items.find((c: { code: string }) => c.code === 'PNB');
    expect(pn.admin_name).toBe('Phạm Thu Dung');
    const pnStaff = await t.services.database.db
      .select({ id: busStaff.id })
      .from(busStaff)
      .where(eq(busStaff.companyId, ids.pn));
    expect(pn.staff_count).toBe(pnStaff.length);
    const sgt = res.body.items.find((c: { code: string }) => c.code === 'SGT');
    expect(sgt.is_super).toBe(true);
  });

  it('searches without diacritics on name, short name, code and tax code', async () => {
    for (const [keyword, code] of [
      ['phuong nam', 'PNB'],
      ['Quyết Thắng', 'QTH'],
      ['qth', 'QTH'],
      ['SAI GON', 'SGT'],
      ['0312775401', 'PNB'],
    ] as const) {
      const res = await t.call('GET', '/companies', { as: SUPER, query: { keyword } });
      expect(res.status).toBe(200);
      expect(
        res.body.items.map((c: { code: string }) => c.code),
        keyword,
      ).toEqual([code]);
      expect(res.body.total).toBe(1);
    }
    const none = await t.call('GET', '/companies', { as: SUPER, query: { keyword: '%' } });
    expect(none.body.total).toBe(0);
  });

  it('sorts and pages', async () => {
    const byStaff = await t.call('GET', '/companies', { as: SUPER, query: { sort: '-staff_count' } });
    const counts = byStaff.body.items.map((c: { staff_count: number }) => c.staff_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byCode = await t.call('GET', '/companies', { as: SUPER, query: { sort: 'code' } });
    expect(byCode.body.items.map((c: { code: string }) => c.code)).toEqual(['PNB', 'QTH', 'SGT']);
    const page = await t.call('GET', '/companies', { as: SUPER, query: { sort: '-code', page: 1, size: 1 } });
    expect(page.body.items.map((c: { code: string }) => c.code)).toEqual(['QTH']);
    expect(page.body.total).toBe(3);
    const active = await t.call('GET', '/companies', { as: SUPER, query: { status: 'inactive' } });
    expect(active.body.total).toBe(0);
  });

  it('refuses bad queries and member company users', async () => {
    await expectRefused(t, 'GET', '/companies', 400, { as: SUPER, query: { sort: 'tax_code' } });
    await expectRefused(t, 'GET', '/companies', 400, { as: SUPER, query: { size: 0 } });
    await expectRefused(t, 'GET', '/companies', 400, { as: SUPER, query: { page: 'x' } });
    await expectRefused(t, 'GET', '/companies', 403, { as: PN_ROLE1 });
    await expectRefused(t, 'GET', '/companies', 403, { as: PN_ADMIN });
    await expectRefused(t, 'GET', '/companies', 403, { as: SUPER_ROLE2 });
    await expectRefused(t, 'GET', '/companies', 401);
  });
});

describe('getCompany', () => {
  it('answers any company to the super admin', async () => {
    const res = await t.call('GET', `/companies/${ids.qt}`, { as: SUPER });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.qt, code: 'QTH', is_super: false, admin_name: 'Đỗ Thanh Khoa' });
  });

  it('answers member company users their own company only', async () => {
    for (const phone of [PN_ADMIN, PN_ROLE1, PN_CONDUCTOR]) {
      const own = await t.call('GET', `/companies/${ids.pn}`, { as: phone });
      expect(own.status).toBe(200);
      expect(own.body.code).toBe('PNB');
      await expectRefused(t, 'GET', `/companies/${ids.qt}`, 404, { as: phone });
      await expectRefused(t, 'GET', `/companies/${ids.super}`, 404, { as: phone });
    }
    await expectRefused(t, 'GET', `/companies/${ids.pn}`, 404, { as: QT_ADMIN });
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    await expectRefused(t, 'GET', '/companies/999999', 404, { as: SUPER });
    await expectRefused(t, 'GET', '/companies/abc', 400, { as: SUPER });
    await expectRefused(t, 'GET', '/companies/0', 400, { as: SUPER });
  });
});

describe('createCompany', () => {
  it('creates a member company and writes history', async () => {
    const res = await t.call('POST', '/companies', {
      as: SUPER,
      body: newCompany('NEW1', {
        tax_code: '0101234567',
        phone_number: '0912345678',
        email: 'a@b.vn',
        address: 'Hà Nội',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'NEW1',
      name: 'Công ty Xe khách NEW1',
      phone_number: '+84912345678',
      is_super: false,
      admin_id: null,
      admin_name: null,
      staff_count: 0,
      status: 'active',
    });
    const h = await expectHistory(t, 'company', res.body.id, 'create', superUserId);
    expect(h.companyId).toBe(res.body.id);
    const found = await t.call('GET', '/companies', { as: SUPER, query: { keyword: 'xe khach new1' } });
    expect(found.body.items.map((c: { id: number }) => c.id)).toEqual([res.body.id]);
  });

  it('refuses duplicate codes (case-insensitive) and tax codes with 409', async () => {
    const dup = await expectRefused(t, 'POST', '/companies', 409, { as: SUPER, body: newCompany('PNB') });
    expect(dup.body.message).toBe('Mã công ty đã tồn tại');
    await expectRefused(t, 'POST', '/companies', 409, { as: SUPER, body: newCompany('pnb') });
    await expectRefused(t, 'POST', '/companies', 409, {
      as: SUPER,
      body: newCompany('TAX1', { tax_code: '0312775401' }),
    });
  });

  it('refuses invalid input with 400', async () => {
    const bad: unknown[] = [
      { code: 'X1' },
      { name: 'Thiếu mã' },
      { name: 123, code: 'X1' },
      { name: 'Tên', code: 42 },
      { name: '', code: 'X1' },
      { name: 'Tên', code: 'có dấu' },
      { name: 'Tên', code: 'X1', tax_code: '12345' },
      { name: 'Tên', code: 'X1', phone_number: '12345' },
      { name: 'Tên', code: 'X1', email: 'not-an-email' },
      { name: 'Tên', code: 'X1', status: 'closed' },
      { name: 'Tên', code: 'X1', is_super: true },
      { name: 'Tên', code: 'X1', admin_id: 1 },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await expectRefused(t, 'POST', '/companies', 400, { as: SUPER, body });
      expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    }
    const missing = await expectRefused(t, 'POST', '/companies', 400, { as: SUPER, body: { code: 'X1' } });
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('name');
  });

  it('is for the super company admin only', async () => {
    for (const phone of [PN_ROLE1, PN_ADMIN, SUPER_ROLE2]) {
      await expectRefused(t, 'POST', '/companies', 403, { as: phone, body: newCompany('DENIED') });
    }
  });
});

describe('updateCompany', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await t.call('POST', '/companies', { as: SUPER, body: newCompany('UPD1', { tax_code: '0109999999' }) })
    ).body.id;
  });

  it('changes only the fields sent and writes history', async () => {
    const before = (await t.call('GET', `/companies/${id}`, { as: SUPER })).body;
    const res = await t.call('PUT', `/companies/${id}`, {
      as: SUPER,
      body: { name: 'Công ty Đường Sắt Mới' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...before,
      name: 'Công ty Đường Sắt Mới',
      updated_at: expect.any(String),
    });
    const h = await expectHistory(t, 'company', id, 'update', superUserId);
    expect((h.before as { name: string }).name).toBe(before.name);
    expect((h.after as { name: string }).name).toBe('Công ty Đường Sắt Mới');
    const found = await t.call('GET', '/companies', { as: SUPER, query: { keyword: 'duong sat moi' } });
    expect(found.body.items.map((c: { id: number }) => c.id)).toEqual([id]);

    const cleared = await t.call('PUT', `/companies/${id}`, {
      as: SUPER,
      body: { short_name: null, phone_number: '84987654321', status: 'inactive', code: 'UPD2' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      short_name: null,
      phone_number: '+84987654321',
      status: 'inactive',
      code: 'UPD2',
      tax_code: '0109999999',
    });
  });

  it('sets and removes the admin among the company staff', async () => {
    const [staff] = await t.services.database.db
      .select()
      .from(busStaff)
      .where(and(eq(busStaff.companyId, ids.qt), eq(busStaff.role, 9)));
    const set = await t.call('PUT', `/companies/${ids.qt}`, { as: SUPER, body: { admin_id: staff!.id } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ admin_id: staff!.id, admin_name: staff!.fullName });
    const removed = await t.call('PUT', `/companies/${ids.qt}`, { as: SUPER, body: { admin_id: null } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ admin_id: null, admin_name: null });
    expect((await historyOf(t, 'company', ids.qt, 'update')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an admin who is not staff of the company with 400 on admin_id', async () => {
    const [other] = await t.services.database.db
      .select()
      .from(busStaff)
      .where(eq(busStaff.companyId, ids.pn))
      .limit(1);
    for (const adminId of [other!.id, 999999]) {
      const res = await expectRefused(t, 'PUT', `/companies/${ids.qt}`, 400, {
        as: SUPER,
        body: { admin_id: adminId },
      });
      expect(res.body.errors).toEqual([{ field: 'admin_id', message: expect.any(String) }]);
    }
  });

  it('refuses duplicates, bad input, unknown ids and deactivating the super company', async () => {
    await expectRefused(t, 'PUT', `/companies/${id}`, 409, { as: SUPER, body: { code: 'qth' } });
    await expectRefused(t, 'PUT', `/companies/${id}`, 409, { as: SUPER, body: { tax_code: '0304556712' } });
    await expectRefused(t, 'PUT', `/companies/${ids.super}`, 400, {
      as: SUPER,
      body: { status: 'inactive' },
    });
    await expectRefused(t, 'PUT', '/companies/999999', 404, { as: SUPER, body: { name: 'Không có' } });
    for (const body of [
      {},
      { name: '' },
      { name: 5 },
      { admin_id: 'x' },
      { admin_id: 0 },
      { is_super: true },
      { email: 'x' },
      null,
    ]) {
      await expectRefused(t, 'PUT', `/companies/${id}`, 400, { as: SUPER, body });
    }
  });

  it('is for the super company admin only', async () => {
    for (const phone of [PN_ROLE1, PN_ADMIN]) {
      await expectRefused(t, 'PUT', `/companies/${ids.pn}`, 403, { as: phone, body: { name: 'Tự sửa' } });
    }
  });
});

describe('deleteCompany', () => {
  it('deletes an empty member company and writes history', async () => {
    const id = (await t.call('POST', '/companies', { as: SUPER, body: newCompany('DEL1') })).body.id;
    const res = await t.call('DELETE', `/companies/${id}`, { as: SUPER });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    await expectHistory(t, 'company', id, 'delete', superUserId);
    await expectRefused(t, 'GET', `/companies/${id}`, 404, { as: SUPER });
  });

  it('refuses a company that still has staff, the super company and unknown ids', async () => {
    const staffed = await expectRefused(t, 'DELETE', `/companies/${ids.pn}`, 409, { as: SUPER });
    expect(staffed.body.message).toBe('Không thể xoá công ty còn nhân viên');
    await expectRefused(t, 'DELETE', `/companies/${ids.super}`, 409, { as: SUPER });
    await expectRefused(t, 'DELETE', '/companies/999999', 404, { as: SUPER });
    await expectRefused(t, 'DELETE', '/companies/abc', 400, { as: SUPER });
  });

  it('is for the super company admin only', async () => {
    for (const phone of [PN_ROLE1, PN_ADMIN]) {
      await expectRefused(t, 'DELETE', `/companies/${ids.qt}`, 403, { as: phone });
    }
  });
});

describe('assignCompanyAdmin', () => {
  let id: number;
  beforeAll(async () => {
    id = (await t.call('POST', '/companies', { as: SUPER, body: newCompany('ADM1') })).body.id;
  });

  it('creates the user and staff record, sets admin_id, and the admin can sign in', async () => {
    const res = await t.call('POST', `/companies/${id}/admin`, {
      as: SUPER,
      body: {
        phone_number: '0977123456',
        full_name: 'Trương Văn Quản',
        email: 'quan@adm1.vn',
        password: 'MatKhau@1',
      },
    });
    expect(res.status).toBe(201);
    const { company, staff } = res.body;
    expect(staff).toMatchObject({
      company_id: id,
      phone_number: '+84977123456',
      full_name: 'Trương Văn Quản',
      email: 'quan@adm1.vn',
      role: 2,
      status: 'active',
    });
    expect(company).toMatchObject({ id, admin_id: staff.id, admin_name: 'Trương Văn Quản', staff_count: 1 });

    const [user] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, '+84977123456'));
    expect(user).toMatchObject({
      id: staff.user_id,
      orgId: id,
      enabledBusCompaniesId: [id],
      belongSuperCompany: false,
      activeSuperCompany: false,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2/);

    await expectHistory(t, 'user', staff.user_id, 'create', superUserId);
    await expectHistory(t, 'bus_staff', staff.id, 'create', superUserId);
    await expectHistory(t, 'company', id, 'assign_admin', superUserId);
    const rows = await historyOf(t, 'user', staff.user_id);
    expect(JSON.stringify(rows)).not.toContain('argon2');

    const signedIn = await t.signIn('0977123456', 'MatKhau@1');
    const me = await t.call('GET', '/staff/me', { headers: { authorization: `Bearer ${signedIn.idToken}` } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      role: 2,
      org_id: id,
      active_super_company: false,
      current_company: { id, is_super: false },
    });

    const got = await t.call('GET', `/companies/${id}`, {
      headers: { authorization: `Bearer ${signedIn.idToken}` },
    });
    expect(got.status).toBe(200);
    expect(got.body.admin_id).toBe(staff.id);
  });

  it('refuses a phone number already on the staff of the company with 409', async () => {
    await expectRefused(t, 'POST', `/companies/${id}/admin`, 409, {
      as: SUPER,
      body: { phone_number: '+84977123456', full_name: 'Trùng lặp' },
    });
    await expectRefused(t, 'POST', `/companies/${ids.pn}/admin`, 409, {
      as: SUPER,
      body: { phone_number: PN_CONDUCTOR, full_name: 'Võ Văn Em' },
    });
  });

  it('reuses the existing user of another company and keeps the previous admin on staff', async () => {
    const [before] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, '+84902000009'));
    const usersBefore = (await t.services.database.db.select({ id: users.id }).from(users)).length;
    const res = await t.call('POST', `/companies/${id}/admin`, {
      as: SUPER,
      body: { phone_number: '0902000009', full_name: 'Lý Thị Lan' },
    });
    expect(res.status).toBe(201);
    expect(res.body.staff.user_id).toBe(before!.id);
    expect(res.body.company.admin_id).toBe(res.body.staff.id);
    expect(res.body.company.staff_count, JSON.stringify(res.body)).toBe(2);
    expect((await t.services.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
    const [after] = await t.services.database.db.select().from(users).where(eq(users.id, before!.id));
    expect(after!.enabledBusCompaniesId).toEqual([...before!.enabledBusCompaniesId, id]);
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.orgId).toBe(before!.orgId);
    await expectHistory(t, 'user', before!.id, 'update', superUserId);
  });

  it('refuses unknown companies, the super company and bad input', async () => {
    const body = { phone_number: '0977000111', full_name: 'Người mới' };
    await expectRefused(t, 'POST', '/companies/999999/admin', 404, { as: SUPER, body });
    await expectRefused(t, 'POST', `/companies/${ids.super}/admin`, 400, { as: SUPER, body });
    for (const bad of [
      {},
      { phone_number: '0977000111' },
      { full_name: 'Người mới' },
      { phone_number: '12345', full_name: 'Người mới' },
      { phone_number: 977000111, full_name: 'Người mới' },
      { ...body, full_name: '' },
      { ...body, password: '123' },
      { ...body, email: 'x' },
      { ...body, role: 1 },
    ]) {
      await expectRefused(t, 'POST', `/companies/${id}/admin`, 400, { as: SUPER, body: bad });
    }
  });

  it('is for the super company admin only', async () => {
    const body = { phone_number: '0977000222', full_name: 'Người mới' };
    for (const phone of [PN_ROLE1, PN_ADMIN, SUPER_ROLE2]) {
      await expectRefused(t, 'POST', `/companies/${ids.pn}/admin`, 403, { as: phone, body });
    }
  });
});
