// The demo Saigon network as the first start seeds it: a dozen routes over the two member companies,
// both directions, 20-60 stops a line in order with growing distances, shapes, stops in Saigon with
// unique codes per company, tickets and schedules; and the API lists it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.services.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Greater Ho Chi Minh City, generously: a stop outside it is a typo in a coordinate. */
const SAIGON = { south: 10.65, north: 10.95, west: 106.55, east: 106.9 };

describe('demo network', () => {
  it('gives each member company its routes, about a dozen in all, each with both directions', async () => {
    const perCompany = await rows<{ code: string; routes: number; lines: number }>(sql`
      select c.code, count(distinct r.id)::int as routes, count(l.id)::int as lines
      from companies c join routes r on r.company_id = c.id left join route_lines l on l.route_id = r.id
      group by c.code order by c.code`);
    expect(perCompany).toEqual([
      { code: 'PNB', routes: 8, lines: 16 },
      { code: 'QTH', routes: 4, lines: 8 },
    ]);
    const directions = await rows<{ directions: number[] }>(sql`
      select array_agg(l.direction order by l.direction)::int[] as directions
      from routes r join route_lines l on l.route_id = r.id group by r.id`);
    for (const d of directions) expect(d.directions).toEqual([0, 1]);
  });

  it('runs every line through 20-60 stops in order, distances growing from 0 to its length, along a shape', async () => {
    const lines = await rows<{
      id: number;
      length_km: number;
      points: number;
      distances: number[];
      orders: number[];
    }>(sql`
      select l.id, l.length_km, jsonb_array_length(l.shape)::int as points,
        array_agg(ls.distance_km order by ls.stop_order) as distances,
        array_agg(ls.stop_order order by ls.stop_order)::int[] as orders
      from route_lines l join line_stops ls on ls.line_id = l.id group by l.id`);
    expect(lines).toHaveLength(24);
    for (const line of lines) {
      const n = line.distances.length;
      expect(n).toBeGreaterThanOrEqual(20);
      expect(n).toBeLessThanOrEqual(60);
      expect(line.orders).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(line.distances[0]).toBe(0);
      for (let i = 1; i < n; i++) expect(line.distances[i]!).toBeGreaterThan(line.distances[i - 1]!);
      // at most 2 km between stops (across a bridge; 330 m in the city, 600 m on highways)
      for (let i = 1; i < n; i++) expect(line.distances[i]! - line.distances[i - 1]!).toBeLessThan(2);
      expect(line.distances[n - 1]).toBeCloseTo(line.length_km, 3);
      expect(line.points).toBeGreaterThan(n);
    }
  });

  it('runs lượt về through the stops of lượt đi in reverse, over a reversed shape', async () => {
    const pairs = await rows<{ out: number[]; back: number[]; out_first: number[]; back_last: number[] }>(sql`
      select
        (select array_agg(stop_id order by stop_order) from line_stops where line_id = o.id) as out,
        (select array_agg(stop_id order by stop_order desc) from line_stops where line_id = b.id) as back,
        o.shape -> 0 as out_first, b.shape -> (jsonb_array_length(b.shape) - 1) as back_last
      from route_lines o join route_lines b on b.route_id = o.route_id and b.direction = 1
      where o.direction = 0`);
    expect(pairs).toHaveLength(12);
    for (const p of pairs) {
      expect(p.back).toEqual(p.out);
      expect(p.back_last).toEqual(p.out_first);
    }
  });

  it('puts every stop in Saigon with a unique code per company, and shares stops where routes meet', async () => {
    const [box] = await rows<{ south: number; north: number; west: number; east: number; n: number }>(sql`
      select min(lat) as south, max(lat) as north, min(lng) as west, max(lng) as east, count(*)::int as n
      from stops`);
    expect(box!.n).toBeGreaterThan(200);
    expect(box!.south).toBeGreaterThan(SAIGON.south);
    expect(box!.north).toBeLessThan(SAIGON.north);
    expect(box!.west).toBeGreaterThan(SAIGON.west);
    expect(box!.east).toBeLessThan(SAIGON.east);
    const duplicates = await rows(sql`
      select company_id, lower(code) from stops group by 1, 2 having count(*) > 1`);
    expect(duplicates).toEqual([]);
    const shared = await rows<{ name: string; routes: number }>(sql`
      select s.name, count(distinct l.route_id)::int as routes
      from stops s join line_stops ls on ls.stop_id = s.id join route_lines l on l.id = ls.line_id
      where s.name in ('Chợ Bến Thành', 'Ngã tư Hàng Xanh') group by s.id, s.name order by s.name, routes`);
    expect(shared.map((s) => s.name)).toEqual(['Chợ Bến Thành', 'Chợ Bến Thành', 'Ngã tư Hàng Xanh']);
    expect(shared.find((s) => s.name === 'Ngã tư Hàng Xanh')!.routes).toBe(3);
    // every stop a line visits, none left over
    const unused = await rows(
      sql`select id from stops s where not exists (select 1 from line_stops where stop_id = s.id)`,
    );
    expect(unused).toEqual([]);
  });

  it('sells tickets on every route, prices one by auto price and plans departures for every line and day type', async () => {
    const routes = await rows<{
      number: string;
      tickets: number;
      standard: number;
      student: number;
      auto: boolean;
      auto_prices: number;
      day_types: number;
      lines: number;
      operating_start: string;
      first: string;
    }>(sql`
      select r.number, r.is_auto_price as auto, r.operating_start,
        (select count(*)::int from route_tickets t where t.route_id = r.id) as tickets,
        (select min(price)::int from route_tickets t where t.route_id = r.id and t.type = 'standard') as standard,
        (select min(price)::int from route_tickets t where t.route_id = r.id and t.type = 'student') as student,
        (select count(*)::int from route_auto_prices a where a.route_id = r.id) as auto_prices,
        (select count(distinct day_type)::int from route_schedules s where s.route_id = r.id) as day_types,
        (select count(distinct line_id)::int from route_schedules s where s.route_id = r.id) as lines,
        (select min(departure_time) from route_schedules s where s.route_id = r.id) as first
      from routes r`);
    expect(routes).toHaveLength(12);
    for (const r of routes) {
      expect(r.tickets).toBeGreaterThanOrEqual(2);
      expect([6_000, 7_000]).toContain(r.standard);
      expect(r.student).toBe(3_000);
      expect(r.day_types).toBe(3);
      expect(r.lines).toBe(2);
      expect(r.first).toBe(r.operating_start);
      expect(r.auto_prices > 0).toBe(r.auto);
    }
    expect(routes.filter((r) => r.auto).map((r) => r.number)).toEqual(['152']);
  });

  it('lists the routes and stops on the screens of a member company', async () => {
    const admin = '0901000002';
    const list = await t.call('GET', '/bus-management/routes', { as: admin, query: { with_total: true } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(8);
    const stops = await t.call('GET', '/bus-management/stops', { as: admin, query: { with_total: true } });
    expect(stops.status).toBe(200);
    expect(stops.body.total).toBeGreaterThan(150);
  });
});
