// A route's lines and ordered stops through the API: one line per direction (409), line stops added,
// replaced and removed with their orders and distances, a 300-stop line reordered with one stop-map
// request and read back, another company's stop refused (404, nothing changed), deleting a line or a
// route the schedules use refused with a message naming the departures; every change has its history row.
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchedules, stops } from '../../src/db/schema/index.ts';
import { stopValues } from '../../src/features/bus-management/stop.fields.ts';
import { loadOperations } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/seed/demo-accounts.ts';
import { expectHistory } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sampleRouteInput } from './route.sample.ts';
import { sampleStopInput } from './stop.sample.ts';

const URL = '/bus-management/routes';
const op = loadOperations().find((o) => o.operationId === 'updateLineStopMap')!;
const allowed = (a: DemoAccount) =>
  !a.mustChooseCompany &&
  rolesAllow(op.roles, a.role as RoleValue) &&
  scopeAllows(op.scope, a.company === 'super');
const INSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'phuongNam' && allowed(a))!;
const OUTSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'quyetThang' && allowed(a))!;

let t: TestApp;
let insiderUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  insiderUserId = (await t.signIn(INSIDER.phone)).userId;
}, 180_000);
afterAll(() => t.close());

async function newRoute(as = INSIDER.phone) {
  const res = await t.call('POST', URL, { as, body: sampleRouteInput() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; company_id: number; number: string };
}

async function newLine(routeId: number, direction = 0, as = INSIDER.phone) {
  const res = await t.call('POST', `${URL}/${routeId}/lines`, {
    as,
    body: { direction, name: direction === 0 ? 'Bến Thành - Chợ Lớn' : 'Chợ Lớn - Bến Thành' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

/** `n` stops of the company along a street (≈111 m apart), straight into the table. */
async function newStops(companyId: number, n: number): Promise<number[]> {
  const rows = await t.services.database.db
    .insert(stops)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...stopValues(sampleStopInput({ lat: 10.77 + i * 0.001, lng: 106.69 })),
        companyId,
      })),
    )
    .returning({ id: stops.id });
  return rows.map((r) => r.id);
}

const stopsUrl = (routeId: number, lineId: number) => `${URL}/${routeId}/lines/${lineId}/stops`;

async function readOrder(routeId: number, lineId: number): Promise<number[]> {
  const res = await t.call('GET', `${stopsUrl(routeId, lineId)}?size=300`, { as: INSIDER.phone });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as { stop_id: number }[]).map((s) => s.stop_id);
}

describe('route fields', () => {
  it('answers the route fields and refuses equal operating hours; a night route ends past midnight', async () => {
    const night = sampleRouteInput({
      operating_start: '22:00',
      operating_end: '02:00',
      type: 'unsubsidized',
    });
    const created = await t.call('POST', URL, { as: INSIDER.phone, body: night });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      type: 'unsubsidized',
      operating_start: '22:00',
      operating_end: '02:00',
      headway_minutes: 10,
      color: '#1f77b4',
      is_auto_price: false,
      lines: [],
    });
    const equal = sampleRouteInput({ operating_start: '05:00', operating_end: '05:00' });
    const refused = await t.call('POST', URL, { as: INSIDER.phone, body: equal });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Giờ kết thúc phải khác giờ bắt đầu');
    const bad = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: sampleRouteInput({ operating_start: '25:00' }),
    });
    expect(bad.status).toBe(400);
    const list = await t.call('GET', `${URL}?type=unsubsidized&size=100`, { as: INSIDER.phone });
    expect(list.body.items.every((r: { type: string }) => r.type === 'unsubsidized')).toBe(true);
    expect(list.body.items.map((r: { id: number }) => r.id)).toContain(created.body.id);
  });
});

describe('route lines', () => {
  it('creates one line per direction (409 for a second), updates and deletes it with history', async () => {
    const route = await newRoute();
    const line = await newLine(route.id, 0);
    await expectHistory(t, 'route_line', line.id, 'create', insiderUserId);
    const twice = await t.call('POST', `${URL}/${route.id}/lines`, {
      as: INSIDER.phone,
      body: { direction: 0, name: 'Lại' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Tuyến đã có lượt đi');
    const back = await newLine(route.id, 1);
    const clash = await t.call('PUT', `${URL}/${route.id}/lines/${back.id}`, {
      as: INSIDER.phone,
      body: { direction: 0, name: 'Đổi' },
    });
    expect(clash.status).toBe(409);

    const shape = [
      [106.69, 10.77],
      [106.7, 10.78],
    ];
    const updated = await t.call('PUT', `${URL}/${route.id}/lines/${back.id}`, {
      as: INSIDER.phone,
      body: { direction: 1, name: 'Lượt về mới', shape },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Lượt về mới', shape, stop_count: 0 });
    await expectHistory(t, 'route_line', back.id, 'update', insiderUserId);
    const badShape = await t.call('PUT', `${URL}/${route.id}/lines/${back.id}`, {
      as: INSIDER.phone,
      body: {
        direction: 1,
        name: 'x',
        shape: [
          [200, 10.7],
          [106, 10.7],
        ],
      },
    });
    expect(badShape.status).toBe(400);

    const read = await t.call('GET', `${URL}/${route.id}`, { as: INSIDER.phone });
    expect(read.body.lines.map((l: { direction: number }) => l.direction)).toEqual([0, 1]);

    // A line of another route is not found through this route.
    const other = await newRoute();
    expect(
      (await t.call('DELETE', `${URL}/${other.id}/lines/${back.id}`, { as: INSIDER.phone })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `${URL}/${route.id}/lines/${back.id}`, { as: INSIDER.phone })).status,
    ).toBe(200);
    await expectHistory(t, 'route_line', back.id, 'delete', insiderUserId);
    // Another company's route and line are not found.
    expect((await t.call('GET', `${stopsUrl(route.id, line.id)}`, { as: OUTSIDER.phone })).status).toBe(404);
  });

  it('refuses deleting a line or a route the schedules use, naming the departures', async () => {
    const route = await newRoute();
    const line = await newLine(route.id, 0);
    await t.services.database.db.insert(routeSchedules).values(
      ['05:00', '05:10', '05:20'].map((time) => ({
        companyId: route.company_id,
        routeId: route.id,
        lineId: line.id,
        dayType: 'weekday' as const,
        departureTime: time,
      })),
    );
    const lineRefused = await t.call('DELETE', `${URL}/${route.id}/lines/${line.id}`, { as: INSIDER.phone });
    expect(lineRefused.status).toBe(409);
    expect(lineRefused.body.message).toBe('Không thể xoá lượt đi: 3 chuyến trong lịch chạy ngày thường');
    const routeRefused = await t.call('DELETE', `${URL}/${route.id}`, { as: INSIDER.phone });
    expect(routeRefused.status).toBe(409);
    expect(routeRefused.body.message).toBe(
      `Không thể xoá tuyến ${route.number}: 3 chuyến trong lịch chạy ngày thường`,
    );
    expect((await t.call('GET', `${URL}/${route.id}`, { as: INSIDER.phone })).body.lines).toHaveLength(1);
  });

  it('deletes a route with its lines and their stops', async () => {
    const route = await newRoute();
    const line = await newLine(route.id, 0);
    const [stopId] = await newStops(route.company_id, 1);
    expect(
      (await t.call('POST', stopsUrl(route.id, line.id), { as: INSIDER.phone, body: { stop_id: stopId } }))
        .status,
    ).toBe(201);
    expect((await t.call('DELETE', `${URL}/${route.id}`, { as: INSIDER.phone })).status).toBe(200);
    expect((await t.call('GET', `${URL}/${route.id}`, { as: INSIDER.phone })).status).toBe(404);
  });
});

describe('line stops', () => {
  it('adds at a position, replaces, moves and removes stops, keeping orders and distances', async () => {
    const route = await newRoute();
    const line = await newLine(route.id, 0);
    const [a, b, c, d] = await newStops(route.company_id, 4);
    const url = stopsUrl(route.id, line.id);
    for (const stopId of [a, c]) {
      expect((await t.call('POST', url, { as: INSIDER.phone, body: { stop_id: stopId } })).status).toBe(201);
    }
    const added = await t.call('POST', url, { as: INSIDER.phone, body: { stop_id: b, position: 2 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ stop_id: b, stop_order: 2 });
    expect(await readOrder(route.id, line.id)).toEqual([a, b, c]);
    await expectHistory(t, 'route_line', line.id, 'stops', insiderUserId);

    const list = await t.call('GET', `${url}?size=300`, { as: INSIDER.phone });
    const items = list.body.items as { id: number; stop_order: number; distance_km: number; code: string }[];
    expect(items.map((s) => s.stop_order)).toEqual([1, 2, 3]);
    expect(items[0]!.distance_km).toBe(0);
    // ≈111 m between consecutive stops (0.001° of latitude).
    expect(items[2]!.distance_km).toBeCloseTo(0.222, 2);
    expect(items[0]!.code).toEqual(expect.any(String));

    const replaced = await t.call('PUT', `${url}/${items[1]!.id}`, {
      as: INSIDER.phone,
      body: { stop_id: d },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await readOrder(route.id, line.id)).toEqual([a, d, c]);
    const now = (await t.call('GET', `${url}?size=300`, { as: INSIDER.phone })).body.items as {
      id: number;
    }[];
    const moved = await t.call('PUT', `${url}/${now[0]!.id}`, {
      as: INSIDER.phone,
      body: { stop_id: a, position: 3 },
    });
    expect(moved.status).toBe(200);
    expect(await readOrder(route.id, line.id)).toEqual([d, c, a]);
    const after = (await t.call('GET', `${url}?size=300`, { as: INSIDER.phone })).body.items as {
      id: number;
    }[];
    expect((await t.call('DELETE', `${url}/${after[1]!.id}`, { as: INSIDER.phone })).status).toBe(200);
    expect(await readOrder(route.id, line.id)).toEqual([d, a]);
    expect((await t.call('DELETE', `${url}/999999`, { as: INSIDER.phone })).status).toBe(404);
    const read = await t.call('GET', `${URL}/${route.id}`, { as: INSIDER.phone });
    expect(read.body.lines[0]).toMatchObject({ stop_count: 2 });
  });

  it('reorders a 300-stop line with one stop-map request and reads the new order back', async () => {
    const route = await newRoute();
    const line = await newLine(route.id, 0);
    const ids = await newStops(route.company_id, 300);
    const url = `${URL}/${route.id}/lines/${line.id}/stop-map`;
    expect((await t.call('PUT', url, { as: INSIDER.phone, body: { stop_ids_map: ids } })).status).toBe(200);
    expect(await readOrder(route.id, line.id)).toEqual(ids);
    // Alt+Down on the 10th stop: it swaps with the 11th.
    const reordered = [...ids];
    [reordered[9], reordered[10]] = [reordered[10]!, reordered[9]!];
    const res = await t.call('PUT', url, { as: INSIDER.phone, body: { stop_ids_map: reordered } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((s: { stop_id: number }) => s.stop_id)).toEqual(reordered);
    expect(await readOrder(route.id, line.id)).toEqual(reordered);
    const history = await expectHistory(t, 'route_line', line.id, 'stops', insiderUserId);
    expect(history.after).toEqual({ stop_ids: reordered });
  });

  it("refuses another company's stop (404 naming it) and changes nothing", async () => {
    const route = await newRoute();
    const line = await newLine(route.id, 0);
    const own = await newStops(route.company_id, 2);
    const theirs = await newRoute(OUTSIDER.phone);
    const [foreign] = await newStops(theirs.company_id, 1);
    const url = `${URL}/${route.id}/lines/${line.id}/stop-map`;
    expect((await t.call('PUT', url, { as: INSIDER.phone, body: { stop_ids_map: own } })).status).toBe(200);
    const refused = await t.call('PUT', url, {
      as: INSIDER.phone,
      body: { stop_ids_map: [own[1], foreign] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`Không tìm thấy điểm dừng: ${foreign}`);
    const add = await t.call('POST', stopsUrl(route.id, line.id), {
      as: INSIDER.phone,
      body: { stop_id: foreign },
    });
    expect(add.status).toBe(404);
    expect(await readOrder(route.id, line.id)).toEqual(own);
    // The other company cannot reorder this line either.
    expect((await t.call('PUT', url, { as: OUTSIDER.phone, body: { stop_ids_map: [] } })).status).toBe(404);
    expect(await readOrder(route.id, line.id)).toEqual(own);
  });
});
