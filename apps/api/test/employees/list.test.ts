import { fold } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.ts';
import {
  type DemoIds,
  demoApp,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  PN_SALE,
  SUPER,
  staffCount,
  staffOf,
} from './fixtures.ts';

let t: TestApp;
let ids: DemoIds;
beforeAll(async () => {
  ({ t, ids } = await demoApp());
}, 180_000);
afterAll(() => t.close());

const list = (as: string, query: Record<string, string | number | boolean> = {}) =>
  t.call('GET', '/bus/staff', { as, query });

describe('listBusStaff', () => {
  it('pages without overlap and counts every row of the company', async () => {
    const total = await staffCount(t, ids.pn);
    const p0 = await list(PN_ADMIN, { page: 0, size: 10, sort: 'full_name' });
    const p1 = await list(PN_ADMIN, { page: 1, size: 10, sort: 'full_name' });
    expect(p0.status).toBe(200);
    expect(p0.body.total).toBe(total);
    expect(p1.body.total).toBe(total);
    expect(p0.body.items).toHaveLength(10);
    expect(p1.body.items).toHaveLength(10);
    const first = new Set(p0.body.items.map((s: { id: number }) => s.id));
    expect(p1.body.items.some((s: { id: number }) => first.has(s.id))).toBe(false);
    const all = await list(PN_ADMIN, { size: 500 });
    expect(all.body.items).toHaveLength(total);
  });

  it('defaults to page 0, size 20', async () => {
    const res = await list(PN_ADMIN);
    expect(res.body.items).toHaveLength(20);
  });

  it('joins the company and position names', async () => {
    const res = await list(PN_ADMIN, { keyword: '0901000002' });
    expect(res.body.items).toHaveLength(1);
    const [admin] = res.body.items;
    expect(admin.company_name).toBe('Công ty Cổ phần Xe buýt Phương Nam');
    expect(admin.role).toBe(2);
    expect(admin.role_name).toBe('Quản lý công ty');
    expect(admin.phone_number).toBe('+84901000002');
  });

  it('matches keywords without diacritics', async () => {
    const nguyen = await list(PN_ADMIN, { keyword: 'nguyen', size: 500 });
    expect(nguyen.body.items.length).toBeGreaterThan(0);
    expect(nguyen.body.total).toBe(nguyen.body.items.length);
    for (const s of nguyen.body.items) expect(fold(s.full_name)).toContain('nguyen');
    expect(nguyen.body.items.some((s: { full_name: string }) => s.full_name.includes('Nguyễn'))).toBe(true);

    const dang = await list(PN_ADMIN, { keyword: 'dang', size: 500 });
    expect(dang.body.items.some((s: { full_name: string }) => s.full_name === 'Đặng Quốc Phong')).toBe(true);
    // Capitals and marks typed: the same people as without them (the demo crews have two Đặng Quốc).
    const accented = await list(PN_ADMIN, { keyword: 'ĐẶNG QUỐC', size: 500 });
    const plain = await list(PN_ADMIN, { keyword: 'dang quoc', size: 500 });
    const names = (r: typeof plain) => r.body.items.map((s: { full_name: string }) => s.full_name).sort();
    expect(names(accented)).toContain('Đặng Quốc Phong');
    expect(names(accented)).toEqual(names(plain));
    for (const name of names(accented)) expect(fold(name)).toContain('dang quoc');
  });

  it('matches phone numbers in local and international form, and staff codes', async () => {
    const local = await list(PN_ADMIN, { keyword: '0901000009' });
    const intl = await list(PN_ADMIN, { keyword: '+84901000009' });
    expect(local.body.items.map((s: { id: number }) => s.id)).toEqual(
      intl.body.items.map((s: { id: number }) => s.id),
    );
    expect(local.body.items).toHaveLength(1);
    const code = local.body.items[0].staff_code;
    const byCode = await list(PN_ADMIN, { keyword: code.toLowerCase() });
    expect(byCode.body.items.map((s: { id: number }) => s.id)).toContain(local.body.items[0].id);
    const wildcard = await list(PN_ADMIN, { keyword: '%' });
    expect(wildcard.body.total).toBe(0);
  });

  it('sorts both ways', async () => {
    for (const field of ['full_name', 'phone_number', 'created_at', 'role', 'deposit_balance']) {
      const asc = await list(PN_ADMIN, { sort: field, size: 500 });
      const desc = await list(PN_ADMIN, { sort: `-${field}`, size: 500 });
      expect(asc.status).toBe(200);
      const ascIds = asc.body.items.map((s: { id: number }) => s.id);
      const descIds = desc.body.items.map((s: { id: number }) => s.id);
      expect(descIds).toEqual([...ascIds].reverse());
    }
    const byRole = await list(PN_ADMIN, { sort: 'role', size: 500 });
    const roles = byRole.body.items.map((s: { role: number }) => s.role);
    expect(roles).toEqual([...roles].sort((a, b) => a - b));
    const byPhone = await list(PN_ADMIN, { sort: '-phone_number', size: 500 });
    const phones = byPhone.body.items.map((s: { phone_number: string }) => s.phone_number);
    expect(phones).toEqual([...phones].sort().reverse());
  });

  it('filters by role and status', async () => {
    const drivers = await list(PN_ADMIN, { role: 6, size: 500 });
    expect(drivers.body.total).toBeGreaterThan(0);
    for (const s of drivers.body.items) expect(s.role).toBe(6);
    const expected = (await staffOf(t, ids.pn)).filter((s) => s.role === 6).length;
    expect(drivers.body.total).toBe(expected);
    const inactive = await list(PN_ADMIN, { status: 'inactive' });
    expect(inactive.body.total).toBe(0);
    const bad = await list(PN_ADMIN, { role: 3 });
    expect(bad.status).toBe(400);
  });

  it('shows a member company only its own employees', async () => {
    const res = await list(PN_ADMIN, { size: 500 });
    expect(res.body.items.every((s: { company_id: number }) => s.company_id === ids.pn)).toBe(true);
    // Đỗ Thanh Khoa is the Quyết Thắng admin: never visible from Phương Nam.
    const khoa = await list(PN_ADMIN, { keyword: 'khoa', size: 500 });
    expect(khoa.body.items.some((s: { company_id: number }) => s.company_id === ids.qt)).toBe(false);
    const other = await list(PN_ADMIN, { company_id: ids.qt });
    expect(other.body).toEqual({ items: [], total: 0 });
    const qt = await list('0902000002', { size: 500 });
    expect(qt.body.total).toBe(await staffCount(t, ids.qt));
    expect(qt.body.items.every((s: { company_id: number }) => s.company_id === ids.qt)).toBe(true);
  });

  it('shows the super company every company, or one by company_id', async () => {
    const all = await list(SUPER, { size: 500 });
    expect(all.body.total).toBe(await staffCount(t));
    const qt = await list(SUPER, { company_id: ids.qt, size: 500 });
    expect(qt.body.total).toBe(await staffCount(t, ids.qt));
    expect(qt.body.items.every((s: { company_id: number }) => s.company_id === ids.qt)).toBe(true);
  });

  it('is open to roles 1, 2 and 9 only', async () => {
    expect((await list(PN_CONTROLLER)).status).toBe(200);
    for (const phone of [PN_CONDUCTOR, PN_SALE]) {
      const res = await list(phone);
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('CHECK_ROLE');
    }
    expect((await t.call('GET', '/bus/staff')).status).toBe(401);
  });
});

describe('getBusStaff / getStaff', () => {
  it('reads an employee of the own company, 404 for another company', async () => {
    const [pnStaff] = await staffOf(t, ids.pn);
    const [qtStaff] = await staffOf(t, ids.qt);
    const own = await t.call('GET', `/bus/staff/${pnStaff!.id}`, { as: PN_ADMIN });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(pnStaff!.id);
    const other = await t.call('GET', `/bus/staff/${qtStaff!.id}`, { as: PN_ADMIN });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Không tìm thấy nhân viên');
    expect((await t.call('GET', `/bus/staff/${qtStaff!.id}`, { as: SUPER })).status).toBe(200);
    expect((await t.call('GET', '/bus/staff/999999', { as: SUPER })).status).toBe(404);
    expect((await t.call('GET', `/bus/staff/${pnStaff!.id}`, { as: PN_CONDUCTOR })).status).toBe(403);
  });

  it('getStaff is readable by every role, within the company', async () => {
    const [pnStaff] = await staffOf(t, ids.pn);
    const [qtStaff] = await staffOf(t, ids.qt);
    for (const phone of [PN_CONDUCTOR, PN_SALE, PN_ADMIN]) {
      const res = await t.call('GET', `/staff/${pnStaff!.id}`, { as: phone });
      expect(res.status).toBe(200);
      expect(res.body.full_name).toBe(pnStaff!.fullName);
      expect((await t.call('GET', `/staff/${qtStaff!.id}`, { as: phone })).status).toBe(404);
    }
    expect((await t.call('GET', '/staff/abc', { as: PN_ADMIN })).status).toBe(400);
  });
});
