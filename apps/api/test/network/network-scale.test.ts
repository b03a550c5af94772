// The scale generator at --scale 0.02 on a fresh database: the counts it promises, lines of 20-60
// stops, and a second run on the same company refused with nothing written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNetworkAtScale, ScaleNetworkExists, scaleCounts } from '../../src/seed/network/scale.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.services.database.db.execute(sql`select id from companies where code = 'QTH'`);
  companyId = (rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
});
afterAll(() => t.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.services.database.db.execute(query);
  return Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]!.n);
}

describe('network:scale at 0.02', () => {
  it('builds the promised counts in one company', async () => {
    const expected = scaleCounts(0.02);
    expect(expected).toEqual({ routes: 3, stops: 80, vehicles: 60 });
    const before = await count(sql`select count(*) as n from routes where company_id = ${companyId}`);
    const written = await buildNetworkAtScale(t.services.database.db, companyId, 0.02);
    expect(written).toMatchObject({ routes: 3, stops: 80, lines: 6, vehicles: 60 });
    expect(await count(sql`select count(*) as n from routes where company_id = ${companyId}`)).toBe(
      before + 3,
    );
    expect(
      await count(sql`select count(*) as n from stops where company_id = ${companyId} and code like 'SC%'`),
    ).toBe(80);
    expect(
      await count(
        sql`select count(*) as n from vehicles where company_id = ${companyId} and gps_device_id like 'SCALE-%'`,
      ),
    ).toBe(60);
    const perLine = await t.services.database.db.execute(sql`
      select l.id, count(*)::int as n, min(ls.distance_km) as first, jsonb_array_length(l.shape) as points
      from route_lines l join routes r on r.id = l.route_id join line_stops ls on ls.line_id = l.id
      where r.company_id = ${companyId} and r.number like 'S%' group by l.id`);
    const lines = (perLine as unknown as { rows: Array<{ n: number; first: number; points: number }> }).rows;
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line.n).toBeGreaterThanOrEqual(20);
      expect(line.n).toBeLessThanOrEqual(60);
      expect(line.first).toBe(0);
      expect(line.points).toBeGreaterThan(line.n);
    }
    // ~70-100 departures per line and day type
    expect(
      await count(sql`select count(*) as n from route_schedules s join routes r on r.id = s.route_id
        where r.company_id = ${companyId} and r.number like 'S%' and s.day_type = 'weekday'`),
    ).toBe(6 * 103);
  });

  it('refuses a second run on the same company and writes nothing', async () => {
    const before = await t.digest();
    await expect(buildNetworkAtScale(t.services.database.db, companyId, 0.02)).rejects.toBeInstanceOf(
      ScaleNetworkExists,
    );
    expect(await t.digest()).toBe(before);
  });
});
