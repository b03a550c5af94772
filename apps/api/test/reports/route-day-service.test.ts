// The service rollup of yield and revenue (route_day_service, migration 0021) against the trips it sums,
// on both engines: every kind of statement on route_trips (inserts of many rows, updates of times, km,
// status and of fields it does not sum, deletes) leaves it equal to dispatch's timed trips per route and
// day (reconcileRouteDayService), and a statement that changes nothing it sums touches no rollup row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileRouteDayService } from '../../src/features/dispatch/route-day-service.reconcile.ts';
import { makeRoute } from '../dispatch/dispatch.fixture.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const run = (query: ReturnType<typeof sql>) => t.services.database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await run(query)) as unknown as { rows: T[] }).rows;

describe('route_day_service', () => {
  it('stays equal to the timed trips through inserts, updates and deletes', async () => {
    const routes = [await makeRoute(t), await makeRoute(t)];
    const [owner] = await rows<{ company_id: number }>(
      sql`select company_id from routes where id = ${routes[0]!.id}`,
    );
    const company = owner!.company_id;
    // 60 trips over 3 days (one far in the past, one far in the future) and 2 routes: done with times
    // (a third measured), done without arrival, running, planned.
    await run(sql`
      insert into route_trips (company_id, route_id, code, service_date, planned_departure, planned_arrival,
                               status, actual_departure, actual_arrival, km_driven)
      select ${company}, r.id, 'RDS-' || r.id || '-' || d || '-' || k, d::date,
             d::date + interval '6 hours' + k * interval '10 minutes', d::date + interval '7 hours' + k * interval '10 minutes',
             case when k % 4 = 3 then 'planned' when k % 4 = 2 then 'running' else 'done' end,
             case when k % 4 < 3 then d::date + interval '6 hours 3 minutes' + k * interval '10 minutes' end,
             case when k % 4 = 0 then d::date + interval '7 hours 1 minute 40 seconds' + k * interval '10 minutes' end,
             case when k % 3 = 0 then 10 + k * 0.37 end
        from unnest(array[${routes[0]!.id}, ${routes[1]!.id}]::int[]) r(id),
             unnest(array['1901-01-01', '2026-11-20', '2199-12-31']) d,
             generate_series(0, 9) k`);
    const check = async () => {
      const { differences } = await reconcileRouteDayService(t.services.database.db, { companyId: company });
      expect(differences).toEqual([]);
    };
    await check();
    const summed = await rows<{ timed: number; minutes: string }>(sql`
      select sum(timed_trips)::int timed, sum(revenue_minutes)::text minutes from route_day_service
       where company_id = ${company} and route_id = ${routes[0]!.id}`);
    // k = 0, 4, 8 per day: 3 timed trips a day over 3 days, 59 minutes each (58 min 40 s, rounded).
    expect(summed[0]).toEqual({ timed: 9, minutes: String(9 * 59) });

    // The arrival of the 'done' trips without one, new km, a status moved away from done and back.
    await run(sql`update route_trips set actual_arrival = actual_departure + interval '45 minutes'
                   where code like 'RDS-%' and status = 'done' and actual_arrival is null`);
    await run(sql`update route_trips set km_driven = coalesce(km_driven, 0) + 1.234 where code like 'RDS-%'`);
    await run(
      sql`update route_trips set status = 'cancelled' where code like 'RDS-%-1901-01-01-%' and status = 'done'`,
    );
    await check();
    // A statement that changes no summed figure touches no rollup row (xmin of every row unchanged).
    const before = await rows<{ xmin: string }>(sql`select xmin::text from route_day_service order by 1`);
    await run(sql`update route_trips set note = 'đổi ghi chú' where code like 'RDS-%'`);
    expect(await rows<{ xmin: string }>(sql`select xmin::text from route_day_service order by 1`)).toEqual(
      before,
    );
    // Deletes, then a move of trips to the other route.
    await run(
      sql`delete from route_trips where code like 'RDS-%-2199-12-31-%' and route_id = ${routes[1]!.id}`,
    );
    await run(sql`update route_trips set route_id = ${routes[1]!.id}
                   where code like 'RDS-%-2026-11-20-%' and route_id = ${routes[0]!.id}`);
    await check();
    const left = await rows<{ route_id: number; timed: number }>(sql`
      select route_id, sum(timed_trips)::int timed from route_day_service
       where company_id = ${company} and route_id in (${routes[0]!.id}, ${routes[1]!.id}) group by 1 order by 1`);
    // 6 timed trips per route-day since the arrivals were set. Route 0 keeps its 2199 day (1901 cancelled,
    // 2026 moved away); route 1 has its own 2026 day and route 0's (1901 cancelled, 2199 deleted).
    expect(left.find((r) => r.route_id === routes[0]!.id)?.timed).toBe(6);
    expect(left.find((r) => r.route_id === routes[1]!.id)?.timed).toBe(12);
  });
});
