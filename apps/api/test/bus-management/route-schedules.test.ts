// A route's departures through the API: CRUD with history, paging and the line / day type filters,
// duplicates 409, a line of another route 404, and the headway generator (05:00-22:00 every 15 min =
// 69 departures, a re-run creates none).
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

describe('route schedules', () => {
  it('creates, updates and deletes departures with history; a duplicate is 409', async () => {
    const route = await makeRoute(t);
    const url = `${ROUTES_URL}/${route.id}/schedules`;
    const body = {
      line_id: route.outbound,
      day_type: 'weekday',
      departure_time: '05:30',
      running_minutes: 55,
    };
    const made = await t.call('POST', url, { as: INSIDER.phone, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ ...body, line_direction: 0, note: null });
    await expectHistory(t, 'route_schedule', made.body.id, 'create', insiderUserId);
    const dup = await expectRefused(t, 'POST', url, 409, { as: INSIDER.phone, body });
    expect(dup.body.message).toMatch(/đã có/);
    await expectRefused(t, 'POST', url, 400, {
      as: INSIDER.phone,
      body: { ...body, departure_time: '25:00' },
    });

    const moved = { ...body, line_id: route.inbound, note: 'Chuyến sớm' };
    const updated = await t.call('PUT', `${url}/${made.body.id}`, { as: INSIDER.phone, body: moved });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ line_direction: 1, note: 'Chuyến sớm' });
    await expectHistory(t, 'route_schedule', made.body.id, 'update', insiderUserId);
    const second = await t.call('POST', url, { as: INSIDER.phone, body });
    await expectRefused(t, 'PUT', `${url}/${second.body.id}`, 409, { as: INSIDER.phone, body: moved });

    expect((await t.call('DELETE', `${url}/${made.body.id}`, { as: INSIDER.phone })).status).toBe(200);
    await expectHistory(t, 'route_schedule', made.body.id, 'delete', insiderUserId);
  });

  it('generates departures by headway: 69 from 05:00 to 22:00 every 15 min, a re-run creates 0', async () => {
    const route = await makeRoute(t);
    const url = `${ROUTES_URL}/${route.id}/schedules`;
    const body = {
      line_id: route.outbound,
      day_type: 'weekday',
      from: '05:00',
      to: '22:00',
      every_minutes: 15,
    };
    const first = await t.call('POST', `${url}/generate`, {
      as: INSIDER.phone,
      body: { ...body, running_minutes: 60 },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ created: 69, skipped: 0 });
    await expectHistory(t, 'route', route.id, 'generate_schedules', insiderUserId);
    const again = await t.call('POST', `${url}/generate`, { as: INSIDER.phone, body });
    expect(again.body).toEqual({ created: 0, skipped: 69 });
    const tenMinutes = await t.call('POST', `${url}/generate`, {
      as: INSIDER.phone,
      body: { ...body, every_minutes: 10, to: '06:00' },
    });
    expect(tenMinutes.body).toEqual({ created: 4, skipped: 3 }); // 05:10, 05:20, 05:40, 05:50 new
    await expectRefused(t, 'POST', `${url}/generate`, 400, {
      as: INSIDER.phone,
      body: { ...body, from: '22:00', to: '05:00' },
    });

    // Paging and filters.
    await t.call('POST', `${url}/generate`, {
      as: INSIDER.phone,
      body: {
        ...body,
        line_id: route.inbound,
        day_type: 'sunday',
        from: '06:00',
        to: '07:00',
        every_minutes: 30,
      },
    });
    const page = await t.call('GET', url, {
      as: INSIDER.phone,
      query: { page: 1, size: 20, line_id: route.outbound },
    });
    expect(page.body.total).toBe(73);
    expect(page.body.items).toHaveLength(20);
    expect(page.body.items[0].departure_time).toBe('09:00');
    const sunday = await t.call('GET', url, { as: INSIDER.phone, query: { day_type: 'sunday' } });
    expect(sunday.body.items.map((i: { departure_time: string }) => i.departure_time)).toEqual([
      '06:00',
      '06:30',
      '07:00',
    ]);
    expect(sunday.body.items[0]).toMatchObject({ line_direction: 1, running_minutes: null });

    // Day types come in the week's order, not the alphabet's (which puts saturday and sunday first).
    for (const day_type of ['saturday', 'weekday']) {
      await t.call('POST', url, {
        as: INSIDER.phone,
        body: { line_id: route.inbound, day_type, departure_time: '05:00' },
      });
    }
    const inbound = await t.call('GET', url, {
      as: INSIDER.phone,
      query: { line_id: route.inbound, size: 100 },
    });
    const order = inbound.body.items.map((i: { day_type: string }) => i.day_type);
    expect([...new Set(order)]).toEqual(['weekday', 'saturday', 'sunday']);
  });

  it("answers 404 for a line of another route and another company's route, changing nothing", async () => {
    const mine = await makeRoute(t);
    const other = await makeRoute(t);
    const theirs = await makeRoute(t, OUTSIDER.phone);
    const url = `${ROUTES_URL}/${mine.id}/schedules`;
    const body = { line_id: other.outbound, day_type: 'weekday', departure_time: '06:00' };
    await expectRefused(t, 'POST', url, 404, { as: INSIDER.phone, body });
    await expectRefused(t, 'POST', `${url}/generate`, 404, {
      as: INSIDER.phone,
      body: { line_id: theirs.outbound, day_type: 'weekday', from: '05:00', to: '06:00', every_minutes: 15 },
    });
    await expectRefused(t, 'GET', `${ROUTES_URL}/${theirs.id}/schedules`, 404, { as: INSIDER.phone });
    const made = await t.call('POST', url, { as: INSIDER.phone, body: { ...body, line_id: mine.outbound } });
    await expectRefused(t, 'DELETE', `${ROUTES_URL}/${other.id}/schedules/${made.body.id}`, 404, {
      as: INSIDER.phone,
    });
  });
});
