// Customers (members) of a company: search by phone, name without diacritics and card number or UID;
// register (409 on a phone the company has), update with its history row; another company's member
// answers 404 and nothing changes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, members, nfcCards } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const SALE = '0901000008'; // Phương Nam
const OTHER = '0902000002'; // Quyết Thắng's admin

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('members', () => {
  it('registers a customer, refuses the same phone twice in the company (409), and finds them', async () => {
    const body = { phone_number: '0977123456', full_name: 'Trần Thị Đào', address: '12 Lê Lợi' };
    const created = await t.call('POST', '/members', { as: SALE, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      phone_number: '+84977123456',
      full_name: 'Trần Thị Đào',
      attachments: [],
    });
    const again = await t.call('POST', '/members', {
      as: SALE,
      body: { ...body, phone_number: '+84977123456' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Số điện thoại đã tồn tại');
    // Another company keeps its own customer file: the same phone is new there.
    expect((await t.call('POST', '/members', { as: OTHER, body })).status).toBe(201);

    for (const keyword of ['0977 123 456', 'tran thi dao', '+8497712']) {
      const found = await t.call('GET', '/members', { as: SALE, query: { keyword } });
      expect(
        found.body.items.map((m: { id: number }) => m.id),
        keyword,
      ).toContain(created.body.id);
    }
  });

  it('finds a member by the number or UID of their card', async () => {
    const created = await t.call('POST', '/members', {
      as: SALE,
      body: { phone_number: '0977000111', full_name: 'Lê Văn Thẻ' },
    });
    const card = await t.call('POST', '/nfc/cards', {
      as: SALE,
      body: { uid: '04:AB:CD:EF:12:34:56', card_number: 'PN-TIM-01' },
    });
    expect(card.status).toBe(201);
    const linked = await t.call('POST', '/nfc/card-user', {
      as: SALE,
      body: { card_id: card.body.id, member_id: created.body.id },
    });
    expect(linked.body.message).toBe('Gắn thẻ thành công!');
    for (const keyword of ['pn-tim-01', '04ABCDEF', '04:ab:cd']) {
      const found = await t.call('GET', '/members', { as: SALE, query: { keyword } });
      expect(
        found.body.items.map((m: { id: number }) => m.id),
        keyword,
      ).toEqual([created.body.id]);
    }
  });

  it('updates the profile with its history row; a bad birthday is refused', async () => {
    const created = await t.call('POST', '/members', {
      as: SALE,
      body: { phone_number: '0977000222', full_name: 'Phạm Sửa' },
    });
    const id = created.body.id;
    const body = { full_name: 'Phạm Văn Sửa', date_of_birth: '1990-05-17', address: '99 Hai Bà Trưng' };
    const updated = await t.call('PUT', `/members/${id}`, { as: SALE, body });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...body, phone_number: '+84977000222' });
    const rows = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'member'), eq(history.entityId, String(id))));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    const bad = await t.call('PUT', `/members/${id}`, {
      as: SALE,
      body: { ...body, date_of_birth: '1990-02-30' },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', `/members/${id}`, { as: SALE })).body.date_of_birth).toBe('1990-05-17');
  });

  it("another company's member answers 404 and nothing changes", async () => {
    const created = await t.call('POST', '/members', {
      as: SALE,
      body: { phone_number: '0977000333', full_name: 'Khách Phương Nam' },
    });
    const id = created.body.id;
    const before = await t.digest();
    expect((await t.call('GET', `/members/${id}`, { as: OTHER })).status).toBe(404);
    const put = await t.call('PUT', `/members/${id}`, { as: OTHER, body: { full_name: 'Đổi trộm' } });
    expect(put.status).toBe(404);
    expect((await t.call('GET', '/nfc/cards', { as: OTHER, query: { member_id: id } })).status).toBe(404);
    const search = await t.call('GET', '/members', { as: OTHER, query: { keyword: '0977000333' } });
    expect(search.body.items).toEqual([]);
    expect(await t.digest()).toBe(before);
    const [row] = await t.services.database.db.select().from(members).where(eq(members.id, id));
    expect(row!.fullName).toBe('Khách Phương Nam');
    void nfcCards;
  });
});
