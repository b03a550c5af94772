// Builds the operator-sized network (150 routes, 4,000 stops, 3,000 buses at --scale 1) in one
// company, for benchmarks. Opens the database the API would (DATABASE_URL or PGlite in DATA_DIR),
// runs the migrations and the demo seed when the database is new, then writes the network.
//
//   pnpm --filter @busops/api network:scale -- --scale 1 [--company <id> | --company-code PNB]
//                                              [--database-url postgres://...] [--data-dir .data/pglite]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { buildNetworkAtScale, ScaleNetworkExists, scaleCounts } from '../src/seed/network/scale.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    scale: { type: 'string', default: '1' },
    company: { type: 'string' },
    'company-code': { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const scale = Number(values.scale);
const counts = scaleCounts(scale);
const config = loadConfig();
const databaseUrl = values['database-url'] ?? config.databaseUrl;
const database = await openDatabase({ databaseUrl, dataDir: values['data-dir'] ?? config.dataDir });
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
  console.log(
    `Mạng lưới quy mô ${scale} cho ${company.name} (#${company.id}) trên ${database.kind}: ${counts.routes} tuyến, ${counts.stops} điểm dừng, ${counts.vehicles} xe`,
  );
  const t0 = performance.now();
  const written = await buildNetworkAtScale(db, company.id, scale);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(JSON.stringify(written));
  console.log(`Xong trong ${seconds} s`);
} catch (error) {
  if (!(error instanceof ScaleNetworkExists)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
