import { fold } from '@busops/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, history, members } from '../../src/db/schema/index.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const ADMIN = '0901000002';
const SALE = '0901000008';
const CONDUCTOR = '0901000005';
const DRIVER = '0901000006';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** The company of the demo account with this phone (its first staff record). */
async function companyOf(phone: string): Promise<number> {
  const rows = await t.services.database.db.execute<{ company_id: number }>(
    sql`select s.company_id from bus_staff s join users u on u.id = s.user_id where u.phone_number = ${`+84${phone.slice(1)}`} order by s.id limit 1`,
  );
  return Number((rows as { rows: Array<{ company_id: number }> }).rows[0]!.company_id);
}

describe('searchMembers / getMember', () => {
  it('answers 100 members by default and searches names without diacritics', async () => {
    const all = await t.call('GET', '/members', { as: SALE });
    expect(all.status).toBe(200);
    // Each member company keeps its own customer file: the count is of the caller's company.
    const [{ n }] = (await t.services.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(members)
      .where(eq(members.companyId, await companyOf(SALE)))) as [{ n: number }];
    expect(all.body.total).toBe(n);
    expect(all.body.items).toHaveLength(Math.min(n, 100));

    const withDiacritics = all.body.items.find(
      (m: { full_name: string }) => fold(m.full_name) !== m.full_name.toLowerCase(),
    );
    const word = fold(withDiacritics.full_name).split(' ')[0]!;
    const found = await t.call('GET', '/members', { as: SALE, query: { keyword: word } });
    expect(found.body.items.length).toBeGreaterThan(0);
    for (const m of found.body.items) expect(fold(m.full_name)).toContain(word);
    expect(found.body.items.map((m: { id: number }) => m.id)).toContain(withDiacritics.id);
    const upper = await t.call('GET', '/members', {
      as: SALE,
      query: { keyword: withDiacritics.full_name.toUpperCase() },
    });
    expect(upper.body.items.map((m: { id: number }) => m.id)).toContain(withDiacritics.id);
  });

  it('searches phone numbers in any form and pages', async () => {
    const [member] = await t.services.database.db
      .select()
      .from(members)
      .where(eq(members.companyId, await companyOf(ADMIN)))
      .limit(1);
    const local = member!.phoneNumber.replace(/^\+84/, '0');
    for (const keyword of [local, member!.phoneNumber, `${local.slice(0, 4)} ${local.slice(4)}`]) {
      const res = await t.call('GET', '/members', { as: ADMIN, query: { keyword } });
      expect(
        res.body.items.map((m: { id: number }) => m.id),
        keyword,
      ).toEqual([member!.id]);
    }
    const p0 = await t.call('GET', '/members', { as: ADMIN, query: { size: 5, page: 0 } });
    const p1 = await t.call('GET', '/members', { as: ADMIN, query: { size: 5, page: 1 } });
    const ids0 = new Set(p0.body.items.map((m: { id: number }) => m.id));
    expect(p1.body.items.some((m: { id: number }) => ids0.has(m.id))).toBe(false);
  });

  it('reads one member with typed attachments, 404 otherwise', async () => {
    const [row] = await t.services.database.db
      .insert(members)
      .values({
        companyId: await companyOf(SALE),
        phoneNumber: '+84977000111',
        fullName: 'Đoàn Thị Vé Tháng',
        searchText: fold('Đoàn Thị Vé Tháng +84977000111 0977000111'),
        attachments: [
          { id: 1, name: 'cccd-mat-truoc.JPG', url: '/files/a.jpg' },
          { id: 2, name: 'don-dang-ky.pdf', url: '/files/b.pdf' },
          { id: 3, name: 'ghi-chu', url: '/files/c' },
        ],
      })
      .returning();
    const res = await t.call('GET', `/members/${row!.id}`, { as: SALE });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: row!.id,
      phone_number: '+84977000111',
      full_name: 'Đoàn Thị Vé Tháng',
    });
    expect(res.body.attachments.map((a: { type: string }) => a.type)).toEqual(['jpg', 'pdf', 'other']);
    const missing = await t.call('GET', '/members/999999', { as: SALE });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('NOT_FOUND');
  });

  it('is closed to roles 5 and 6', async () => {
    expect((await t.call('GET', '/members', { as: CONDUCTOR })).status).toBe(403);
    expect((await t.call('GET', '/members/1', { as: DRIVER })).status).toBe(403);
  });
});

describe('listClients / createClient', () => {
  it('searches clients by phone in local, international or partial form, newest first', async () => {
    const all = await t.call('GET', '/admin/clients', { as: ADMIN, query: { size: 100 } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    const ids = all.body.items.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const client = all.body.items[3];
    const local = client.phone_number.replace(/^\+84/, '0');
    for (const keyword of [local, client.phone_number, client.phone_number.slice(1), local.slice(-6)]) {
      const res = await t.call('GET', '/admin/clients', { as: SALE, query: { keyword } });
      expect(
        res.body.items.map((c: { id: number }) => c.id),
        keyword,
      ).toContain(client.id);
      for (const c of res.body.items) expect(c.phone_number).toContain(keyword.replace(/^(\+?84|0)/, ''));
    }
    const prefix = await t.call('GET', '/admin/clients', { as: SALE, query: { keyword: '0883' } });
    expect(prefix.body.total).toBeGreaterThan(0);
    for (const c of prefix.body.items) expect(c.phone_number.startsWith('+84883')).toBe(true);
    const none = await t.call('GET', '/admin/clients', { as: SALE, query: { keyword: 'abc' } });
    expect(none.body).toEqual({ items: [], total: 0 });
  });

  it('creates a client with a +84 phone and history; 409 for a taken phone', async () => {
    const res = await t.call('POST', '/admin/clients', {
      as: SALE,
      body: { phone_number: '0866123456', full_name: 'Khách Hàng Mới', email: 'khachmoi@gmail.com' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      phone_number: '+84866123456',
      full_name: 'Khách Hàng Mới',
      email: 'khachmoi@gmail.com',
    });
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(sql`${history.entity} = 'client' and ${history.entityId} = ${String(res.body.id)}`);
    expect(rows.map((h) => h.action)).toEqual(['create']);
    const found = await t.call('GET', '/admin/clients', { as: SALE, query: { keyword: '0866123456' } });
    expect(found.body.items[0].id).toBe(res.body.id);

    for (const phone of ['0866123456', '+84866123456']) {
      const body = await failsCleanly(t, 409, () =>
        t.call('POST', '/admin/clients', { as: ADMIN, body: { phone_number: phone, full_name: 'Trùng' } }),
      );
      expect(body.message).toBe('Số điện thoại đã tồn tại');
    }
    const [stored] = await t.services.database.db.select().from(clients).where(eq(clients.id, res.body.id));
    expect(stored!.phoneNumber).toBe('+84866123456');
  });

  it('validates the body and roles', async () => {
    const missing = await failsCleanly(t, 400, () =>
      t.call('POST', '/admin/clients', { as: ADMIN, body: { phone_number: '0866123457' } }),
    );
    expect(missing.message).toBe("Vui lòng nhập trường 'full_name'");
    const email = await failsCleanly(t, 400, () =>
      t.call('POST', '/admin/clients', {
        as: ADMIN,
        body: { phone_number: '0866123457', full_name: 'A', email: 'x' },
      }),
    );
    expect(email.message).toBe('Email không hợp lệ');
    await failsCleanly(t, 403, () =>
      t.call('POST', '/admin/clients', {
        as: CONDUCTOR,
        body: { phone_number: '0866123457', full_name: 'A' },
      }),
    );
  });
});

describe('listTicketTypes', () => {
  it('lists the v2 ticket types for every role', async () => {
    for (const phone of [ADMIN, CONDUCTOR, DRIVER]) {
      const res = await t.call('GET', '/tickets/types', { as: phone, query: { version: 'v2' } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.items.length);
      expect(res.body.items.length).toBeGreaterThan(0);
      const qr = res.body.items.find((x: { code: string }) => x.code === 'LUOT_QR');
      expect(qr).toMatchObject({ price: 7000, payment_type: 'QR' });
    }
  });

  it('requires version=v2', async () => {
    expect((await t.call('GET', '/tickets/types', { as: ADMIN })).status).toBe(400);
    expect((await t.call('GET', '/tickets/types', { as: ADMIN, query: { version: 'v1' } })).status).toBe(400);
  });
});
