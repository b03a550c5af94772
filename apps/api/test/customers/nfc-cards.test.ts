// NFC cards: register (UID checked, 409 when taken), list with filters and export, link (one active
// card per member), unlink, status moves per CARD_TRANSITIONS with a compare-and-set on the version,
// history per card; another company's card answers 404 and nothing changes.
import { CARD_UID_MESSAGE } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

const SALE = '0901000008';
const OTHER = '0902000002';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

let n = 0;
async function stockCard(as = SALE) {
  n++;
  const uid = `04A1B2C3D4E5${String(n).padStart(2, '0')}`;
  const res = await t.call('POST', '/nfc/cards', { as, body: { uid, card_number: `NFC-T-${n}` } });
  expect(res.status).toBe(201);
  return res.body as { id: number; uid: string; card_number: string; version: number };
}
async function member(phone: string, as = SALE) {
  const res = await t.call('POST', '/members', {
    as,
    body: { phone_number: phone, full_name: `Khách ${phone}` },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('NFC cards', () => {
  it('registers a stock card with a normalised UID; a bad or taken UID or number is refused', async () => {
    const res = await t.call('POST', '/nfc/cards', {
      as: SALE,
      body: { uid: '04:aa:bb:cc:dd:ee:ff', card_number: 'NFC-REG-1' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ uid: '04AABBCCDDEEFF', status: 'active', member_id: null, version: 1 });
    const bad = await t.call('POST', '/nfc/cards', { as: SALE, body: { uid: '04AABB', card_number: 'X1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CARD_UID_MESSAGE);
    const taken = await t.call('POST', '/nfc/cards', {
      as: SALE,
      body: { uid: '04AABBCCDDEEFF', card_number: 'X2' },
    });
    expect(taken.status).toBe(409);
    const number = await t.call('POST', '/nfc/cards', {
      as: SALE,
      body: { uid: '04AABBCCDDEE00', card_number: 'NFC-REG-1' },
    });
    expect(number.status).toBe(409);
  });

  it('links a card to a member once: one active card per member, a held card stays held', async () => {
    const a = await stockCard();
    const b = await stockCard();
    const m1 = await member('0966000001');
    const m2 = await member('0966000002');
    const link = (card_id: number, member_id: number) =>
      t.call('POST', '/nfc/card-user', { as: SALE, body: { card_id, member_id } });
    const ok = await link(a.id, m1);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Gắn thẻ thành công!', card: { member_id: m1, version: 2 } });
    const second = await link(b.id, m1);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(a.card_number);
    expect((await link(a.id, m2)).status).toBe(409);

    // Linked / free filters and the member's cards.
    const mine = await t.call('GET', '/nfc/cards', { as: SALE, query: { member_id: m1 } });
    expect(mine.body.items.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const free = await t.call('GET', '/nfc/cards', { as: SALE, query: { linked: false, keyword: b.uid } });
    expect(free.body.items.map((c: { id: number }) => c.id)).toEqual([b.id]);
    const byPhone = await t.call('GET', '/nfc/cards', { as: SALE, query: { keyword: '0966000001' } });
    expect(byPhone.body.items.map((c: { id: number }) => c.id)).toEqual([a.id]);

    // Blocking the first frees the member for another card; re-activating the first then collides.
    const block = await t.call('PUT', '/nfc/card-user', {
      as: SALE,
      body: { card_id: a.id, action: 'blocked' },
    });
    expect(block.status).toBe(200);
    expect((await link(b.id, m1)).status).toBe(200);
    const reactivate = await t.call('PUT', '/nfc/card-user', {
      as: SALE,
      body: { card_id: a.id, action: 'active' },
    });
    expect(reactivate.status).toBe(409);
  });

  it('moves statuses as CARD_TRANSITIONS allows, on the version the caller saw, and keeps the history', async () => {
    const card = await stockCard();
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', '/nfc/card-user', { as: SALE, body: { card_id: card.id, ...body } });
    expect((await put({ action: 'replaced' })).status).toBe(400);
    expect((await put({ action: 'unlink' })).status).toBe(409);
    expect((await put({ action: 'lost', version: 1 })).status).toBe(200);
    expect((await put({ action: 'blocked', version: 1 })).status).toBe(409); // stale version
    expect((await put({ action: 'active' })).status).toBe(409); // lost -> active is not a move
    expect((await put({ action: 'blocked', version: 2 })).status).toBe(200);
    const hist = await t.call('GET', `/nfc/history/${card.id}`, { as: SALE });
    expect(hist.status).toBe(200);
    expect(hist.body.items.map((h: { action: string }) => h.action)).toEqual(['status', 'status', 'create']);
    expect(hist.body.items[0].changes).toContainEqual({ field: 'status', before: 'lost', after: 'blocked' });
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await t.call('GET', '/nfc/cards', { as: SALE, query: { export: true, status: 'active' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect(res.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it("another company's card answers 404 and nothing changes", async () => {
    const card = await stockCard();
    const theirs = await member('0966000009', OTHER);
    const before = await t.digest();
    expect((await t.call('GET', `/nfc/history/${card.id}`, { as: OTHER })).status).toBe(404);
    const put = await t.call('PUT', '/nfc/card-user', {
      as: OTHER,
      body: { card_id: card.id, action: 'blocked' },
    });
    expect(put.status).toBe(404);
    const link = await t.call('POST', '/nfc/card-user', {
      as: OTHER,
      body: { card_id: card.id, member_id: theirs },
    });
    expect(link.status).toBe(404);
    const list = await t.call('GET', '/nfc/cards', { as: OTHER, query: { keyword: card.uid } });
    expect(list.body.items).toEqual([]);
    expect(await t.digest()).toBe(before);
  });
});
