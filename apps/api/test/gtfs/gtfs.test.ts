// GTFS through the API: a synthetic network exported as a zip and READ BACK with gtfs-utils
// (counts of stops, routes, trips, stop_times, shapes; a few trips' stop_times), then a hand-made
// feed imported (preview counts, apply, idempotent re-apply, broken feed refused with file:line,
// another company untouched). Callers: Phương Nam's Company Admin, Quyết Thắng's for the other company.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineStops, routeSchedules, routes, routeTickets, stops } from '../../src/db/schema/index.ts';
import { PN_ADMIN, QT_ADMIN } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { buildNetwork, readFeed, SMALL_FEED, zipFeed } from './gtfs-fixture.ts';

const FEED = '/bus-management/gtfs/feed';
const PREVIEW = '/bus-management/gtfs/import/preview';
const APPLY = '/bus-management/gtfs/import/apply';
const ZIP = { 'content-type': 'application/zip' };

let t: TestApp;
let pnCompany: number;
let qtCompany: number;
beforeAll(async () => {
  // Without the demo Saigon network, so a feed holds exactly the synthetic network the test counts.
  t = await createTestApp({ seedDemoNetwork: false });
  pnCompany = (await t.call('GET', '/staff/me', { as: PN_ADMIN })).body.current_company.id;
  qtCompany = (await t.call('GET', '/staff/me', { as: QT_ADMIN })).body.current_company.id;
}, 180_000);
afterAll(() => t.close());

const countOf = async (table: typeof stops | typeof routes, companyId: number) =>
  (
    await t.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.companyId, companyId))
  )[0]!.n;

describe('GTFS export', () => {
  it('streams a zip that a GTFS parser reads back with every stop, route, trip, stop time and shape', async () => {
    const size = { routes: 6, stops: 90, stopsPerLine: 12, headwayMinutes: 120, lastHour: 23, prefix: 'X' };
    await buildNetwork(t, pnCompany, size);
    // One departure that ends after midnight: 23:40 + 50 min.
    const [line] = await t.services.database.db
      .execute(
        sql`select l.id, l.route_id from route_lines l join routes r on r.id = l.route_id where r.company_id = ${pnCompany} and r.number = 'X1' and l.direction = 0`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: number; route_id: number }> }).rows);
    await t.services.database.db.insert(routeSchedules).values({
      companyId: pnCompany,
      routeId: line!.route_id,
      lineId: line!.id,
      dayType: 'weekday',
      departureTime: '23:40',
      runningMinutes: 50,
    });

    const res = await t.call('GET', FEED, { as: PN_ADMIN });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="?gtfs-[\w-]+-\d{8}\.zip/,
    );
    const feed = await readFeed(res.raw);

    const stopCount = await countOf(stops, pnCompany);
    const routeCount = await countOf(routes, pnCompany);
    const departures =
      2 * size.routes * 3 * (Math.floor(((size.lastHour - 5) * 60) / size.headwayMinutes) + 1) + 1;
    expect(feed.get('agency')).toEqual([
      expect.objectContaining({ agency_timezone: 'Asia/Ho_Chi_Minh', agency_lang: 'vi' }),
    ]);
    expect(feed.get('stop')).toHaveLength(stopCount);
    expect(feed.get('route')).toHaveLength(routeCount);
    expect(feed.get('trip')).toHaveLength(departures); // holiday departures are not in the feed
    expect(feed.get('stop_time')).toHaveLength(departures * size.stopsPerLine);
    const shapeIds = new Set(feed.get('shape')!.map((s) => s.shape_id));
    expect(shapeIds.size).toBe(2 * size.routes);
    expect(feed.get('calendar')!.map((c) => c.service_id)).toEqual(['weekday', 'saturday', 'sunday']);
    expect(feed.get('fare_attribute')).toHaveLength(size.routes);
    expect(feed.get('fare_attribute')![0]).toMatchObject({
      price: '7000',
      currency_type: 'VND',
      payment_method: '0',
      transfers: '0',
    });
    expect(feed.get('fare_rule')).toHaveLength(size.routes);
    expect(feed.get('feed_info')).toHaveLength(1);

    // A trip: stable id, its line's stops in order, running time spread by distance.
    const trip = feed.get('trip')!.find((r) => r.trip_id === 'X1-0-weekday-0500')!;
    expect(trip).toMatchObject({
      route_id: 'X1',
      service_id: 'weekday',
      direction_id: '0',
      shape_id: 'X1-0',
    });
    const times = feed.get('stop_time')!.filter((s) => s.trip_id === 'X1-0-weekday-0500');
    const lineCodes = await t.services.database.db
      .select({ code: stops.code })
      .from(lineStops)
      .innerJoin(stops, eq(stops.id, lineStops.stopId))
      .where(eq(lineStops.lineId, line!.id))
      .orderBy(lineStops.stopOrder);
    expect(times.map((s) => s.stop_id)).toEqual(lineCodes.map((s) => s.code));
    expect(times[0]).toMatchObject({
      arrival_time: '05:00:00',
      stop_sequence: '1',
      shape_dist_traveled: '0',
    });
    expect(times.at(-1)).toMatchObject({
      arrival_time: '05:50:00',
      stop_sequence: String(size.stopsPerLine),
    });
    // Past midnight stays on the service day: 24:30:00.
    const late = feed.get('stop_time')!.filter((s) => s.trip_id === 'X1-0-weekday-2340');
    expect(late.at(-1)).toMatchObject({ arrival_time: '24:30:00' });
  });

  it("exports only the caller's company", async () => {
    const res = await t.call('GET', FEED, { as: QT_ADMIN });
    expect(res.status).toBe(200);
    const feed = await readFeed(res.raw);
    expect((feed.get('route') ?? []).filter((r) => String(r.route_id).startsWith('X'))).toEqual([]);
  });
});

describe('GTFS import', () => {
  it('previews, applies in one go with history, and changes nothing the second time', async () => {
    const zip = await zipFeed(SMALL_FEED);
    const otherBefore = await t.digest();
    const preview = await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: zip });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      stops: { create: 5, update: 0, unchanged: 0 },
      routes: { create: 2, update: 0, unchanged: 0 },
      lines: { create: 3, update: 0, unchanged: 0 },
      // t1, t2 (weekday), t3 (Saturday and Sunday), t4 (weekday).
      schedules: { create: 5, update: 0, unchanged: 0 },
      tickets: { create: 2, update: 0, unchanged: 0 },
      errors: [],
    });
    expect(await t.digest()).toBe(otherBefore); // a preview writes nothing

    const applied = await t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: zip });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual(preview.body);
    const db = t.services.database.db;
    const [g1] = await db
      .select()
      .from(routes)
      .where(sql`${routes.companyId} = ${qtCompany} and ${routes.number} = 'G1'`);
    expect(g1).toMatchObject({ name: 'Bến Thành - Bến Bạch Đằng', color: '#e53935' });
    const schedules = await db
      .select()
      .from(routeSchedules)
      .where(eq(routeSchedules.routeId, g1!.id))
      .orderBy(routeSchedules.dayType, routeSchedules.departureTime);
    expect(schedules.map((s) => [s.dayType, s.departureTime, s.runningMinutes])).toEqual([
      ['saturday', '07:00', 15],
      ['sunday', '07:00', 15],
      ['weekday', '06:00', 12],
      ['weekday', '06:30', 13],
    ]);
    const tickets = await db.select().from(routeTickets).where(eq(routeTickets.routeId, g1!.id));
    expect(tickets).toEqual([expect.objectContaining({ type: 'standard', price: 7000 })]);
    const history = await db.execute(
      sql`select entity, action from history where company_id = ${qtCompany} and entity in ('stop', 'route') and action in ('create', 'gtfs-import')`,
    );
    expect((history as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(7);
    expect(await countOf(stops, pnCompany)).toBeGreaterThan(0); // the other company keeps its network
    expect(
      await db
        .select()
        .from(stops)
        .where(sql`${stops.companyId} = ${pnCompany} and ${stops.code} like 'GA%'`),
    ).toEqual([]);

    const before = await t.digest();
    const again = await t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: zip });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      stops: { create: 0, update: 0, unchanged: 5 },
      routes: { create: 0, update: 0, unchanged: 2 },
      lines: { create: 0, update: 0, unchanged: 3 },
      schedules: { create: 0, update: 0, unchanged: 5 },
      tickets: { create: 0, update: 0, unchanged: 2 },
    });
    expect(await t.digest()).toBe(before);
  });

  it('updates what changed: a renamed stop and a moved departure', async () => {
    const changed = {
      ...SMALL_FEED,
      'stops.txt': SMALL_FEED['stops.txt']!.replace('Bến Thành,', 'Chợ Bến Thành,'),
      'stop_times.txt': SMALL_FEED['stop_times.txt']!.replace('t1,06:12:00,06:12:00', 't1,06:15:00,06:15:00'),
    };
    const res = await t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: await zipFeed(changed) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      stops: { update: 1, unchanged: 4 },
      schedules: { update: 1, unchanged: 4 },
    });
  });

  it('refuses a broken feed with file:line messages and writes nothing', async () => {
    const broken = await zipFeed({
      ...SMALL_FEED,
      'stops.txt': `${SMALL_FEED['stops.txt']}\nf,GA06,Cầu Ông Lãnh,abc,106.69,0`,
      'trips.txt': `${SMALL_FEED['trips.txt']}\nr9,wk,t9,0,,`,
    });
    const preview = await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: broken });
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([
      'stops.txt:7: vĩ độ không hợp lệ (stop_lat "abc")',
      'trips.txt:6: route_id "r9" không có trong routes.txt',
    ]);
    const before = await t.digest();
    const applied = await t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: broken });
    expect(applied.status).toBe(409);
    expect(applied.body.message).toContain('stops.txt:7: vĩ độ không hợp lệ');
    expect(await t.digest()).toBe(before);
  });

  it("checks every row with the edit screens' rules: per-row refusals in the preview, nothing written", async () => {
    const longNumber = 'R'.repeat(300);
    const longName = `Bến Thành\u202E${'x'.repeat(4990)}\u001B`; // 5,002 characters, RTL override, ESC
    const hostile = await zipFeed({
      ...SMALL_FEED,
      'stops.txt': `${SMALL_FEED['stops.txt']}\nf,GA06,"${longName}",10.77,106.69,0\ng,GA07,Bến\u001BNghé,10.78,106.70,0\nh,GA08,Paris,48.85,2.35,0`,
      'routes.txt': `${SMALL_FEED['routes.txt']}r3,sg,${longNumber},Tuyến dài,3,\nr4,sg,G4,\u200B\u200B,3,\n`,
    });
    const preview = await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: hostile });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const rows = preview.body.rejected_rows as Array<{
      file: string;
      line: number;
      field: string;
      message: string;
    }>;
    expect(rows.map((r) => `${r.file}:${r.line}:${r.field}`)).toEqual([
      'stops.txt:7:stop_name',
      'stops.txt:8:stop_name',
      'stops.txt:9:stop_lat',
      'routes.txt:4:route_short_name',
      'routes.txt:5:route_long_name',
    ]);
    for (const row of rows) expect(row.message).toMatch(/^[A-ZĐVK]/);
    expect(rows[0]!.message).toMatch(/200/);
    expect(rows[1]!.message).toBe('Không được chứa ký tự điều khiển');
    expect(rows[3]!.message).toMatch(/100/);
    expect(preview.body.errors).toContain(`routes.txt:4: route_short_name: ${rows[3]!.message}`);
    const before = await t.digest();
    const applied = await t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: hostile });
    expect(applied.status).toBe(409);
    expect(applied.body.message).toContain('stops.txt:7: stop_name:');
    expect(await t.digest()).toBe(before);
  });

  it('names a missing file and a missing column, and answers 400 to a body that is not a zip', async () => {
    const { 'stop_times.txt': _, ...noStopTimes } = SMALL_FEED;
    const missing = await t.call('POST', PREVIEW, {
      as: QT_ADMIN,
      headers: ZIP,
      body: await zipFeed(noStopTimes),
    });
    expect(missing.body.errors).toEqual(['Thiếu tệp bắt buộc: stop_times.txt']);
    const noLat = await zipFeed({ ...SMALL_FEED, 'stops.txt': 'stop_id,stop_name,stop_lon\na,A,106.7\n' });
    const column = await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: noLat });
    expect(column.body.errors).toContain('stops.txt:1: thiếu cột bắt buộc stop_lat');
    const notZip = await t.call('POST', PREVIEW, {
      as: QT_ADMIN,
      headers: ZIP,
      body: Buffer.from('not a zip'),
    });
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toBe('Tệp không phải là tệp .zip GTFS hợp lệ');
  });

  it('reads back its own export: importing it into the company changes nothing', async () => {
    const exported = await t.call('GET', FEED, { as: QT_ADMIN });
    const preview = await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: exported.raw });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    for (const kind of ['stops', 'routes', 'schedules', 'tickets'] as const) {
      expect(preview.body[kind], kind).toMatchObject({ create: 0, update: 0 });
    }
  });
});
