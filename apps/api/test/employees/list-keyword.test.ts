// listBusStaff's keyword and with_total paths against the plain query they replace: on a few hundred
// rows (timestamps shared by five rows at a time, so the id breaks ties), every keyword, order, page and
// with_total answers exactly the rows and total of `where <criteria> order by <sort>, id`.
import { fold } from '@busops/domain';
import { and, eq, like, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal, type Principal } from '../../src/access/principal.ts';
import { scopedDb } from '../../src/access/scoped-db.ts';
import { busStaff, users } from '../../src/db/schema/index.ts';
import { staffSearchText } from '../../src/db/search-text.ts';
import { listStaffPage, selectStaff, staffOrder } from '../../src/features/employees/staff.query.ts';
import { likePattern } from '../../src/http/paging.ts';
import type { TestApp } from '../harness.ts';
import { type DemoIds, demoApp, PN_ADMIN, userByPhone } from './fixtures.ts';

let t: TestApp;
let ids: DemoIds;
let admin: Principal;

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Vũ', 'Đặng', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thanh'];
const GIVEN = ['An', 'Lan', 'Dũng', 'Hùng', 'Linh', 'Trang', 'Vũ'];
const ROWS = 320;

beforeAll(async () => {
  ({ t, ids } = await demoApp());
  const { db } = t.services.database;
  const base = Date.UTC(2026, 0, 1);
  const made = Array.from({ length: ROWS }, (_, i) => {
    const fullName = `${FAMILY[i % 7]} ${MIDDLE[(i >> 1) % 4]} ${GIVEN[(i * 3) % 7]}`;
    const phone = `+8497100${String(i).padStart(4, '0')}`;
    const code = `NVT${String(i).padStart(3, '0')}`;
    // Five rows per timestamp; codes NVT0xx are the oldest rows.
    const at = new Date(base + Math.floor(i / 5) * 60_000);
    return { fullName, phone, code, at, role: [5, 6, 8, 9][i % 4]!, balance: (i * 7919) % 1000 };
  });
  const inserted = await db
    .insert(users)
    .values(made.map((m) => ({ phoneNumber: m.phone, fullName: m.fullName, orgId: ids.pn })))
    .returning({ id: users.id });
  await db.insert(busStaff).values(
    made.map((m, i) => ({
      companyId: ids.pn,
      userId: inserted[i]!.id,
      fullName: m.fullName,
      phoneNumber: m.phone,
      staffCode: m.code,
      role: m.role,
      depositBalance: m.balance,
      searchText: staffSearchText(m.fullName, m.phone, m.code),
      createdAt: m.at,
      updatedAt: m.at,
    })),
  );
  const user = await userByPhone(t, `+84${PN_ADMIN.slice(1)}`);
  admin = await loadPrincipal(db, user!.id, null);
}, 180_000);
afterAll(() => t.close());

interface Case {
  keyword: string;
  sort?: string;
  page: number;
  size: number;
  role?: number;
}

/** The plain query: every matching row of the company in the asked order. */
async function expected(c: Case): Promise<number[]> {
  const where: SQL | undefined = and(
    eq(busStaff.companyId, ids.pn),
    like(busStaff.searchText, likePattern(fold(c.keyword.trim()))),
    c.role !== undefined ? eq(busStaff.role, c.role) : undefined,
  );
  const rows = await selectStaff(t.services.database.db)
    .where(where)
    .orderBy(...staffOrder(c.sort));
  return rows.map((r) => r.id);
}

const KEYWORDS = ['nguyen', 'tran thi', 'vu', 'nvt0', 'nvt31', 'dung', 'hung', '0971000', 'xyzq', 'an'];
const SORTS = [undefined, '-created_at', 'created_at', 'full_name', '-deposit_balance'];
const PAGES: [number, number][] = [
  [0, 8],
  [1, 8],
  [0, 20],
  [3, 20],
  [40, 20],
];

function cases(): Case[] {
  const all: Case[] = [];
  for (const keyword of KEYWORDS)
    for (const sort of SORTS) for (const [page, size] of PAGES) all.push({ keyword, sort, page, size });
  all.push({ keyword: 'nguyen', page: 0, size: 8, role: 6 }, { keyword: 'vu', page: 1, size: 8, role: 9 });
  return all;
}

function check(
  c: Case,
  withTotal: boolean,
  all: number[],
  answer: { items: { id: number }[]; total: number },
) {
  const offset = c.page * c.size;
  const label = JSON.stringify({ ...c, withTotal });
  expect(
    answer.items.map((s) => s.id),
    label,
  ).toEqual(all.slice(offset, offset + c.size));
  const more = all.length > offset + c.size ? 1 : 0;
  expect(answer.total, label).toBe(withTotal ? all.length : offset + answer.items.length + more);
}

describe('listBusStaff keyword search', () => {
  it('answers the rows, order and total of the plain query (HTTP)', async () => {
    for (const c of cases()) {
      const all = await expected(c);
      for (const withTotal of [true, false]) {
        const query: Record<string, string | number | boolean> = {
          keyword: c.keyword,
          page: c.page,
          size: c.size,
        };
        if (c.sort) query.sort = c.sort;
        if (c.role !== undefined) query.role = c.role;
        if (!withTotal) query.with_total = false;
        const res = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query });
        expect(res.status).toBe(200);
        check(c, withTotal, all, res.body);
      }
    }
  }, 120_000);

  it('answers the same with a small newest-first window (both paths of with_total=false)', async () => {
    const { db } = t.services.database;
    for (const window of [12, 40, 200]) {
      for (const c of cases()) {
        const all = await expected(c);
        const answer = await listStaffPage(
          scopedDb(db, admin),
          {
            keyword: c.keyword,
            sort: c.sort as never,
            page: c.page,
            size: c.size,
            role: c.role as never,
            with_total: false,
          },
          window,
        );
        check(c, false, all, answer);
      }
    }
  }, 120_000);
});

describe('listBusStaff with_total', () => {
  it('counts by default and skips the count with with_total=false', async () => {
    const exact = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { page: 0, size: 20 } });
    const cheap = await t.call('GET', '/bus/staff', {
      as: PN_ADMIN,
      query: { page: 0, size: 20, with_total: false },
    });
    expect(cheap.status).toBe(200);
    expect(cheap.body.items).toEqual(exact.body.items);
    expect(exact.body.total).toBeGreaterThan(ROWS);
    expect(cheap.body.total).toBe(21);

    const lastPage = Math.floor((exact.body.total - 1) / 20);
    const last = await t.call('GET', '/bus/staff', {
      as: PN_ADMIN,
      query: { page: lastPage, size: 20, with_total: false },
    });
    expect(last.body.total).toBe(exact.body.total);
    const past = await t.call('GET', '/bus/staff', {
      as: PN_ADMIN,
      query: { page: lastPage + 1, size: 20, with_total: 'false' },
    });
    expect(past.body).toEqual({ items: [], total: (lastPage + 1) * 20 });
  });

  it('keeps the exact total on pages past the last match', async () => {
    const res = await t.call('GET', '/bus/staff', {
      as: PN_ADMIN,
      query: { keyword: 'nguyen', page: 40, size: 20 },
    });
    expect(res.body.items).toEqual([]);
    expect(res.body.total).toBe((await expected({ keyword: 'nguyen', page: 0, size: 1 })).length);
  });

  it('rejects a with_total that is not a boolean', async () => {
    const res = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { with_total: 'maybe' } });
    expect(res.status).toBe(400);
  });

  it('listCompanies takes it too', async () => {
    const exact = await t.call('GET', '/companies', { as: '0900000001', query: { size: 2 } });
    const cheap = await t.call('GET', '/companies', {
      as: '0900000001',
      query: { size: 2, with_total: false },
    });
    expect(exact.body.total).toBe(3);
    expect(cheap.body.items).toEqual(exact.body.items);
    expect(cheap.body.total).toBe(3);
    const one = await t.call('GET', '/companies', {
      as: '0900000001',
      query: { size: 5, with_total: false },
    });
    expect(one.body).toEqual({ items: exact.body.items.concat(one.body.items.slice(2)), total: 3 });
  });
});
