// A route's auto price through the API: entries, the switch (spec field isAutoPrice), tickets repriced
// by distance band with Hanoi's fares (since Nov 2024) when it is switched on, with history.
import { AUTO_PRICE_PRESETS } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHistory, expectRefused, historyOf } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { INSIDER, makeRoute, OUTSIDER, ROUTES_URL } from './route-fares.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

type Ticket = { id: number; name: string; price: number };

describe('route auto price', () => {
  it('switching on reprices stored tickets by distance band (Hanoi), off keeps the prices', async () => {
    const route = await makeRoute(t);
    const base = `${ROUTES_URL}/${route.id}`;
    for (const e of AUTO_PRICE_PRESETS.hanoi2024) {
      const res = await t.call('POST', `${base}/autoPrice`, {
        as: INSIDER.phone,
        body: { type: e.type, price: e.price, max_distance_km: e.maxDistanceKm },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const distances = { '10 km': 10, '18 km': 18, '25 km': 25, '35 km': 35, '55 km': 55 };
    for (const [name, distance_km] of Object.entries(distances))
      await t.call('POST', `${base}/tickets`, {
        as: INSIDER.phone,
        body: { name, price: 1_000, distance_km },
      });
    const student = await t.call('POST', `${base}/tickets`, {
      as: INSIDER.phone,
      body: { name: 'HSSV', type: 'student', price: 3_000, distance_km: 10 },
    });

    const on = await t.call('PUT', `${base}/route/autoPrice`, {
      as: INSIDER.phone,
      body: { isAutoPrice: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.is_auto_price).toBe(true);
    expect(on.body.items.map((i: { price: number }) => i.price)).toEqual([
      8_000, 10_000, 12_000, 15_000, 20_000,
    ]);
    const tickets: Ticket[] = (await t.call('GET', `${base}/tickets`, { as: INSIDER.phone })).body.items;
    const price = (name: string) => tickets.find((x) => x.name === name)!.price;
    expect(Object.keys(distances).map(price)).toEqual([8_000, 10_000, 12_000, 15_000, 20_000]);
    expect(price('HSSV')).toBe(3_000); // no student entry: keeps its price
    await expectHistory(t, 'route', route.id, 'update');
    expect(await historyOf(t, 'route_ticket', tickets[0]!.id, 'update')).toHaveLength(1);
    expect(await historyOf(t, 'route_ticket', student.body.id, 'update')).toHaveLength(0);

    // With auto price on, a new ticket's price follows the entries whatever is sent.
    const added = await t.call('POST', `${base}/tickets`, {
      as: INSIDER.phone,
      body: { name: 'Mới', price: 99_000, distance_km: 14 },
    });
    expect(added.body.price).toBe(8_000);

    const off = await t.call('PUT', `${base}/route/autoPrice`, {
      as: INSIDER.phone,
      body: { isAutoPrice: false },
    });
    expect(off.body.is_auto_price).toBe(false);
    const again: Ticket[] = (await t.call('GET', `${base}/tickets`, { as: INSIDER.phone })).body.items;
    expect(again.map((x) => [x.name, x.price]).sort()).toEqual(
      [...tickets, added.body as Ticket].map((x) => [x.name, x.price]).sort(),
    );
    expect(again.find((x) => x.name === '55 km')!.price).toBe(20_000);
  });

  it('deletes an entry, refuses a duplicate band (409) and another company (404)', async () => {
    const route = await makeRoute(t);
    const url = `${ROUTES_URL}/${route.id}/autoPrice`;
    const body = { type: 'student', price: 3_000, max_distance_km: null };
    const made = await t.call('POST', url, { as: INSIDER.phone, body });
    expect(made.status).toBe(201);
    await expectHistory(t, 'route_auto_price', made.body.id, 'create');
    await expectRefused(t, 'POST', url, 409, { as: INSIDER.phone, body });
    await expectRefused(t, 'POST', url, 400, { as: INSIDER.phone, body: { ...body, price: -1 } });
    await expectRefused(t, 'DELETE', `${url}/${made.body.id}`, 404, { as: OUTSIDER.phone });
    await expectRefused(t, 'GET', url, 404, { as: OUTSIDER.phone });
    await expectRefused(t, 'PUT', `${ROUTES_URL}/${route.id}/route/autoPrice`, 404, {
      as: OUTSIDER.phone,
      body: { isAutoPrice: true },
    });
    expect((await t.call('DELETE', `${url}/${made.body.id}`, { as: INSIDER.phone })).status).toBe(200);
    await expectHistory(t, 'route_auto_price', made.body.id, 'delete');
    expect((await t.call('GET', url, { as: INSIDER.phone })).body).toEqual({
      is_auto_price: false,
      items: [],
    });
  });
});
