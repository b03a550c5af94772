// Service accounts (issue 21): an Admin's service key, with roles the Admin may grant, calls ordinary
// operations as a staff member of its company holding those roles (x-roles, company scope, per-record
// 404s), its changes in the history as that key; never above its maker's rank (403); rotated or revoked,
// refused at the very next call (401); its last use written at most once a minute; its own allowance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, history } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const KEYS = '/bus-management/service-keys';
const ADMIN = '0901000002'; // Admin (role 2) of Phương Nam
const OTHER_ADMIN = '0902000002'; // Admin of Quyết Thắng
const VIETNAMESE = /[À-ỹ]/u;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serviceKeyCallsPerMinute: 100_000 });
}, 180_000);
afterAll(() => t.close());

interface Secret {
  id: number;
  key: string;
  prefix: string;
  name: string;
  roles: number[];
}

let names = 0;
async function createKey(roles: number[], as = ADMIN): Promise<Secret> {
  const res = await t.call('POST', KEYS, { as, body: { name: `Hệ thống ERP ${names++}`, roles } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Secret;
}

/** A call with a service key only: no application key, no sign-in. */
const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.call(method, url, { headers: { 'x-api-key': key, 'x-access-token': '' }, ...(body ? { body } : {}) });

let phones = 0;
const newMember = (key: string) =>
  withKey(key, 'POST', '/members', {
    phone_number: `09771${String(10000 + phones++).padStart(5, '0')}`,
    full_name: 'Khách từ ERP',
  });

const keyRow = async (id: number) =>
  (await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

describe('service keys', () => {
  it('an Admin creates a key with roles: shown once, listed with its roles, only its hash stored', async () => {
    const created = await createKey([8, 9]);
    expect(created.key).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.roles).toEqual([8, 9]);
    const list = await t.call('GET', KEYS, { as: ADMIN });
    expect(list.status).toBe(200);
    expect(list.body.items.find((k: { id: number }) => k.id === created.id)).toMatchObject({
      roles: [8, 9],
      prefix: created.prefix,
      last_used_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const row = await keyRow(created.id);
    expect(row.kind).toBe('service');
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);
    // Device keys and service keys are listed apart.
    const devices = await t.call('GET', '/bus-management/device-keys', { as: ADMIN });
    expect(devices.body.items.some((k: { id: number }) => k.id === created.id)).toBe(false);
  });

  it('a role the Admin may not grant (Admin, Super Admin) is 403 in Vietnamese, nothing written', async () => {
    const before = await t.digest();
    for (const roles of [[2], [8, 1]]) {
      const res = await t.call('POST', KEYS, { as: ADMIN, body: { name: 'Khoá quá quyền', roles } });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/không được cấp vai trò/);
    }
    const none = await t.call('POST', KEYS, { as: ADMIN, body: { name: 'Khoá không vai trò', roles: [] } });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(VIETNAMESE);
    const unknown = await t.call('POST', KEYS, { as: ADMIN, body: { name: 'Khoá lạ', roles: [3] } });
    expect(unknown.status).toBe(400);
    expect(await t.digest()).toBe(before);
  });

  it('acts with its roles: a sales key registers customers but is refused the staff list', async () => {
    const sale = await createKey([8]);
    const created = await newMember(sale.key);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await withKey(sale.key, 'GET', `/members/${created.body.id}`)).status).toBe(200);
    const staff = await withKey(sale.key, 'GET', '/bus/staff');
    expect(staff.status).toBe(403);
    expect(staff.body.message).toMatch(VIETNAMESE);
    // A controller key reaches the staff list, of its own company only.
    const controller = await createKey([9]);
    const list = await withKey(controller.key, 'GET', '/bus/staff');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
  });

  it("a person's own operations and the key operations answer 403 to a key", async () => {
    const { key } = await createKey([5, 6, 8, 9, 10]);
    for (const [method, url] of [
      ['GET', '/staff/me'],
      ['GET', '/notifications'],
      ['GET', KEYS],
      ['POST', KEYS],
      ['GET', '/bus-management/device-keys'],
    ] as const) {
      const res = await withKey(
        key,
        method,
        url,
        method === 'POST' ? { name: 'Khoá con', roles: [8] } : undefined,
      );
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toMatch(VIETNAMESE);
    }
  });

  it('a key reads what it is (getCurrentKey): name, kind, roles, company; never the secret', async () => {
    const made = await createKey([8, 9]);
    const me = await withKey(made.key, 'GET', '/keys/me');
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body).toMatchObject({
      id: made.id,
      kind: 'service',
      name: made.name,
      prefix: made.prefix,
      roles: [8, 9],
      company: { name: expect.stringMatching(/Phương Nam/) },
      rotated_at: null,
    });
    // The call is a use of the key.
    expect(me.body.last_used_at).not.toBeNull();
    expect(JSON.stringify(me.body)).not.toContain(made.key);
    const device = await t.call('POST', '/bus-management/device-keys', {
      as: ADMIN,
      body: { name: `Cổng GPS ${names++}` },
    });
    const gate = await withKey(device.body.key, 'GET', '/keys/me');
    expect(gate.status, JSON.stringify(gate.body)).toBe(200);
    expect(gate.body).toMatchObject({ id: device.body.id, kind: 'device', roles: [] });
    // Without a key (a person, or nobody) it is 401 in Vietnamese; a revoked key is 401 at once.
    for (const res of [await t.call('GET', '/keys/me', { as: ADMIN }), await t.call('GET', '/keys/me')]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(VIETNAMESE);
    }
    expect((await t.call('DELETE', `${KEYS}/${made.id}`, { as: ADMIN })).status).toBe(200);
    expect((await withKey(made.key, 'GET', '/keys/me')).status).toBe(401);
  });

  it("a key of one company never reads another company's records (404) nor lists them", async () => {
    const theirs = await createKey([8], OTHER_ADMIN);
    const member = await newMember(theirs.key);
    expect(member.status).toBe(201);
    const ours = await createKey([8]);
    expect((await withKey(ours.key, 'GET', `/members/${member.body.id}`)).status).toBe(404);
    const update = await withKey(ours.key, 'PUT', `/members/${member.body.id}`, { full_name: 'Đổi tên' });
    expect(update.status).toBe(404);
    const found = await withKey(ours.key, 'GET', '/members', undefined);
    expect(found.body.items.some((m: { id: number }) => m.id === member.body.id)).toBe(false);
  });

  it('its changes are in the history as that key, not as the Admin who made it', async () => {
    const sale = await createKey([8]);
    const created = await newMember(sale.key);
    const [row] = await t.services.database.db
      .select()
      .from(history)
      .where(eq(history.entityId, String(created.body.id)));
    expect(row).toMatchObject({ entity: 'member', actorUserId: null, actorApiKeyId: sale.id });
    const read = await t.call('GET', '/history', {
      as: ADMIN,
      query: { entity: 'member', record_id: created.body.id },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.items[0]).toMatchObject({
      action: 'create',
      actor: null,
      api_key: { id: sale.id, name: sale.name, prefix: sale.prefix },
    });
    // A person's change names the person, and no key.
    const edited = await t.call('PUT', `/members/${created.body.id}`, {
      as: ADMIN,
      body: { full_name: 'Khách đã sửa' },
    });
    expect(edited.status).toBe(200);
    const again = await t.call('GET', '/history', {
      as: ADMIN,
      query: { entity: 'member', record_id: created.body.id },
    });
    expect(again.body.items[0]).toMatchObject({ action: 'update', api_key: null });
    expect(again.body.items[0].actor.phone_number).toBe(`+84${ADMIN.slice(1)}`);
  });

  it('rotated: the old secret is 401 at once, the new one works; revoked: 401 at once, 404 after', async () => {
    const made = await createKey([8]);
    expect((await withKey(made.key, 'GET', '/members')).status).toBe(200);
    const rotated = await t.call('POST', `${KEYS}/${made.id}/rotate`, { as: ADMIN });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body).toMatchObject({ id: made.id, roles: [8] });
    expect(rotated.body.rotated_at).not.toBeNull();
    const old = await withKey(made.key, 'GET', '/members');
    expect(old.status).toBe(401);
    expect(old.body.message).toMatch(/thu hồi/);
    expect((await withKey(rotated.body.key, 'GET', '/members')).status).toBe(200);

    expect((await t.call('DELETE', `${KEYS}/${made.id}`, { as: ADMIN })).status).toBe(200);
    expect((await withKey(rotated.body.key, 'GET', '/members')).status).toBe(401);
    const list = await t.call('GET', KEYS, { as: ADMIN });
    expect(list.body.items.some((k: { id: number }) => k.id === made.id)).toBe(false);
    expect((await t.call('DELETE', `${KEYS}/${made.id}`, { as: ADMIN })).status).toBe(404);
    expect((await t.call('POST', `${KEYS}/${made.id}/rotate`, { as: ADMIN })).status).toBe(404);
  });

  it("another company's Admin cannot see, rotate or revoke the key; a device key is not a service key", async () => {
    const { id } = await createKey([8]);
    const list = await t.call('GET', KEYS, { as: OTHER_ADMIN });
    expect(list.body.items.some((k: { id: number }) => k.id === id)).toBe(false);
    expect((await t.call('POST', `${KEYS}/${id}/rotate`, { as: OTHER_ADMIN })).status).toBe(404);
    expect((await t.call('DELETE', `${KEYS}/${id}`, { as: OTHER_ADMIN })).status).toBe(404);
    const device = await t.call('POST', '/bus-management/device-keys', {
      as: ADMIN,
      body: { name: 'Cổng GPS' },
    });
    expect((await t.call('DELETE', `${KEYS}/${device.body.id}`, { as: ADMIN })).status).toBe(404);
  });

  it("the key's own history (made, rotated, revoked) names the Admin, never a secret", async () => {
    const { id, key } = await createKey([9]);
    const rotated = await t.call('POST', `${KEYS}/${id}/rotate`, { as: ADMIN });
    expect((await t.call('DELETE', `${KEYS}/${id}`, { as: ADMIN })).status).toBe(200);
    const read = (as: string) =>
      t.call('GET', '/history', { as, query: { entity: 'service_key', record_id: id } });
    const got = await read(ADMIN);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.items.map((e: { action: string }) => e.action)).toEqual(['revoke', 'rotate', 'create']);
    expect(got.body.items[2].actor.phone_number).toBe(`+84${ADMIN.slice(1)}`);
    for (const secret of [key, rotated.body.key]) expect(JSON.stringify(got.body)).not.toContain(secret);
    expect((await read(OTHER_ADMIN)).status).toBe(404);
  });

  it('last use is recorded, written at most once a minute', async () => {
    const { id, key } = await createKey([8]);
    expect((await keyRow(id)).lastUsedAt).toBeNull();
    await withKey(key, 'GET', '/members');
    const first = (await keyRow(id)).lastUsedAt;
    expect(first).not.toBeNull();
    await withKey(key, 'GET', '/members');
    expect((await keyRow(id)).lastUsedAt).toEqual(first);
    const listed = await t.call('GET', KEYS, { as: ADMIN });
    expect(listed.body.items.find((k: { id: number }) => k.id === id).last_used_at).toBe(
      first!.toISOString(),
    );
    // A minute later (the stored use made older), the next call writes it again.
    const old = new Date(first!.getTime() - 61_000);
    await t.services.database.db.update(apiKeys).set({ lastUsedAt: old }).where(eq(apiKeys.id, id));
    await withKey(key, 'GET', '/members');
    expect((await keyRow(id)).lastUsedAt!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it('a key past its per-minute allowance is 429 with Retry-After, in Vietnamese', async () => {
    const { key } = await createKey([8]);
    t.services.config.serviceKeyCallsPerMinute = 2;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await withKey(key, 'GET', '/members')).status);
      expect(statuses).toEqual([200, 200, 429]);
      const last = await withKey(key, 'GET', '/members');
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(/Khoá dịch vụ gọi quá 2 lần/);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      t.services.config.serviceKeyCallsPerMinute = 100_000;
    }
  });
});
