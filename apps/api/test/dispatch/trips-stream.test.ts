// The live board over a real socket: a save of one dispatcher reaches the company's other dispatchers
// on the notification stream as `event: trips` (what changed, by whom, at which version); an employee
// without a dispatch role, or a dispatcher of another company, hears nothing.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { openSse, type SseStream } from '../notifications/sse.ts';
import { DAY, INSIDER, makeRoute, makeTrip, OUTSIDER } from './dispatch.fixture.ts';

let t: TestApp;
let base: string;
const open: SseStream[] = [];
const PN_DISPATCHER = '0901000009';
const PN_DRIVER = '0901000006';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function streamOf(phone: string): Promise<SseStream> {
  const s = await openSse(`${base}/notifications/stream`, {
    'x-access-token': APP_KEY,
    ...(await t.as(phone)),
  });
  open.push(s);
  expect(s.status).toBe(200);
  return s;
}

describe('trips on the notification stream', () => {
  it("delivers `event: trips` to the company's dispatchers only", async () => {
    const route = await makeRoute(t);
    // The streams open before the trip is made: its creation is an event too, and NOTIFY delivers it
    // whenever it arrives, so a stream opened after makeTrip could still receive it (seen in CI). Events
    // come in commit order on one LISTEN connection: the creation (version 1) first, then the save.
    const dispatcher = await streamOf(PN_DISPATCHER);
    const driver = await streamOf(PN_DRIVER);
    const outsider = await streamOf(OUTSIDER.phone);
    const trip = await makeTrip(t, route.id, route.outbound, '05:00', '06:00');
    const created = await dispatcher.next(5000);
    expect(created.event).toBe('trips');
    expect(JSON.parse(created.data)).toMatchObject({ codes: [trip.code], versions: { [trip.code]: 1 } });
    const saved = await t.call('PUT', `/dispatch/routes/${route.id}/trips/${trip.code}`, {
      as: INSIDER.phone,
      body: { version: 1, note: 'Đổi giờ' },
    });
    expect(saved.status).toBe(200);
    const event = await dispatcher.next(5000);
    expect(event.event).toBe('trips');
    expect(JSON.parse(event.data)).toMatchObject({
      dates: [DAY],
      routeIds: [route.id],
      codes: [trip.code],
      versions: { [trip.code]: 2 },
      byName: expect.any(String),
    });
    expect(JSON.parse(event.data)).not.toHaveProperty('companyId');
    // Delivered to the dispatcher already; the others had the same time to get it and got nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(driver.pending()).toBe(0);
    expect(outsider.pending()).toBe(0);
  });
});
