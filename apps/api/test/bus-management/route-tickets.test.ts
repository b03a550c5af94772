// A route's tickets through the API: CRUD with history, a blank name refused with the spec's message
// and nothing saved, another route's ticket and another company's route answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHistory, expectRefused } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { INSIDER, makeRoute, OUTSIDER, ROUTES_URL } from './route-fares.fixture.ts';

let t: TestApp;
let insiderUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  insiderUserId = (await t.signIn(INSIDER.phone)).userId;
}, 180_000);
afterAll(() => t.close());

const ticket = { name: 'Vé lượt', type: 'standard', price: 7_000, distance_km: 12.5 };

describe('route tickets', () => {
  it('creates, lists, updates and deletes, each with its history row', async () => {
    const route = await makeRoute(t);
    const url = `${ROUTES_URL}/${route.id}/tickets`;
    const created = await t.call('POST', url, {
      as: INSIDER.phone,
      body: { ...ticket, name: '  Vé lượt  ' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...ticket, route_id: route.id });
    const id = created.body.id;
    await expectHistory(t, 'route_ticket', id, 'create', insiderUserId);

    const student = { name: 'Vé HSSV', type: 'student', price: 3_000, distance_km: null };
    expect((await t.call('POST', url, { as: INSIDER.phone, body: student })).status).toBe(201);
    const list = await t.call('GET', url, { as: INSIDER.phone });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((i: { name: string }) => i.name)).toEqual(['Vé lượt', 'Vé HSSV']);

    const updated = await t.call('PUT', `${url}/${id}`, {
      as: INSIDER.phone,
      body: { ...ticket, price: 8_000 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.price).toBe(8_000);
    const history = await expectHistory(t, 'route_ticket', id, 'update', insiderUserId);
    expect(history.before).toMatchObject({ price: 7_000 });
    // The ticket's history through listRecordHistory, newest first; another company's caller gets 404.
    const listed = await t.call('GET', `/history?entity=route_ticket&record_id=${id}`, { as: INSIDER.phone });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    await expectRefused(t, 'GET', `/history?entity=route_ticket&record_id=${id}`, 404, {
      as: OUTSIDER.phone,
    });

    expect((await t.call('DELETE', `${url}/${id}`, { as: INSIDER.phone })).status).toBe(200);
    await expectHistory(t, 'route_ticket', id, 'delete', insiderUserId);
    expect((await t.call('GET', url, { as: INSIDER.phone })).body.total).toBe(1);
  });

  it("refuses a blank name with 'Vui lòng nhập thông tin trước khi lưu!' and saves nothing", async () => {
    const route = await makeRoute(t);
    const url = `${ROUTES_URL}/${route.id}/tickets`;
    for (const name of ['', '   ']) {
      const res = await expectRefused(t, 'POST', url, 400, { as: INSIDER.phone, body: { ...ticket, name } });
      expect(res.body.message).toBe('Vui lòng nhập thông tin trước khi lưu!');
    }
    const kept = await t.call('POST', url, { as: INSIDER.phone, body: ticket });
    const res = await expectRefused(t, 'PUT', `${url}/${kept.body.id}`, 400, {
      as: INSIDER.phone,
      body: { ...ticket, name: ' ' },
    });
    expect(res.body.message).toBe('Vui lòng nhập thông tin trước khi lưu!');
    expect((await t.call('GET', url, { as: INSIDER.phone })).body.items).toEqual([kept.body]);
    await expectRefused(t, 'POST', url, 400, { as: INSIDER.phone, body: { ...ticket, price: 0 } });
    await expectRefused(t, 'POST', url, 400, { as: INSIDER.phone, body: { ...ticket, price: 12.5 } });
  });

  it("answers 404 for another route's ticket and another company's route, changing nothing", async () => {
    const mine = await makeRoute(t);
    const other = await makeRoute(t);
    const theirs = await makeRoute(t, OUTSIDER.phone);
    const made = await t.call('POST', `${ROUTES_URL}/${mine.id}/tickets`, {
      as: INSIDER.phone,
      body: ticket,
    });
    await expectRefused(t, 'PUT', `${ROUTES_URL}/${other.id}/tickets/${made.body.id}`, 404, {
      as: INSIDER.phone,
      body: ticket,
    });
    await expectRefused(t, 'DELETE', `${ROUTES_URL}/${other.id}/tickets/${made.body.id}`, 404, {
      as: INSIDER.phone,
    });
    await expectRefused(t, 'GET', `${ROUTES_URL}/${theirs.id}/tickets`, 404, { as: INSIDER.phone });
    await expectRefused(t, 'POST', `${ROUTES_URL}/${theirs.id}/tickets`, 404, {
      as: INSIDER.phone,
      body: ticket,
    });
  });
});
