// Parallel feeds on PostgreSQL (several pooled connections): feeds racing on the same buses end with
// each bus at its newest report whatever the commit order, and every report is in the history.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclePositionHistory, vehiclePositions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { addBus, companyId, feedOf, INSIDER } from './position.fixtures.ts';

const BUSES = 50;
const FEEDS = 12;

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  const pn = await companyId(t, 'phuongNam');
  ids = [];
  for (let i = 0; i < BUSES; i++)
    ids.push(await addBus(t, pn, `51B-7${String(i).padStart(2, '0')}.00`, `PAR-${i}`));
}, 180_000);
afterAll(() => t.close());

describe('parallel ingestion on PostgreSQL', () => {
  it('keeps the newest report of each bus and every report in the history', async () => {
    const base = Math.floor(Date.now() / 1000);
    // Feed f reports every bus at time base + f: shuffled so the newest may commit first.
    const order = Array.from({ length: FEEDS }, (_, f) => f).sort(
      (a, b) => ((a * 7) % FEEDS) - ((b * 7) % FEEDS),
    );
    const answers = await Promise.all(
      order.map((f) =>
        t.call('POST', '/bus-management/vehicle-positions', {
          as: INSIDER.phone,
          body: feedOf(
            ...ids.map((_, i) => ({ id: `PAR-${i}`, lat: 10 + f / 100, lng: 106 + i / 1000, at: base + f })),
          ),
        }),
      ),
    );
    for (const a of answers) expect(a.body).toEqual({ accepted: BUSES, ignored: 0, refused: [] });
    const { db } = t.services.database;
    for (const id of ids) {
      const [row] = await db.select().from(vehiclePositions).where(eq(vehiclePositions.vehicleId, id));
      expect(row!.reportedAt.getTime()).toBe((base + FEEDS - 1) * 1000);
      expect(row!.lat).toBeCloseTo(10 + (FEEDS - 1) / 100, 9);
    }
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehiclePositionHistory)
      .where(sql`${vehiclePositionHistory.vehicleId} in ${ids}`);
    expect(count!.n).toBe(BUSES * FEEDS);
  });
});
