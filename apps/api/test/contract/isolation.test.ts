// Member companies never see each other's data: every read and write on another member company's
// records answers 404 (their existence is not revealed) and changes nothing. The super company sees across.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, companies, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let otherCompanyId: number;
let otherStaffId: number;
let otherUserId: number;
const ADMIN_A = '0901000002'; // admin of Xe buýt Phương Nam
const SUPER = '0900000001';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.services.database;
  const [qth] = await db.select().from(companies).where(eq(companies.code, 'QTH'));
  otherCompanyId = qth!.id;
  const [staff] = await db
    .select({ id: busStaff.id, userId: busStaff.userId })
    .from(busStaff)
    .innerJoin(users, eq(users.id, busStaff.userId))
    .where(and(eq(busStaff.companyId, otherCompanyId), eq(users.phoneNumber, '+84902000009')));
  otherStaffId = staff!.id;
  otherUserId = staff!.userId;
}, 180_000);
afterAll(() => t.close());

describe('tenant isolation between member companies', () => {
  it('answers 404 to every read and write of another member company and changes nothing', async () => {
    const before = await t.digest();
    const attempts: Array<[string, 'GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?]> = [
      ['getBusStaff', 'GET', `/bus/staff/${otherStaffId}`],
      ['updateBusStaff', 'PUT', `/bus/staff/${otherStaffId}`, { full_name: 'Đổi tên trái phép' }],
      ['deleteBusStaff', 'DELETE', `/bus/staff/${otherStaffId}`],
      ['getStaff', 'GET', `/staff/${otherStaffId}`],
      ['getCompany', 'GET', `/companies/${otherCompanyId}`],
      ['depositBusStaff', 'POST', '/bus/deposit', { staff_id: otherStaffId, amount: 50_000, note: 'x' }],
      ['sendNotification', 'POST', '/notifications', { title: 'x', body: 'y', user_ids: [otherUserId] }],
      [
        'createBusStaff',
        'POST',
        '/bus/staff',
        { phone_number: '0987654321', full_name: 'Nguyễn Văn Lạ', role: 5, company_id: otherCompanyId },
      ],
    ];
    const wrong: string[] = [];
    for (const [name, method, url, body] of attempts) {
      const res = await t.call(method, url, { as: ADMIN_A, ...(body ? { body } : {}) });
      if (res.status !== 404) wrong.push(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      else expect(res.body.message).toMatch(/[À-ỹ]/u);
    }
    expect(wrong).toEqual([]);
    expect(await t.digest()).toBe(before);
  });

  it('never lists another member company’s employees, even when asked by company_id', async () => {
    const asked = await t.call('GET', '/bus/staff', {
      as: ADMIN_A,
      query: { company_id: otherCompanyId, size: 100 },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.items.filter((s: { company_id: number }) => s.company_id === otherCompanyId)).toEqual(
      [],
    );
    const all = await t.call('GET', '/bus/staff', { as: ADMIN_A, query: { size: 100 } });
    expect(all.body.items.length).toBeGreaterThan(0);
    expect(new Set(all.body.items.map((s: { company_id: number }) => s.company_id)).size).toBe(1);
    expect(all.body.items.some((s: { id: number }) => s.id === otherStaffId)).toBe(false);
  });

  it('lets the super company read across member companies', async () => {
    const res = await t.call('GET', `/bus/staff/${otherStaffId}`, { as: SUPER });
    expect(res.status).toBe(200);
    expect(res.body.company_id).toBe(otherCompanyId);
    const list = await t.call('GET', '/bus/staff', { as: SUPER, query: { company_id: otherCompanyId } });
    expect(list.body.total).toBeGreaterThan(0);
  });
});
