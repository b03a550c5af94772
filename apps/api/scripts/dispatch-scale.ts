// Builds the operator-sized dispatch data (issue 10) for benchmarks: on PostgreSQL (or PGlite) in one
// company, the scale network first when the company lacks it (network:scale at --buses / 3,000), then
// drivers, conductors, crews and ~12,000 trips a day for --days days from today (Asia/Ho_Chi_Minh).
// Opens the database the API would (DATABASE_URL or PGlite in DATA_DIR); a new one gets the demo seed.
//
//   pnpm --filter @busops/api dispatch:scale -- --buses 3000 [--days 3] [--trips-per-day 12000]
//        [--full-routes 10] [--from YYYY-MM-DD] [--company-code PNB | --company <id>]
//        [--database-url postgres://...] [--data-dir .data/pglite]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies, routes } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { buildDispatchAtScale, DispatchScaleExists } from '../src/seed/dispatch/scale.ts';
import { buildNetworkAtScale, SCALE_MARKER_ROUTE } from '../src/seed/network/scale.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    buses: { type: 'string', default: '3000' },
    days: { type: 'string', default: '3' },
    'trips-per-day': { type: 'string', default: '12000' },
    'full-routes': { type: 'string', default: '10' },
    from: { type: 'string' },
    company: { type: 'string' },
    'company-code': { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const buses = Number(values.buses);
if (!(buses >= 1 && buses <= 30_000)) throw new Error(`--buses must be 1..30000: ${values.buses}`);
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: values['database-url'] ?? config.databaseUrl,
  dataDir: values['data-dir'] ?? config.dataDir,
});
try {
  const { db } = database;
  if (await seedDemo(db)) console.log('Cơ sở dữ liệu mới: đã nạp dữ liệu mẫu.');
  const code = values['company-code'] ?? (values.company ? null : 'PNB');
  const [company] = await db
    .select({ id: companies.id, name: companies.name, isSuper: companies.isSuper })
    .from(companies)
    .where(
      values.company ? sql`${companies.id} = ${Number(values.company)}` : sql`${companies.code} = ${code}`,
    );
  if (!company) throw new Error(`Không tìm thấy công ty ${values.company ?? code}`);
  if (company.isSuper) throw new Error(`${company.name} là công ty quản trị: chọn một công ty thành viên`);
  const t0 = performance.now();
  const [network] = await db
    .select({ id: routes.id })
    .from(routes)
    .where(sql`${routes.companyId} = ${company.id} and ${routes.number} = ${SCALE_MARKER_ROUTE}`);
  if (!network) {
    console.log(
      `Mạng lưới quy mô ${buses / 3000} cho ${company.name} (#${company.id}) trên ${database.kind}...`,
    );
    console.log(JSON.stringify(await buildNetworkAtScale(db, company.id, buses / 3000)));
    console.log(`  mạng lưới: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const t1 = performance.now();
  const made = await buildDispatchAtScale(db, {
    companyId: company.id,
    from: values.from,
    days: Number(values.days),
    tripsPerDay: Number(values['trips-per-day']),
    fullRoutes: Number(values['full-routes']),
  });
  const t2 = performance.now();
  await db.execute(sql`analyze route_trips`);
  await db.execute(sql`analyze bus_staff`);
  await db.execute(sql`analyze driver_settings`);
  console.log(JSON.stringify(made, null, 2));
  console.log(
    `Điều độ quy mô: ${((t2 - t1) / 1000).toFixed(1)} s (cả mạng lưới: ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  if (!(error instanceof DispatchScaleExists)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
