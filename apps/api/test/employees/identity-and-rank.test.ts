// Issue 7, findings 1 and 2, pinned with the probes that showed them. Finding 1: a company that adds
// an existing person changes nothing that person is or holds elsewhere and learns nothing about
// them. Finding 2: nobody acts on staff above their rank, and a new phone or role ends sessions.
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, history } from '../../src/db/schema/index.ts';
import { bodyValidator, compileValidator } from '../../src/http/validation.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import type { TestApp } from '../harness.ts';
import { type DemoIds, demoApp, PN_ADMIN, PN_CONTROLLER, SUPER, userByPhone } from './fixtures.ts';

const QT_CONTROLLER = '0902000009';
const VIETNAMESE = /[À-ỹ]/u;

let t: TestApp;
let ids: DemoIds;
beforeAll(async () => {
  ({ t, ids } = await demoApp());
}, 180_000);
afterAll(() => t.close());

const db = () => t.services.database.db;

/** Everything about a person a member company must not change: their users row and other records. */
async function personElsewhere(phone: string, exceptCompany: number) {
  const user = (await userByPhone(t, phone))!;
  const { updatedAt: _u, enabledBusCompaniesId: _e, ...rest } = user;
  const records = await db()
    .select()
    .from(busStaff)
    .where(and(eq(busStaff.userId, user.id), ne(busStaff.companyId, exceptCompany)))
    .orderBy(busStaff.id);
  return { user: rest, enabled: user.enabledBusCompaniesId, records };
}

async function staffIdOf(phone: string, companyId: number): Promise<number> {
  const user = (await userByPhone(t, phone))!;
  const [row] = await db()
    .select({ id: busStaff.id })
    .from(busStaff)
    .where(and(eq(busStaff.userId, user.id), eq(busStaff.companyId, companyId)));
  return row!.id;
}

describe('finding 1: a company adds an existing person without touching them elsewhere', () => {
  it('the probe: a QT controller adds the Super Admin’s phone as a driver', async () => {
    const before = await personElsewhere('+84900000001', ids.qt);
    const res = await t.call('POST', '/bus/staff', {
      as: QT_CONTROLLER,
      body: { phone_number: '0900000001', full_name: 'x', role: 6 },
    });
    expect(res.status).toBe(201);
    // The answer is what was typed plus the new record's own fields: no user_id, nothing of the person.
    expect(res.body).not.toHaveProperty('user_id');
    expect(res.body).toMatchObject({
      full_name: 'x',
      phone_number: '+84900000001',
      role: 6,
      company_id: ids.qt,
      email: null,
    });
    const after = await personElsewhere('+84900000001', ids.qt);
    expect(after.user).toEqual(before.user);
    expect(after.user.belongSuperCompany).toBe(true);
    expect(after.user.activeSuperCompany).toBe(true);
    expect(after.records).toEqual(before.records);
    expect(after.enabled).toEqual([...before.enabled, ids.qt]);
    // The Super Admin is still the Super Admin.
    expect((await t.call('GET', '/companies', { as: SUPER })).status).toBe(200);

    // The record is QT's copy: renaming it changes neither the person nor the super company's record.
    const renamed = await t.call('PUT', `/bus/staff/${res.body.id}`, {
      as: QT_CONTROLLER,
      body: { full_name: 'Đổi tên trái phép', email: 'la@example.vn' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ full_name: 'Đổi tên trái phép', email: 'la@example.vn' });
    expect(renamed.body).not.toHaveProperty('user_id');
    expect((await personElsewhere('+84900000001', ids.qt)).user).toEqual(before.user);
    expect((await personElsewhere('+84900000001', ids.qt)).records).toEqual(before.records);

    // The sign-in phone is the person's: QT does not see all their companies, so it may not move it.
    const digest = await t.digest();
    const moved = await t.call('PUT', `/bus/staff/${res.body.id}`, {
      as: QT_CONTROLLER,
      body: { phone_number: '0912000777' },
    });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toMatch(VIETNAMESE);
    expect(await t.digest()).toBe(digest);
  });

  it('answers the same shape whether the phone was new or known', async () => {
    const fresh = await t.call('POST', '/bus/staff', {
      as: QT_CONTROLLER,
      body: { phone_number: '0912000001', full_name: 'Người mới', role: 6 },
    });
    const known = await t.call('POST', '/bus/staff', {
      as: QT_CONTROLLER,
      body: { phone_number: '0901000006', full_name: 'Người cũ', role: 6 },
    });
    expect([fresh.status, known.status]).toEqual([201, 201]);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(known.body).toMatchObject({ full_name: 'Người cũ', email: null, staff_code: null });
  });

  it('refuses the super-company fields from a member company even when false, and changes nothing', async () => {
    const digest = await t.digest();
    for (const field of ['belong_super_company', 'active_super_company']) {
      const res = await t.call('POST', '/bus/staff', {
        as: QT_CONTROLLER,
        body: { phone_number: '0900000002', full_name: 'x', role: 6, [field]: false },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(VIETNAMESE);
    }
    expect(await t.digest()).toBe(digest);
  });

  it('never fills schema defaults into a body', () => {
    const validate = compileValidator(
      { type: 'object', properties: { flag: { type: 'boolean', default: false } } },
      'body',
    );
    const body = {};
    validate(body);
    expect(body).toEqual({});
    // The generated validator the routes use: BusStaffInput.status has `default: active`.
    const staff = { full_name: 'Lê Văn Bình', phone_number: '0900000003', role: 6 };
    bodyValidator('createBusStaff')(staff);
    expect(staff).toEqual({ full_name: 'Lê Văn Bình', phone_number: '0900000003', role: 6 });
  });

  it('shows user_id to the super company only', async () => {
    const id = await staffIdOf('+84901000006', ids.pn);
    const member = await t.call('GET', `/bus/staff/${id}`, { as: PN_ADMIN });
    expect(member.body).not.toHaveProperty('user_id');
    const list = await t.call('GET', '/bus/staff', { as: PN_ADMIN });
    expect(list.body.items.some((s: object) => 'user_id' in s)).toBe(false);
    const superRead = await t.call('GET', `/bus/staff/${id}`, { as: SUPER });
    expect(superRead.body.user_id).toBe((await userByPhone(t, '+84901000006'))!.id);
  });
});

describe('finding 2: nobody acts above their rank', () => {
  it('the probe: a controller may not change an admin’s phone, status, deposit or record', async () => {
    const adminId = await staffIdOf('+84901000002', ids.pn);
    const digest = await t.digest();
    const attempts = [
      t.call('PUT', `/bus/staff/${adminId}`, { as: PN_CONTROLLER, body: { phone_number: '0912999888' } }),
      t.call('PUT', `/bus/staff/${adminId}`, { as: PN_CONTROLLER, body: { status: 'inactive' } }),
      t.call('PUT', `/bus/staff/${adminId}`, { as: PN_CONTROLLER, body: { full_name: 'x' } }),
      t.call('DELETE', `/bus/staff/${adminId}`, { as: PN_CONTROLLER }),
      t.call('POST', '/bus/deposit', { as: PN_CONTROLLER, body: { staff_id: adminId, amount: 50_000 } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(VIETNAMESE);
    }
    expect(await t.digest()).toBe(digest);
    // The admin still signs in with their own phone.
    await t.signIn('0901000002');
  });

  it('an admin may not act on another admin, but edits their own record', async () => {
    const other = await t.call('POST', '/bus/staff', {
      as: SUPER,
      body: { phone_number: '0912000010', full_name: 'Admin hai', role: 2, company_id: ids.pn },
    });
    expect(other.status).toBe(201);
    const digest = await t.digest();
    const refused = await t.call('PUT', `/bus/staff/${other.body.id}`, {
      as: PN_ADMIN,
      body: { full_name: 'x' },
    });
    expect(refused.status).toBe(403);
    expect(await t.digest()).toBe(digest);
    const own = await t.call('PUT', `/bus/staff/${await staffIdOf('+84901000002', ids.pn)}`, {
      as: PN_ADMIN,
      body: { staff_code: 'AD-01' },
    });
    expect(own.status).toBe(200);
    expect(own.body.staff_code).toBe('AD-01');
  });
});

describe('a new phone or role ends the person’s sessions', () => {
  const me = (idToken: string) =>
    t.call('GET', '/staff/me', { headers: { authorization: `Bearer ${idToken}` } });
  const refresh = (refreshToken: string) => t.call('POST', '/identity/refresh', { body: { refreshToken } });

  async function driverSignedIn(phone: string) {
    const created = await t.call('POST', '/bus/staff', {
      as: PN_ADMIN,
      body: { phone_number: phone, full_name: 'Tài xế', role: 6, password: DEMO_PASSWORD },
    });
    expect(created.status).toBe(201);
    const session = await t.signIn(phone);
    expect((await me(session.idToken)).status).toBe(200);
    return { id: created.body.id as number, session };
  }

  async function expectRevoked(session: { idToken: string; refreshToken: string; userId: number }) {
    expect((await me(session.idToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const [row] = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'user'), eq(history.entityId, String(session.userId))))
      .orderBy(desc(history.id))
      .limit(1);
    return row!;
  }

  it('updateBusStaff with a new phone', async () => {
    const { id, session } = await driverSignedIn('0912000020');
    const res = await t.call('PUT', `/bus/staff/${id}`, {
      as: PN_ADMIN,
      body: { phone_number: '0912000021' },
    });
    expect(res.status).toBe(200);
    const row = await expectRevoked(session);
    expect(row.action).toBe('revoke_sessions');
    expect(row.after).toEqual({ reason: 'phone_change' });
    await t.signIn('0912000021');
  });

  it('updateBusStaff with a new role', async () => {
    const { id, session } = await driverSignedIn('0912000030');
    const res = await t.call('PUT', `/bus/staff/${id}`, { as: PN_CONTROLLER, body: { role: 5 } });
    expect(res.status).toBe(200);
    expect((await expectRevoked(session)).after).toEqual({ reason: 'role_change' });
  });

  it('updateBusStaff with the same role keeps the sessions', async () => {
    const { id, session } = await driverSignedIn('0912000040');
    const res = await t.call('PUT', `/bus/staff/${id}`, {
      as: PN_ADMIN,
      body: { role: 6, staff_code: 'L1' },
    });
    expect(res.status).toBe(200);
    expect((await me(session.idToken)).status).toBe(200);
  });

  it('assignRole with a new position', async () => {
    const { id, session } = await driverSignedIn('0912000050');
    const positions = await t.call('GET', '/roles', { as: SUPER, query: { size: 100 } });
    const conductor = positions.body.items.find((p: { system_role: number }) => p.system_role === 5);
    const res = await t.call('PUT', '/bus/roles/assign', {
      as: PN_CONTROLLER,
      body: { staff_id: id, role_id: conductor.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('user_id');
    expect((await expectRevoked(session)).after).toEqual({ reason: 'role_change' });
  });
});
