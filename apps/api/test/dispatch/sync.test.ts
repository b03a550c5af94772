// Sync with an outside dispatch system (issue 10, docs/adr/0013): a GTFS feed file built here as the
// source, the preview diff exactly, the sync applying it through the engine, manual values kept, a
// stale preview refused, another company's route 404; then a second in-process API as the source.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { zipFeed } from '../gtfs/gtfs-fixture.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { at, DAY, INSIDER, makeRoute, makeTrip, makeVehicle, OUTSIDER } from './dispatch.fixture.ts';

const feedPath = join(mkdtempSync(join(tmpdir(), 'busops-sync-')), 'feed.zip');
const iso = (hhmm: string, day = DAY) => new Date(at(hhmm, day)).toISOString();
const NEXT_DAY = '2026-11-24';

/** A feed of route `number` on Monday 2026-11-23 (the test's DAY), plus noise the reader must skip. */
async function writeFeed(number: string, trips: Array<[string, 0 | 1, string, string]>) {
  const stopTimes = trips.flatMap(([id, , from, to]) => [
    `${id},${from},${from},a,1`,
    `${id},${to},${to},b,2`,
  ]);
  writeFileSync(
    feedPath,
    await zipFeed({
      'routes.txt': `route_id,route_short_name\nr1,${number}\nrz,ZZ-KHONG-CO\n`,
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nwk,1,1,1,1,1,0,0,20260101,20261231\nsun,0,0,0,0,0,0,1,20260101,20261231\n',
      // The 23rd is removed from 'off' (not running) and added to 'extra'.
      'calendar_dates.txt': 'service_id,date,exception_type\nextra,20261123,1\nwk2,20261123,2\n',
      'trips.txt': [
        'route_id,service_id,trip_id,direction_id',
        ...trips.map(([id, direction]) => `r1,wk,${id},${direction}`),
        'r1,sun,sunday-only,0',
        'rz,wk,unknown-route,0',
      ].join('\n'),
      'stop_times.txt': [
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
        ...stopTimes,
        'sunday-only,09:00:00,09:00:00,a,1',
        'sunday-only,09:30:00,09:30:00,b,2',
        'unknown-route,09:00:00,09:00:00,a,1',
        'unknown-route,09:30:00,09:30:00,b,2',
      ].join('\n'),
    }),
  );
}

let t: TestApp;
let route: { id: number; outbound: number; inbound: number };
let number: string;
beforeAll(async () => {
  t = await createTestApp({ dispatchSync: { kind: 'gtfs', location: feedPath } });
  route = await makeRoute(t);
  const [row] = await t.services.database.db
    .select({ number: routes.number })
    .from(routes)
    .where(eq(routes.id, route.id));
  number = row!.number;
}, 180_000);
afterAll(() => t.close());

const preview = (as = INSIDER.phone, routeId = route.id) =>
  t.call('GET', '/dispatch/sync/preview', { as, query: { date: DAY, route_id: routeId } });
const sync = (token: string, as = INSIDER.phone, routeId = route.id) =>
  t.call('POST', '/dispatch/sync', { as, body: { date: DAY, route_id: routeId, preview_token: token } });
const board = async () =>
  (await t.call('GET', '/dispatch/trips', { as: INSIDER.phone, query: { date: DAY, route_id: route.id } }))
    .body.items as Array<Record<string, any>>;

describe('sync from a GTFS feed file', () => {
  let manual: { id: number; code: string; version: number };
  let stray: { id: number; code: string; version: number };

  it('previews added, changed, removed and kept-manual trips exactly, writing nothing', async () => {
    await writeFeed(number, [
      ['t1', 0, '05:30:00', '06:20:00'],
      ['t2', 0, '06:00:00', '06:50:00'],
      // Past midnight: stays on the 23rd's service day, leaves at 00:10 on the 24th.
      ['t3', 1, '24:10:00', '24:50:00'],
    ]);
    // A dispatcher's own trip at t2's time (matched by route + direction + departure), its arrival typed by hand.
    manual = await makeTrip(t, route.id, route.outbound, '06:00', '06:40');
    // One the feed does not have: reported, never removed (it was not brought by a sync).
    stray = await makeTrip(t, route.id, route.outbound, '07:00', '07:40');
    const before = await t.digest();

    const res = await preview();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ source: `GTFS: ${feedPath}`, date: DAY, route_id: route.id });
    expect(res.body.added).toEqual([
      {
        external_ref: 't1',
        route_id: route.id,
        route_number: number,
        line_id: route.outbound,
        direction: 0,
        planned_departure: iso('05:30'),
        planned_arrival: iso('06:20'),
      },
      {
        external_ref: 't3',
        route_id: route.id,
        route_number: number,
        line_id: route.inbound,
        direction: 1,
        planned_departure: iso('00:10', NEXT_DAY),
        planned_arrival: iso('00:50', NEXT_DAY),
      },
    ]);
    expect(res.body.changed).toEqual([
      {
        trip_id: manual.id,
        code: manual.code,
        version: manual.version,
        external_ref: 't2',
        changes: [{ field: 'external_ref', ours: null, theirs: 't2', our_source: null }],
      },
    ]);
    expect(res.body.kept_manual).toEqual([
      {
        trip_id: manual.id,
        code: manual.code,
        field: 'planned_arrival',
        ours: iso('06:40'),
        theirs: iso('06:50'),
      },
    ]);
    expect(res.body.removed).toEqual([
      { trip_id: stray.id, code: stray.code, version: stray.version, external_ref: null, cancel: false },
    ]);
    // Filtered to the route asked for: the unknown route of the feed is outside it.
    expect(res.body.unknown).toEqual([]);
    expect(res.body.preview_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await t.digest()).toBe(before);

    const all = await t.call('GET', '/dispatch/sync/preview', { as: INSIDER.phone, query: { date: DAY } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.unknown).toEqual([
      { external_ref: 'unknown-route', field: 'route', value: 'ZZ-KHONG-CO' },
    ]);
  });

  it('syncs what the preview showed, keeps the manual arrival, and a second preview is empty', async () => {
    const { body } = await preview();
    const res = await sync(body.preview_token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Đồng bộ dữ liệu thành công',
      created: 2,
      updated: 1,
      cancelled: 0,
    });

    const trips = await board();
    const byRef = new Map(trips.map((r) => [r.external_ref ?? r.code, r]));
    expect(trips).toHaveLength(4);
    const t1 = trips.find((r) => r.planned_departure === iso('05:30'))!;
    expect(t1.field_sources).toMatchObject({ planned_departure: 'sync', planned_arrival: 'sync' });
    const kept = trips.find((r) => r.id === manual.id)!;
    expect(new Date(kept.planned_arrival).toISOString()).toBe(iso('06:40'));
    expect(kept.field_sources.planned_arrival).toBe('manual');
    expect(byRef.size).toBe(4);

    const again = await preview();
    expect(again.body).toMatchObject({ added: [], changed: [], kept_manual: [body.kept_manual[0]] });
    expect(again.body.removed).toEqual([expect.objectContaining({ trip_id: stray.id, cancel: false })]);
  });

  it('refuses a stale preview (the feed moved), then changes and cancels only what the sync brought', async () => {
    const { body: seen } = await preview();
    await writeFeed(number, [
      ['t1', 0, '05:35:00', '06:20:00'],
      ['t2', 0, '06:00:00', '06:50:00'],
    ]);
    const before = await t.digest();
    const stale = await sync(seen.preview_token);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/xem trước lại/);
    expect(await t.digest()).toBe(before);

    const fresh = await preview();
    const t1 = (await board()).find((r) => r.planned_departure === iso('05:30'))!;
    expect(fresh.body.changed).toEqual([
      {
        trip_id: t1.id,
        code: t1.code,
        version: t1.version,
        external_ref: 't1',
        changes: [
          { field: 'planned_departure', ours: iso('05:30'), theirs: iso('05:35'), our_source: 'sync' },
        ],
      },
    ]);
    const t3 = (await board()).find((r) => r.planned_departure === iso('00:10', NEXT_DAY))!;
    expect(fresh.body.removed).toEqual([
      { trip_id: stray.id, code: stray.code, version: stray.version, external_ref: null, cancel: false },
      { trip_id: t3.id, code: t3.code, version: t3.version, external_ref: 't3', cancel: true },
    ]);
    const done = await sync(fresh.body.preview_token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ created: 0, updated: 1, cancelled: 1 });
    const after = await board();
    expect(after.find((r) => r.id === t3.id)).toMatchObject({ status: 'cancelled' });
    expect(after.find((r) => r.id === stray.id)).toMatchObject({ status: 'planned' });
    expect(after.find((r) => r.id === t1.id)!.planned_departure).toBe(iso('05:35'));
  });

  it("answers 404 for another company's route and changes nothing", async () => {
    const before = await t.digest();
    const res = await preview(OUTSIDER.phone);
    expect(res.status).toBe(404);
    const write = await sync('abc', OUTSIDER.phone);
    expect(write.status).toBe(404);
    expect(await t.digest()).toBe(before);
  });

  it('refuses a bad body with a Vietnamese 400', async () => {
    const res = await t.call('POST', '/dispatch/sync', {
      as: INSIDER.phone,
      body: { date: '23/11/2026', preview_token: 'x', extra: 1 },
    });
    expect(res.status).toBe(400);
    // The pattern lets 31 November through; the day is checked before any read.
    for (const [method, url, input] of [
      ['GET', '/dispatch/sync/preview', { query: { date: '2026-11-31' } }],
      ['POST', '/dispatch/sync', { body: { date: '2026-11-31', preview_token: 'abc' } }],
    ] as const) {
      const bad = await t.call(method, url, { as: INSIDER.phone, ...input });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Ngày không phải là một ngày có thật');
    }
  });
});

/** The HTTP of the sync adapter answered by another in-process instance (its own database). */
function fetchInto(other: TestApp) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await other.app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

describe('sync onto a day that already runs the route (issue 19)', () => {
  // Ours on a route of its own: A at 07:05 holds no work, B at 08:05 has its bus. The source runs
  // 07:00, 08:00 and 09:00: A and B serve the first two times (within 10 minutes), nobody serves 09:00.
  let other: { id: number; outbound: number };
  let a: { id: number; code: string };
  let b: { id: number; code: string };
  const look = (onExisting?: string) =>
    t.call('GET', '/dispatch/sync/preview', {
      as: INSIDER.phone,
      query: { date: DAY, route_id: other.id, ...(onExisting ? { on_existing: onExisting } : {}) },
    });

  beforeAll(async () => {
    other = await makeRoute(t);
    const [row] = await t.services.database.db
      .select({ number: routes.number })
      .from(routes)
      .where(eq(routes.id, other.id));
    a = await makeTrip(t, other.id, other.outbound, '07:05', '07:55');
    b = await makeTrip(t, other.id, other.outbound, '08:05', '08:55', { vehicle_id: await makeVehicle(t) });
    await writeFeed(row!.number, [
      ['s1', 0, '07:00:00', '07:50:00'],
      ['s2', 0, '08:00:00', '08:50:00'],
      ['s3', 0, '09:00:00', '09:50:00'],
    ]);
  });

  const refs = (trips: Array<{ external_ref: string }>) => trips.map((x) => x.external_ref);

  it('shows the trips that already serve the times and skips those times by default', async () => {
    const res = await look();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ on_existing: 'skip_served', running_count: 2, served_count: 2 });
    expect(res.body.existing).toEqual([
      expect.objectContaining({ trip_id: a.id, code: a.code, status: 'planned', serves: ['s1'] }),
      expect.objectContaining({ trip_id: b.id, code: b.code, status: 'planned', serves: ['s2'] }),
    ]);
    expect(refs(res.body.added)).toEqual(['s3']);
    expect(res.body.removed.map((r: { cancel: boolean }) => r.cancel)).toEqual([false, false]);
  });

  it("'add' adds every source trip beside ours, and its token is not the default's", async () => {
    const added = await look('add');
    expect(added.body).toMatchObject({ on_existing: 'add', served_count: 2 });
    expect(refs(added.body.added)).toEqual(['s1', 's2', 's3']);
    const skipped = await look();
    const mixed = await t.call('POST', '/dispatch/sync', {
      as: INSIDER.phone,
      body: { date: DAY, route_id: other.id, on_existing: 'add', preview_token: skipped.body.preview_token },
    });
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(409);
    expect(mixed.body.errorCode).toBe('SYNC_PREVIEW_STALE');
  });

  it("'replace' cancels our trip without work, keeps the one with a bus, and adds the times left", async () => {
    const seen = await look('replace');
    expect(seen.body).toMatchObject({ on_existing: 'replace', running_count: 2, served_count: 1 });
    expect(seen.body.existing).toEqual([expect.objectContaining({ trip_id: b.id, serves: ['s2'] })]);
    expect(refs(seen.body.added)).toEqual(['s1', 's3']);
    expect(seen.body.removed).toEqual([
      expect.objectContaining({ trip_id: a.id, cancel: true }),
      expect.objectContaining({ trip_id: b.id, cancel: false }),
    ]);
    const res = await t.call('POST', '/dispatch/sync', {
      as: INSIDER.phone,
      body: { date: DAY, route_id: other.id, on_existing: 'replace', preview_token: seen.body.preview_token },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ created: 2, cancelled: 1 });
    const day = (
      await t.call('GET', '/dispatch/trips', { as: INSIDER.phone, query: { date: DAY, route_id: other.id } })
    ).body.items as Array<{ id: number; status: string; planned_departure: string }>;
    const at = (id: number) => day.find((x) => x.id === id)!;
    expect(at(a.id).status).toBe('cancelled');
    expect(at(b.id).status).toBe('planned');
    const running = day.filter((x) => x.status !== 'cancelled').map((x) => x.planned_departure);
    expect(running.map((x) => new Date(x).toISOString()).sort()).toEqual(
      [iso('07:00'), iso('08:05'), iso('09:00')].sort(),
    );
  });

  it('refuses an unknown on_existing with a Vietnamese 400', async () => {
    const res = await look('overwrite');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/on_existing/);
  });
});

describe('sync from another busops instance', () => {
  let source: TestApp;
  let consumer: TestApp;
  beforeAll(async () => {
    source = await createTestApp();
    consumer = await createTestApp(
      {
        dispatchSync: {
          kind: 'busops',
          baseUrl: 'http://source.busops.test',
          appKey: APP_KEY,
          phone: INSIDER.phone,
          password: DEMO_PASSWORD,
        },
      },
      { dispatchSyncFetch: fetchInto(source) },
    );
  }, 300_000);
  afterAll(async () => {
    await consumer?.close();
    await source?.close();
  });

  it("previews and syncs the other instance's trips, its bus mapped by plate, an unknown plate reported", async () => {
    // The same route number on both sides; the bus 51B-777.01 exists on both, 51B-777.02 only over there.
    const theirRoute = await makeRoute(source);
    const [theirRow] = await source.services.database.db
      .select({ number: routes.number })
      .from(routes)
      .where(eq(routes.id, theirRoute.id));
    const routeNumber = theirRow!.number;
    const ourRoute = await makeRoute(consumer);
    await consumer.services.database.db
      .update(routes)
      .set({ number: routeNumber! })
      .where(eq(routes.id, ourRoute.id));
    const theirBus = await makeVehicle(source, { plate: '51B-777.01' });
    const strangeBus = await makeVehicle(source, { plate: '51B-777.02' });
    const ourBus = await makeVehicle(consumer, { plate: '51B-777.01' });
    const first = await makeTrip(source, theirRoute.id, theirRoute.outbound, '05:30', '06:20', {
      vehicle_id: theirBus,
    });
    const second = await makeTrip(source, theirRoute.id, theirRoute.inbound, '06:30', '07:20', {
      vehicle_id: strangeBus,
      note: 'Xe dự phòng',
    });

    const res = await consumer.call('GET', '/dispatch/sync/preview', {
      as: INSIDER.phone,
      query: { date: DAY, route_id: ourRoute.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.source).toBe('busops: http://source.busops.test');
    expect(res.body.added).toEqual([
      expect.objectContaining({
        external_ref: first.code,
        route_id: ourRoute.id,
        line_id: ourRoute.outbound,
        planned_departure: iso('05:30'),
        vehicle_id: ourBus,
        status: 'planned',
        note: null,
      }),
      expect.objectContaining({ external_ref: second.code, line_id: ourRoute.inbound, note: 'Xe dự phòng' }),
    ]);
    expect(res.body.added[1]).not.toHaveProperty('vehicle_id');
    expect(res.body.unknown).toEqual([{ external_ref: second.code, field: 'vehicle', value: '51B-777.02' }]);

    const done = await consumer.call('POST', '/dispatch/sync', {
      as: INSIDER.phone,
      body: { date: DAY, route_id: ourRoute.id, preview_token: res.body.preview_token },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ message: 'Đồng bộ dữ liệu thành công', created: 2 });
    const ours = await consumer.call('GET', '/dispatch/trips', {
      as: INSIDER.phone,
      query: { date: DAY, route_id: ourRoute.id },
    });
    expect(ours.body.items.map((r: { vehicle_id: number | null }) => r.vehicle_id)).toEqual([ourBus, null]);
  });

  it("defaults to the company's own GTFS export: the day's timetable, by the export's trip ids", async () => {
    const routesList = await source.call('GET', '/bus-management/routes', {
      as: INSIDER.phone,
      query: { size: 5 },
    });
    const demo = (routesList.body.items as Array<{ id: number; number: string }>).find((r) =>
      /^\d+$/.test(r.number),
    )!;
    const res = await source.call('GET', '/dispatch/sync/preview', {
      as: INSIDER.phone,
      query: { date: '2026-11-25', route_id: demo.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.source).toMatch(/GTFS của chính hệ thống/);
    const refs = [...res.body.added, ...res.body.changed].map(
      (r: { external_ref: string }) => r.external_ref,
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(new RegExp(`^${demo.number}-[01]-weekday-\\d{4}$`));
  });
});
