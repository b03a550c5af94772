// The synthetic operator (issue 20) on an existing database: fares for the performed trips of the
// member companies over the last --days days (one row per boarding on dispatched days, per-trip sums on
// the days before), --scale times the published ~75 passengers a trip. Idempotent: a second run writes
// nothing twice. Opens the database the API would (DATABASE_URL or PGlite in DATA_DIR); a new one gets
// the demo seed (which already holds 90 days of it).
//
//   pnpm --filter @busops/api ledger:synthetic -- [--days 90] [--scale 1] [--company <id>]
//        [--database-url postgres://...] [--data-dir .data/pglite]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { formatNumber } from '@busops/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { writeSyntheticFares } from '../src/seed/synthetic-fares.write.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    days: { type: 'string', default: '90' },
    scale: { type: 'string', default: '1' },
    company: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const days = Number(values.days);
const scale = Number(values.scale);
if (!(Number.isInteger(days) && days >= 1 && days <= 400))
  throw new Error(`--days phải từ 1 đến 400: ${values.days}`);
// A trip's rows are numbered within 1,000 per trip (synthetic-fares.ts): 6x ~75 passengers stays under.
if (!(scale > 0 && scale <= 6)) throw new Error(`--scale phải lớn hơn 0 và không quá 6: ${values.scale}`);

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: values['database-url'] ?? config.databaseUrl,
  dataDir: values['data-dir'] ?? config.dataDir,
});
try {
  const { db } = database;
  if (await seedDemo(db)) console.log('Cơ sở dữ liệu mới: đã nạp dữ liệu mẫu.');
  const members = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      values.company
        ? sql`${companies.id} = ${Number(values.company)} and not ${companies.isSuper}`
        : sql`not ${companies.isSuper}`,
    );
  const t0 = performance.now();
  const result = await db.transaction((tx) =>
    writeSyntheticFares(tx, { days, scale, now: new Date(), companyIds: members.map((m) => m.id) }),
  );
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `${formatNumber(result.rows)} dòng sổ cái (${formatNumber(result.ticketTrips)} chuyến từng vé, ${formatNumber(result.historyTrips)} chuyến cộng dồn) trên ${database.kind} trong ${seconds.toFixed(1)} s (${formatNumber(Math.round(result.rows / seconds))} dòng/s)`,
  );
} finally {
  await database.close();
}
