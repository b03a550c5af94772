import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, companies } from '../../src/db/schema/index.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import type { TestApp } from '../harness.ts';
import {
  type DemoIds,
  demoApp,
  historyOf,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  PN_SALE,
  PN_SUPER_ADMIN,
  QT_ADMIN,
  SUPER,
  staffOf,
  userByPhone,
} from './fixtures.ts';

let t: TestApp;
let ids: DemoIds;
beforeAll(async () => {
  ({ t, ids } = await demoApp());
}, 180_000);
afterAll(() => t.close());

const staffRow = async (id: number) => {
  const [row] = await t.services.database.db.select().from(busStaff).where(eq(busStaff.id, id));
  return row!;
};
const create = (as: string, body: unknown) => t.call('POST', '/bus/staff', { as, body });
const update = (as: string, id: number, body: unknown) => t.call('PUT', `/bus/staff/${id}`, { as, body });
const remove = (as: string, id: number) => t.call('DELETE', `/bus/staff/${id}`, { as });

describe('createBusStaff', () => {
  it('creates the user (+84 phone) and the staff record, with history', async () => {
    const res = await create(PN_ADMIN, {
      phone_number: '0912345001',
      full_name: 'Trương Văn Tài',
      staff_code: 'NVX001',
      role: 6,
      password: 'matkhau123',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      phone_number: '+84912345001',
      full_name: 'Trương Văn Tài',
      role: 6,
      status: 'active',
      deposit_balance: 0,
      company_id: ids.pn,
      company_name: 'Công ty Cổ phần Xe buýt Phương Nam',
    });
    const user = await userByPhone(t, '+84912345001');
    expect(user).toBeDefined();
    // The person behind the record is the super company's business (ADR 0006).
    expect(res.body).not.toHaveProperty('user_id');
    expect((await staffRow(res.body.id)).userId).toBe(user!.id);
    expect(user!.passwordHash).toMatch(/^\$argon2/);
    expect(user!.orgId).toBe(ids.pn);
    expect(user!.enabledBusCompaniesId).toEqual([ids.pn]);
    const staffHistory = await historyOf(t, 'bus_staff', res.body.id);
    expect(staffHistory.map((h) => h.action)).toEqual(['create']);
    expect((await historyOf(t, 'user', user!.id)).map((h) => h.action)).toEqual(['create']);
    // The new employee can sign in with the given password and is found by keyword without diacritics.
    await t.signIn('0912345001', 'matkhau123');
    const found = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { keyword: 'truong van tai' } });
    expect(found.body.items.map((s: { id: number }) => s.id)).toEqual([res.body.id]);
  });

  it('reuses an existing user for another company', async () => {
    const existing = await userByPhone(t, '+84901000009');
    const res = await create(QT_ADMIN, { phone_number: '+84901000009', full_name: 'Hồ Minh Hải', role: 9 });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('user_id');
    expect((await staffRow(res.body.id)).userId).toBe(existing!.id);
    expect(res.body.company_id).toBe(ids.qt);
    const after = await userByPhone(t, '+84901000009');
    expect(after!.enabledBusCompaniesId).toContain(ids.qt);
    expect(after!.passwordHash).toBe(existing!.passwordHash);
  });

  it('answers 409 for a phone number already employed in the company', async () => {
    const body = await failsCleanly(t, 409, () =>
      create(PN_ADMIN, { phone_number: '0901000005', full_name: 'Ai Đó', role: 5 }),
    );
    expect(body.message).toBe('Số điện thoại đã tồn tại trong công ty');
  });

  it('creates nothing when the staff insert fails (one transaction)', async () => {
    const { db } = t.services.database;
    await db.execute(sql`
      create or replace function test_fail_staff() returns trigger language plpgsql as $$
      begin raise exception 'duplicate staff' using errcode = 'unique_violation'; end $$`);
    await db.execute(
      sql`create trigger test_fail_staff before insert on bus_staff for each row execute function test_fail_staff()`,
    );
    try {
      const body = await failsCleanly(t, 409, () =>
        create(PN_ADMIN, {
          phone_number: '0912345999',
          full_name: 'Không Được Tạo',
          role: 5,
          password: 'matkhau123',
        }),
      );
      expect(body.message).toBe('Số điện thoại đã tồn tại trong công ty');
      expect(await userByPhone(t, '+84912345999')).toBeUndefined();
    } finally {
      await db.execute(sql`drop trigger test_fail_staff on bus_staff`);
      await db.execute(sql`drop function test_fail_staff()`);
    }
  });

  it('rejects missing and wrong-typed fields with Vietnamese messages', async () => {
    const missing = await failsCleanly(t, 400, () =>
      create(PN_ADMIN, { phone_number: '0912345002', role: 5 }),
    );
    expect(missing.errorCode).toBe('VALIDATION_ERROR');
    expect(missing.message).toBe("Vui lòng nhập trường 'full_name'");
    const typed = await failsCleanly(t, 400, () =>
      create(PN_ADMIN, { phone_number: '0912345002', full_name: 'A', role: 'lái xe' }),
    );
    expect(typed.errors.map((e: { field: string }) => e.field)).toContain('role');
    const phone = await failsCleanly(t, 400, () =>
      create(PN_ADMIN, { phone_number: '12345', full_name: 'A', role: 5 }),
    );
    expect(phone.message).toBe('Số điện thoại không hợp lệ');
    const extra = await failsCleanly(t, 400, () =>
      create(PN_ADMIN, { phone_number: '0912345002', full_name: 'A', role: 5, salary: 1 }),
    );
    expect(extra.message).toBe("Trường 'salary' không được hỗ trợ");
  });

  it('lets only a Super Admin grant roles 1 and 2', async () => {
    await failsCleanly(t, 403, () =>
      create(PN_ADMIN, { phone_number: '0912345003', full_name: 'Quản Lý Mới', role: 2 }),
    );
    await failsCleanly(t, 403, () =>
      create(PN_CONTROLLER, { phone_number: '0912345003', full_name: 'Quản Lý Mới', role: 1 }),
    );
    const ok = await create(SUPER, {
      phone_number: '0912345003',
      full_name: 'Quản Lý Mới',
      role: 2,
      company_id: ids.qt,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.company_id).toBe(ids.qt);
    const own = await create(PN_SUPER_ADMIN, {
      phone_number: '0912345004',
      full_name: 'Phó Quản Lý',
      role: 2,
    });
    expect(own.status).toBe(201);
  });

  it('keeps member companies to their own company and fields', async () => {
    const other = await failsCleanly(t, 404, () =>
      create(PN_ADMIN, { phone_number: '0912345005', full_name: 'Sai Công Ty', role: 5, company_id: ids.qt }),
    );
    expect(other.message).toBe('Không tìm thấy công ty');
    await failsCleanly(t, 403, () =>
      create(PN_ADMIN, {
        phone_number: '0912345005',
        full_name: 'A',
        role: 5,
        enabled_bus_companies_id: [ids.qt],
      }),
    );
    await failsCleanly(t, 403, () =>
      create(PN_ADMIN, { phone_number: '0912345005', full_name: 'A', role: 5, active_super_company: true }),
    );
    await failsCleanly(t, 404, () =>
      create(SUPER, { phone_number: '0912345005', full_name: 'A', role: 5, company_id: 99999 }),
    );
  });

  it('lets the super company set the organisation fields', async () => {
    const res = await create(SUPER, {
      phone_number: '0912345006',
      full_name: 'Điều Phối Liên Công Ty',
      role: 9,
      company_id: ids.pn,
      org_id: 0,
      enabled_bus_companies_id: [ids.pn, ids.qt],
      belong_super_company: false,
      active_super_company: false,
    });
    expect(res.status).toBe(201);
    const user = await userByPhone(t, '+84912345006');
    expect(user!.orgId).toBe(0);
    expect([...user!.enabledBusCompaniesId].sort()).toEqual([ids.pn, ids.qt].sort());
  });

  it('is closed to roles 5 and 8', async () => {
    for (const phone of [PN_CONDUCTOR, PN_SALE]) {
      await failsCleanly(t, 403, () =>
        create(phone, { phone_number: '0912345007', full_name: 'A', role: 5 }),
      );
    }
  });
});

describe('updateBusStaff', () => {
  it('changes only the fields sent, moves the phone of the person, keeps their own name, writes history', async () => {
    const created = await create(PN_ADMIN, {
      phone_number: '0912345100',
      full_name: 'Lâm Văn Cũ',
      role: 5,
      staff_code: 'C1',
    });
    const id = created.body.id;
    const res = await update(PN_ADMIN, id, {
      full_name: 'Lâm Thị Mới',
      email: 'moi@xebuyt.vn',
      phone_number: '0912345101',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      full_name: 'Lâm Thị Mới',
      email: 'moi@xebuyt.vn',
      phone_number: '+84912345101',
      staff_code: 'C1',
      role: 5,
    });
    const user = await userByPhone(t, '+84912345101');
    expect(user!.id).toBe((await staffRow(id)).userId);
    // Name and email are the company's record; the person's own stay (ADR 0006).
    expect(user!.fullName).toBe('Lâm Văn Cũ');
    expect(user!.email).toBeNull();
    expect(await userByPhone(t, '+84912345100')).toBeUndefined();
    // search_text follows.
    const byNew = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { keyword: 'lam thi moi' } });
    expect(byNew.body.items.map((s: { id: number }) => s.id)).toEqual([id]);
    const byOld = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { keyword: 'lam van cu' } });
    expect(byOld.body.total).toBe(0);
    const staffHistory = await historyOf(t, 'bus_staff', id);
    expect(staffHistory.map((h) => h.action)).toEqual(['create', 'update']);
    expect(staffHistory[1]!.before).toMatchObject({ full_name: 'Lâm Văn Cũ' });
    expect(staffHistory[1]!.after).toMatchObject({ full_name: 'Lâm Thị Mới' });

    const status = await update(PN_CONTROLLER, id, { status: 'inactive', staff_code: null });
    expect(status.body).toMatchObject({ status: 'inactive', staff_code: null, full_name: 'Lâm Thị Mới' });
  });

  it('answers 404 for another company and leaves the record untouched', async () => {
    const [qtStaff] = await staffOf(t, ids.qt);
    const body = await failsCleanly(t, 404, () =>
      update(PN_ADMIN, qtStaff!.id, { full_name: 'Bị Sửa Trộm' }),
    );
    expect(body.message).toBe('Không tìm thấy nhân viên');
    const again = await t.call('GET', `/bus/staff/${qtStaff!.id}`, { as: SUPER });
    expect(again.body.full_name).toBe(qtStaff!.fullName);
    await failsCleanly(t, 404, () => update(PN_ADMIN, 999999, { full_name: 'Không Có' }));
  });

  it('answers 409 for a phone number of another person', async () => {
    const [staff] = (await staffOf(t, ids.pn)).filter((s) => s.role === 6);
    const body = await failsCleanly(t, 409, () =>
      update(PN_ADMIN, staff!.id, { phone_number: '0901000008' }),
    );
    expect(body.errorCode).toBe('CONFLICT');
  });

  it('guards roles 1 and 2, empty bodies and super-only fields', async () => {
    const [driver] = (await staffOf(t, ids.pn)).filter((s) => s.role === 6);
    await failsCleanly(t, 403, () => update(PN_ADMIN, driver!.id, { role: 2 }));
    await failsCleanly(t, 400, () => update(PN_ADMIN, driver!.id, {}));
    await failsCleanly(t, 403, () => update(PN_ADMIN, driver!.id, { enabled_bus_companies_id: [ids.qt] }));
    const [admin] = (await staffOf(t, ids.pn)).filter((s) => s.role === 2);
    await failsCleanly(t, 403, () => update(PN_CONTROLLER, admin!.id, { role: 5 }));
    const promoted = await update(SUPER, driver!.id, { role: 9 });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe(9);
    for (const phone of [PN_CONDUCTOR, PN_SALE]) {
      await failsCleanly(t, 403, () => update(phone, driver!.id, { full_name: 'X' }));
    }
  });
});

describe('deleteBusStaff', () => {
  it('deletes the staff record, keeps the user, writes history', async () => {
    const created = await create(PN_ADMIN, {
      phone_number: '0912345200',
      full_name: 'Sắp Nghỉ Việc',
      role: 5,
    });
    const res = await remove(PN_ADMIN, created.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    expect((await t.call('GET', `/bus/staff/${created.body.id}`, { as: PN_ADMIN })).status).toBe(404);
    expect(await userByPhone(t, '+84912345200')).toBeDefined();
    expect((await historyOf(t, 'bus_staff', created.body.id)).map((h) => h.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('answers 404 for another company and leaves the record untouched', async () => {
    const [qtStaff] = await staffOf(t, ids.qt);
    await failsCleanly(t, 404, () => remove(PN_ADMIN, qtStaff!.id));
    expect((await t.call('GET', `/bus/staff/${qtStaff!.id}`, { as: SUPER })).status).toBe(200);
  });

  it('answers 409 for the company admin and for a deposit balance', async () => {
    const [company] = await t.services.database.db
      .select({ adminId: companies.adminId })
      .from(companies)
      .where(sql`${companies.id} = ${ids.pn}`);
    const admin = await failsCleanly(t, 409, () => remove(SUPER, company!.adminId!));
    expect(admin.message).toBe('Nhân viên đang là quản trị viên của công ty, không thể xoá');

    const created = await create(PN_ADMIN, { phone_number: '0912345201', full_name: 'Còn Ký Quỹ', role: 5 });
    await t.services.database.db
      .update(busStaff)
      .set({ depositBalance: 50_000 })
      .where(sql`${busStaff.id} = ${created.body.id}`);
    const deposit = await failsCleanly(t, 409, () => remove(PN_ADMIN, created.body.id));
    expect(deposit.message).toBe('Nhân viên còn số dư ký quỹ, không thể xoá');
  });

  it('is closed to roles 5 and 8', async () => {
    const [driver] = (await staffOf(t, ids.pn)).filter((s) => s.role === 6);
    for (const phone of [PN_CONDUCTOR, PN_SALE]) await failsCleanly(t, 403, () => remove(phone, driver!.id));
  });
});
