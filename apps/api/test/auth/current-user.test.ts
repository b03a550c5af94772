import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, history, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let ids: { super: number; phuongNam: number; quyetThang: number };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.services.database.db.select().from(companies);
  const byCode = (code: string) => rows.find((c) => c.code === code)!.id;
  ids = { super: byCode('SGT'), phuongNam: byCode('PNB'), quyetThang: byCode('QTH') };
}, 180_000);
afterAll(() => t.close());

const me = (as: string) => t.call('GET', '/staff/me', { as });
const switchTo = (as: string, company_id: unknown) =>
  t.call('PUT', '/staff/me/current-company', { as, body: { company_id } });

describe('getCurrentUser', () => {
  it('a super-company user', async () => {
    const res = await me('0900000001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone_number: '+84900000001',
      full_name: 'Nguyễn Văn An',
      email: null,
      fbAppId: 'busops-admin',
      active_super_company: true,
      belong_super_company: true,
      org_id: ids.super,
      role: 1,
      current_company: { id: ids.super, is_super: true },
    });
    expect(res.body.enabled_companies.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids.super, ids.phuongNam, ids.quyetThang].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });

  it('a member-company user', async () => {
    const res = await me('0901000002');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone_number: '+84901000002',
      active_super_company: false,
      belong_super_company: false,
      org_id: ids.phuongNam,
      role: 2,
      current_company: { id: ids.phuongNam, name: 'Công ty Cổ phần Xe buýt Phương Nam', is_super: false },
      enabled_companies: [{ id: ids.phuongNam, name: 'Công ty Cổ phần Xe buýt Phương Nam' }],
    });
  });

  it('the org_id 0 user has no company, no role and two companies to choose from', async () => {
    const res = await me('0909000000');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      org_id: 0,
      role: null,
      role_name: null,
      current_company: null,
      active_super_company: false,
    });
    expect(res.body.enabled_companies.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids.phuongNam, ids.quyetThang].sort(),
    );
  });

  it('needs the application key and an ID token', async () => {
    const noKey = await t.call('GET', '/staff/me', { as: '0901000002', headers: { 'x-access-token': '' } });
    expect(noKey.status).toBe(401);
    expect(noKey.body.message).toContain('x-access-token');
    expect((await t.call('GET', '/staff/me')).status).toBe(401);
  });
});

describe('switchCurrentCompany', () => {
  it('the org_id 0 user is refused role-limited calls until choosing, then works in the chosen company', async () => {
    const before = await t.call('GET', '/bus/staff', { as: '0909000000' });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('Vui lòng chọn công ty trước khi tiếp tục');

    const res = await switchTo('0909000000', ids.quyetThang);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      org_id: ids.quyetThang,
      role: 2,
      current_company: { id: ids.quyetThang, name: 'Hợp tác xã Vận tải Quyết Thắng', is_super: false },
    });
    expect(res.body.enabled_companies).toHaveLength(2);
    expect((await me('0909000000')).body.current_company.id).toBe(ids.quyetThang);

    const after = await t.call('GET', '/bus/staff', { as: '0909000000' });
    expect(after.status).toBe(200);
    expect(after.body.items.every((s: { company_id: number }) => s.company_id === ids.quyetThang)).toBe(true);

    // The choice is stored (org_id, the home company, stays 0) and written to the history.
    const [user] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, '+84909000000'));
    expect(user).toMatchObject({ currentCompanyId: ids.quyetThang, orgId: 0 });
    const [row] = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'user'), eq(history.entityId, String(user!.id))))
      .orderBy(desc(history.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'switch_company', companyId: ids.quyetThang, actorUserId: user!.id });

    // Switching on: role 9 in Phương Nam.
    const pn = await switchTo('0909000000', ids.phuongNam);
    expect(pn.status).toBe(200);
    expect(pn.body).toMatchObject({ org_id: ids.phuongNam, role: 9 });
    // The choice outlives the session.
    const fresh = await t.signIn('0909000000');
    const again = await t.call('GET', '/staff/me', { headers: { authorization: `Bearer ${fresh.idToken}` } });
    expect(again.body.current_company.id).toBe(ids.phuongNam);
  });

  it('a company outside enabled_companies, or one that does not exist, answers 404 and changes nothing', async () => {
    const digest = await t.digest();
    for (const [as, id] of [
      ['0909000000', ids.super],
      ['0901000002', ids.quyetThang],
      ['0901000002', 999999],
      ['0900000001', 999999],
    ] as const) {
      const res = await switchTo(as, id);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('NOT_FOUND');
    }
    expect(await t.digest()).toBe(digest);
  });

  it('a super-company user may work in any company and come back', async () => {
    const res = await switchTo('0900000002', ids.phuongNam);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current_company: { id: ids.phuongNam, is_super: false },
      org_id: ids.phuongNam,
      role: 2,
    });
    const staff = await t.call('GET', '/bus/staff', { as: '0900000002', query: { size: 100 } });
    expect(staff.status).toBe(200);
    expect(staff.body.items.every((s: { company_id: number }) => s.company_id === ids.phuongNam)).toBe(true);
    const back = await switchTo('0900000002', ids.super);
    expect(back.body).toMatchObject({
      current_company: { id: ids.super, is_super: true },
      org_id: ids.super,
    });
  });

  it('a member user may "switch" to its own company', async () => {
    const res = await switchTo('0901000005', ids.phuongNam);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ org_id: ids.phuongNam, role: 5 });
  });

  it('rejects bad bodies with 400', async () => {
    for (const body of [{}, { company_id: 'abc' }, { company_id: 0 }, { company_id: 1, extra: true }]) {
      const res = await t.call('PUT', '/staff/me/current-company', { as: '0901000002', body });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('listServices', () => {
  it('lists the services ordered, paged by page and limit', async () => {
    const all = await t.call('GET', '/v3/services', { as: '0909000000', query: { page: 0, limit: 100 } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    expect(all.body.total).toBeGreaterThan(1);
    const page = await t.call('GET', '/v3/services', { as: '0901000002', query: { page: 1, limit: 1 } });
    expect(page.body.items).toEqual([all.body.items[1]]);
    expect(page.body.total).toBe(all.body.total);
    expect((await t.call('GET', '/v3/services', { as: '0901000002', query: { limit: 0 } })).status).toBe(400);
    expect((await t.call('GET', '/v3/services')).status).toBe(401);
  });
});

describe('markTourSeen: the welcome tour is remembered per user, not per browser', () => {
  const seen = (as: string) => t.call('PUT', '/staff/me/tour-seen', { as });

  it('a new user has not seen it; the first call sets tour_seen_at, a second keeps the first time', async () => {
    const before = await me('0902000009');
    expect(before.status).toBe(200);
    expect(before.body.tour_seen_at).toBeNull();

    const first = await seen('0902000009');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ phone_number: '+84902000009' });
    expect(Date.parse(first.body.tour_seen_at)).not.toBeNaN();

    const second = await seen('0902000009');
    expect(second.status).toBe(200);
    expect(second.body.tour_seen_at).toBe(first.body.tour_seen_at);
    // any later sign-in (another browser) reads it from the user
    expect((await me('0902000009')).body.tour_seen_at).toBe(first.body.tour_seen_at);
    // another user is untouched
    expect((await me('0902000002')).body.tour_seen_at).toBeNull();
  });

  it('works for the user who chooses a company after sign-in (any company scope)', async () => {
    const res = await seen('0909000000');
    expect(res.status).toBe(200);
    expect(res.body.tour_seen_at).not.toBeNull();
  });
});
