// dispatch:scale on a small scale network (0.05: 8 routes, 150 buses): the trips of each day from
// the scale routes' schedules (the first routes in full, the others thinned towards the target), crews
// for the buses in service, every crewed trip within the dispatch rules, and a second run refused with
// nothing written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDispatchAtScale, DispatchScaleExists } from '../../src/seed/dispatch/scale.ts';
import { buildNetworkAtScale } from '../../src/seed/network/scale.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.services.database.db.execute(sql`select id from companies where code = 'QTH'`);
  companyId = (rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
  await buildNetworkAtScale(t.services.database.db, companyId, 0.05);
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.services.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const options = () => ({ companyId, from: '2026-11-23', days: 2, tripsPerDay: 800, fullRoutes: 2 });

describe('dispatch:scale', () => {
  it('writes the days of trips from the scale schedules, crews for the buses in service, within the rules', async () => {
    const made = await buildDispatchAtScale(t.services.database.db, options());
    expect(made).toMatchObject({ routes: 8, fullRoutes: 2, buses: 150 });
    expect(made.keepEvery).toBeGreaterThan(1);
    expect(made.drivers).toBe(2 * made.busesInService + Math.round(2 * made.busesInService * 0.1));
    expect(made.conductors).toBe(2 * made.busesInService);
    expect(Object.keys(made.tripsPerDay)).toEqual(['2026-11-23 (weekday)', '2026-11-24 (weekday)']);
    // Two full routes of 2 x 103 departures plus six thinned ones: near the target of 800.
    const perDay = made.tripsPerDay['2026-11-23 (weekday)']!;
    expect(perDay).toBeGreaterThan(600);
    expect(perDay).toBeLessThan(1000);
    const [check] = await rows<{ trips: number; crewed: number; demo_routes: number; gap: number }>(sql`
      select count(*)::int as trips, count(t.driver_id)::int as crewed,
        count(*) filter (where r.number not like 'S%')::int as demo_routes,
        (select min(extract(epoch from x.planned_departure - x.previous) / 60)::int from (
          select planned_departure, lag(planned_arrival) over (partition by driver_user_id order by planned_departure) as previous
          from route_trips where company_id = ${companyId} and driver_user_id is not null) x) as gap
      from route_trips t join routes r on r.id = t.route_id where t.company_id = ${companyId}`);
    expect(check).toMatchObject({ trips: made.trips, demo_routes: 0 });
    expect(check!.crewed).toBeGreaterThan(made.trips * 0.8);
    expect(check!.gap).toBeGreaterThanOrEqual(15);
  });

  it('refuses a second run on the same company and writes nothing', async () => {
    const before = await t.digest();
    await expect(buildDispatchAtScale(t.services.database.db, options())).rejects.toBeInstanceOf(
      DispatchScaleExists,
    );
    expect(await t.digest()).toBe(before);
  });
});
