// The demo's fares (issue 20): on first start with trips, every member company has 90 days of ledger
// (one row per ticket on its dispatched trips, per route and day before), the rollups agree with it to
// the dong, and running the synthetic operator again writes nothing twice.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays, saigonToday } from '@busops/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../../src/features/ledger/ledger.reconcile.ts';
import { DEMO_FARE_DAYS } from '../../src/seed/demo.ts';
import { writeSyntheticFares } from '../../src/seed/synthetic-fares.write.ts';
import { companyId } from '../bus-management/position.fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemoTrips: true });
}, 300_000);
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.services.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('demo fares', () => {
  it('gives every member company 90 days of fares on its own trips, reconciled', async () => {
    const members = [await companyId(t, 'phuongNam'), await companyId(t, 'quyetThang')];
    const today = saigonToday();
    const days = await rows(sql`
      select company_id, count(distinct service_date)::int as days, min(service_date)::text as first
        from fare_transactions where device_id like 'SIM-%' group by 1 order by 1`);
    expect(days).toEqual(
      members.map((id) => ({
        company_id: id,
        days: DEMO_FARE_DAYS,
        first: addDays(today, -(DEMO_FARE_DAYS - 1)),
      })),
    );
    // Dispatched days: each ticket on a trip of the company, with the trip's bus and conductor.
    const [strays] = await rows(sql`
      select count(*)::int as n from fare_transactions f
       where f.trip_id_performed is not null and not exists (
         select 1 from route_trips t where t.company_id = f.company_id and t.code = f.trip_id_performed
            and t.route_id = f.route_id and t.vehicle_id is not distinct from f.vehicle_id
            and t.conductor_id is not distinct from f.conductor_id)`);
    expect(strays!.n).toBe(0);
    const [yesterday] = await rows(sql`
      select count(*) filter (where num_riders > 0)::int as boardings,
             count(distinct trip_id_performed)::int as trips
        from fare_transactions where service_date = ${addDays(today, -1)}::date and trip_id_performed is not null`);
    expect(Number(yesterday!.boardings) / Number(yesterday!.trips)).toBeGreaterThan(40);
    expect((await reconcileLedger(t.services.database.db)).filter((r) => !r.ok)).toEqual([]);
  });

  it('keeps the ticket, monthly ticket and driver reports alive, their totals equal to the ledger', async () => {
    const today = saigonToday();
    const get = async (path: string, query: Record<string, string>) => {
      const res = await t.call('GET', `${path}?${new URLSearchParams(query)}`, { as: '0900000001' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const period = { date_from: addDays(today, -(DEMO_FARE_DAYS - 1)), date_to: today };
    const revenue = (await get('/statistic/date', period)).totals;
    // Single tickets: every fare payment, so their sum is the ticket revenue.
    const tickets = await get('/statistic/orders', { ...period, size: '1' });
    expect(tickets.total).toBeGreaterThan(0);
    expect(tickets.totals.amount).toBe(revenue.ticket_revenue);
    // Monthly tickets: the demo's paid orders (and refunds) are the pass revenue.
    const passes = await get('/statistic/ticket-history', { ...period, size: '1' });
    expect(passes.total).toBeGreaterThan(0);
    expect(passes.totals.amount).toBe(revenue.pass_revenue);
    // Drivers of yesterday's and today's dispatched trips: their trips' money, to the dong.
    const days = { date_from: addDays(today, -1), date_to: today };
    const drivers = await get('/statistic/drivers', days);
    expect(
      drivers.items.some(
        (r: { driver_id: number | null; trips_done: number }) => r.driver_id && r.trips_done > 0,
      ),
    ).toBe(true);
    const [onTrips] = await rows(sql`
      select coalesce(sum(f.amount), 0)::bigint as amount from fare_transactions f
       where f.service_date between ${days.date_from}::date and ${days.date_to}::date
         and exists (select 1 from route_trips t where t.company_id = f.company_id and t.code = f.trip_id_performed
                        and t.route_id = f.route_id and t.service_date = f.service_date)`);
    expect(drivers.totals.amount).toBe(Number(onTrips!.amount));
    expect(drivers.totals.amount).toBeGreaterThan(0);
  });

  it('a second run writes nothing twice: only the tickets sold since on running trips', async () => {
    const members = [await companyId(t, 'phuongNam'), await companyId(t, 'quyetThang')];
    const now = new Date();
    const run = () =>
      t.services.database.db.transaction((tx) =>
        writeSyntheticFares(tx, { days: DEMO_FARE_DAYS, scale: 1, now, companyIds: members }),
      );
    const [running] = await rows(sql`select count(*)::int as n from route_trips where status = 'running'`);
    const since = await run();
    if (Number(running!.n) === 0) expect(since.rows).toBe(0);
    const again = await run();
    expect(again.rows).toBe(0);
    expect(again.historyTrips).toBeGreaterThan(0);
    expect((await reconcileLedger(t.services.database.db)).filter((r) => !r.ok)).toEqual([]);
  });

  // Each rollup migration fills its tables from what is already there; run again on the demo (its tables
  // emptied first), the backfill must give back exactly the rows the triggers kept since (but for keys
  // whose figures went back to 0, which a trigger leaves and a backfill never writes).
  const ROLLUPS: ReadonlyArray<{ file: string; tables: Record<string, readonly string[]> }> = [
    {
      file: '0019_fare_conductor_day_totals.sql',
      tables: {
        fare_trip_conductors: [],
        fare_conductor_day_totals: ['amount', 'riders', 'transactions', 'trips'],
      },
    },
    {
      file: '0022_finance_rollups.sql',
      tables: {
        fare_trip_cash: ['amount', 'riders', 'transactions'],
        driver_day_service: ['trips', 'trips_done', 'trips_not_run', 'planned_minutes', 'driven_minutes'],
        driver_day_fares: ['amount', 'riders', 'transactions'],
      },
    },
  ];
  for (const { file, tables } of ROLLUPS)
    it(`migration ${file.slice(0, 4)}'s backfill rebuilds ${Object.keys(tables).join(' and ')} as the triggers kept them`, async () => {
      const snapshot = async () => {
        const all = [];
        for (const [table, figures] of Object.entries(tables)) {
          const nonZero = figures.length === 0 ? 'true' : figures.map((f) => `${f} <> 0`).join(' or ');
          all.push(await rows(sql.raw(`select * from ${table} where ${nonZero} order by 1, 2, 3, 4, 5`)));
        }
        return all;
      };
      const kept = await snapshot();
      for (const table of kept) expect(table.length).toBeGreaterThan(0);
      const migration = readFileSync(
        fileURLToPath(new URL(`../../migrations/${file}`, import.meta.url)),
        'utf8',
      );
      const backfill = migration
        .split('--> statement-breakpoint')
        .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
        .filter((part) => part.startsWith('INSERT INTO'));
      expect(backfill).toHaveLength(Object.keys(tables).length);
      const db = t.services.database.db;
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`truncate ${Object.keys(tables).join(', ')}`));
        for (const statement of backfill) await tx.execute(sql.raw(statement));
      });
      expect(await snapshot()).toEqual(kept);
      expect((await reconcileLedger(db)).filter((r) => !r.ok)).toEqual([]);
    });
});
