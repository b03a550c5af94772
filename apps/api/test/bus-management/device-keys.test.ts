// Machines get their own keys (issue 18): a company admin's device key posts positions (both forms),
// and is refused everywhere else (403, every other operation of the contract); a rotated or revoked
// key is refused (401); another company's vehicles stay out of reach; last use, the history of the
// reports (as that key) and of the key itself; the per-minute allowance (429).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, history, vehiclePositionHistory, vehiclePositions } from '../../src/db/schema/index.ts';
import { encodeProtobufFeed } from '../../src/features/bus-management/position.decode.ts';
import { HTTP_METHODS, loadOperations, spec } from '../../src/http/spec.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { addBus, companyId, feedOf, INSIDER, OUTSIDER } from './position.fixtures.ts';

const KEYS = '/bus-management/device-keys';
const POSITIONS = '/bus-management/vehicle-positions';
const nowSeconds = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let bus: number;
let outsiderBus: number;
beforeAll(async () => {
  t = await createTestApp({ machineKeyCallsPerMinute: 100_000 });
  bus = await addBus(t, await companyId(t, 'phuongNam'), '51B-666.66', 'DEV-K');
  outsiderBus = await addBus(t, await companyId(t, 'quyetThang'), '51B-777.77', 'DEV-KQ');
}, 180_000);
afterAll(() => t.close());

async function createKey(name: string, as = INSIDER.phone) {
  const res = await t.call('POST', KEYS, { as, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; key: string; prefix: string; name: string };
}

/** A call with a device key only: no application key, no sign-in. */
const asDevice = (key: string) => ({ 'x-api-key': key, 'x-access-token': '' });

const postAs = (key: string, body: unknown) => t.call('POST', POSITIONS, { headers: asDevice(key), body });

describe('device keys', () => {
  it('an admin creates a key: shown once, listed without it, only its hash stored', async () => {
    const created = await createKey('Cổng GPS bến Miền Đông');
    expect(created.key).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await t.call('GET', KEYS, { as: INSIDER.phone });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((k: { id: number }) => k.id === created.id);
    expect(listed).toMatchObject({
      name: 'Cổng GPS bến Miền Đông',
      prefix: created.prefix,
      last_used_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);
    const [created_] = await t.services.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, 'api_key'), eq(history.entityId, String(created.id))));
    expect(created_).toMatchObject({ action: 'create' });
    expect(JSON.stringify(created_)).not.toContain(created.key);
  });

  it('a name already used by a live key of the company is 409', async () => {
    await createKey('Xe 51B-666.66');
    const again = await t.call('POST', KEYS, { as: INSIDER.phone, body: { name: 'xe 51b-666.66' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Tên khoá/);
  });

  it('posts positions in both forms, written in the history as that key, its last use recorded', async () => {
    const { id, key } = await createKey('Thiết bị thử');
    const json = await postAs(key, feedOf({ id: 'DEV-K', lat: 10.77, lng: 106.7, at: nowSeconds() }));
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    expect(json.body).toEqual({ accepted: 1, ignored: 0, refused: [] });
    const bytes = encodeProtobufFeed([
      {
        deviceId: 'DEV-K',
        lat: 10.78,
        lng: 106.71,
        bearing: null,
        speed: null,
        reportedAt: new Date(Date.now() + 1000),
        tripId: null,
        currentStopSequence: null,
      },
    ]);
    const pb = await t.call('POST', POSITIONS, {
      headers: { ...asDevice(key), 'content-type': 'application/x-protobuf' },
      body: Buffer.from(bytes),
    });
    expect(pb.status, JSON.stringify(pb.body)).toBe(200);
    expect(pb.body.accepted).toBe(1);
    const rows = await t.services.database.db
      .select()
      .from(vehiclePositionHistory)
      .where(eq(vehiclePositionHistory.vehicleId, bus));
    expect(rows.filter((r) => r.apiKeyId === id)).toHaveLength(2);
    const list = await t.call('GET', KEYS, { as: INSIDER.phone });
    const used = list.body.items.find((k: { id: number }) => k.id === id);
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("another company's vehicle is out of reach: its device id is unknown to the key", async () => {
    const { key } = await createKey('Thiết bị lạc');
    const res = await postAs(key, feedOf({ id: 'DEV-KQ', lat: 11, lng: 107, at: nowSeconds() }));
    expect(res.body).toEqual({ accepted: 0, ignored: 1, refused: [] });
    const [latest] = await t.services.database.db
      .select()
      .from(vehiclePositions)
      .where(eq(vehiclePositions.vehicleId, outsiderBus));
    expect(latest).toBeUndefined();
    const trail = await t.services.database.db
      .select()
      .from(vehiclePositionHistory)
      .where(eq(vehiclePositionHistory.vehicleId, outsiderBus));
    expect(trail).toEqual([]);
  });

  it('every operation not marked x-device answers 403 to a device key (nothing else reached)', async () => {
    const { key } = await createKey('Thiết bị tò mò');
    const others = loadOperations().filter((op) => !op.device);
    expect(others.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const op of others) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: op.method.toUpperCase() as 'GET',
        url,
        headers: { 'x-api-key': key },
        ...(op.method === 'get' || op.method === 'delete' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 403) wrong.push(`${op.operationId}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(
      loadOperations()
        .filter((op) => op.device)
        .map((op) => op.operationId),
    ).toEqual(['getCurrentKey', 'recordVehiclePositions', 'ingestFareEvents']);
  });

  it('the contract marks it both ways: x-device exactly where machineKey is a security alternative', () => {
    const machine = Object.values(spec.paths).flatMap((item) =>
      HTTP_METHODS.flatMap((method) => {
        const op = item[method] as
          | { operationId: string; security?: Array<Record<string, string[]>> }
          | undefined;
        return op?.security?.some((s) => 'machineKey' in s) ? [op.operationId] : [];
      }),
    );
    const marked = loadOperations()
      .filter((op) => op.device)
      .map((op) => op.operationId);
    expect(machine).toEqual(marked);
  });

  it('a rotated key: the old one is 401, the new one posts; a revoked key is 401', async () => {
    const { id, key: old } = await createKey('Thiết bị xoay khoá');
    const rotated = await t.call('POST', `${KEYS}/${id}/rotate`, { as: INSIDER.phone });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.key).not.toBe(old);
    expect(rotated.body.rotated_at).not.toBeNull();
    const feed = () => feedOf({ id: 'DEV-K', lat: 10.7, lng: 106.6, at: nowSeconds() });
    expect((await postAs(old, feed())).status).toBe(401);
    expect((await postAs(rotated.body.key, feed())).status).toBe(200);

    const revoked = await t.call('DELETE', `${KEYS}/${id}`, { as: INSIDER.phone });
    expect(revoked.status).toBe(200);
    const refused = await postAs(rotated.body.key, feed());
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/thu hồi/);
    const list = await t.call('GET', KEYS, { as: INSIDER.phone });
    expect(list.body.items.some((k: { id: number }) => k.id === id)).toBe(false);
    expect((await t.call('DELETE', `${KEYS}/${id}`, { as: INSIDER.phone })).status).toBe(404);
    expect((await t.call('POST', `${KEYS}/${id}/rotate`, { as: INSIDER.phone })).status).toBe(404);
  });

  it("the key's history (made, rotated, revoked) reads back through /history, never its secret", async () => {
    const { id, key } = await createKey('Thiết bị có lịch sử');
    const rotated = await t.call('POST', `${KEYS}/${id}/rotate`, { as: INSIDER.phone });
    expect((await t.call('DELETE', `${KEYS}/${id}`, { as: INSIDER.phone })).status).toBe(200);
    const read = (as: string) =>
      t.call('GET', '/history', { as, query: { entity: 'device_key', record_id: id } });
    const got = await read(INSIDER.phone);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.items.map((e: { action: string }) => e.action)).toEqual(['revoke', 'rotate', 'create']);
    expect(got.body.items[2].actor.phone_number).toBe(`+84${INSIDER.phone.slice(1)}`);
    for (const secret of [key, rotated.body.key]) expect(JSON.stringify(got.body)).not.toContain(secret);
    expect((await read(OUTSIDER.phone)).status).toBe(404);
  });

  it("another company's admin cannot see, rotate or revoke the key (404)", async () => {
    const { id } = await createKey('Thiết bị riêng');
    const list = await t.call('GET', KEYS, { as: OUTSIDER.phone });
    expect(list.body.items.some((k: { id: number }) => k.id === id)).toBe(false);
    expect((await t.call('POST', `${KEYS}/${id}/rotate`, { as: OUTSIDER.phone })).status).toBe(404);
    expect((await t.call('DELETE', `${KEYS}/${id}`, { as: OUTSIDER.phone })).status).toBe(404);
  });

  it('a made-up key, or a malformed one, is 401', async () => {
    const feed = feedOf({ id: 'DEV-K', lat: 10.7, lng: 106.6, at: nowSeconds() });
    expect((await postAs(`bsk_${'A'.repeat(43)}`, feed)).status).toBe(401);
    expect((await postAs('x', feed)).status).toBe(401);
  });

  it('a key past its per-minute allowance is 429 with Retry-After', async () => {
    const { key } = await createKey('Thiết bị vội');
    t.services.config.machineKeyCallsPerMinute = 3;
    try {
      const feed = feedOf({ id: 'DEV-K', lat: 10.7, lng: 106.6, at: nowSeconds() });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await postAs(key, feed)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await postAs(key, feed);
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      t.services.config.machineKeyCallsPerMinute = 100_000;
    }
  });
});
