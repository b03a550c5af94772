// Reconciles the fare ledger with its rollups (issue 20): per company and service day, the ledger's
// sums (amount, riders, rows) = fare_daily_totals = fare_trip_totals = fare_conductor_day_totals (for
// the rows with a route), the trips each counts, and the trips' cash fares = fare_trip_cash; then yield
// and revenue's service rollup (route_day_service) against dispatch's timed trips, per route and day,
// and statistics by driver hours' rollups (driver_day_service, driver_day_fares) against the trips and
// their fares. Prints one line per company and day (and per differing route-day or driver-day) and exits
// 1 on any difference (0 when every figure agrees, to the dong).
// Opens the database the API would (DATABASE_URL or PGlite in DATA_DIR; stop the server first on PGlite).
//
//   pnpm --filter @busops/api ledger:reconcile [-- --from YYYY-MM-DD --to YYYY-MM-DD --company <id>]
//        [--database-url postgres://...] [--data-dir .data/pglite]
import { parseArgs } from 'node:util';
import { formatDay, formatNumber, formatVnd } from '@busops/domain';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { RollupDifference } from '../src/db/rollup-compare.ts';
import { reconcileRouteDayService } from '../src/features/dispatch/route-day-service.reconcile.ts';
import { reconcileLedger, type Sums } from '../src/features/ledger/ledger.reconcile.ts';
import { reconcileDriverDays } from '../src/features/reports/driver-day.reconcile.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    company: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
for (const name of ['from', 'to'] as const) {
  const day = values[name];
  if (day !== undefined && !DAY.test(day)) throw new Error(`--${name} phải có dạng YYYY-MM-DD: ${day}`);
}
const companyId = values.company === undefined ? undefined : Number(values.company);
if (companyId !== undefined && !Number.isInteger(companyId)) throw new Error(`--company: ${values.company}`);

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: values['database-url'] ?? config.databaseUrl,
  dataDir: values['data-dir'] ?? config.dataDir,
});
try {
  const rows = await reconcileLedger(database.db, { from: values.from, to: values.to, companyId });
  const cell = (s: Sums) =>
    `${formatVnd(s.amount)} / ${formatNumber(s.riders)} khách / ${formatNumber(s.transactions)} dòng`;
  const table = rows.map((r) => ({
    'Công ty': r.companyId,
    Ngày: formatDay(r.serviceDate),
    'Sổ cái': cell(r.ledger),
    'Tổng theo ngày': cell(r.daily),
    'Sổ cái có tuyến': cell(r.ledgerWithRoute),
    'Tổng theo chuyến': cell(r.trips),
    'Số chuyến (sổ cái / đếm)': `${formatNumber(r.tripsPerformed.ledger)} / ${formatNumber(r.tripsPerformed.counted)}`,
    'Tổng theo phụ xe': cell(r.conductors),
    'Chuyến theo phụ xe (sổ cái / đếm)': `${formatNumber(r.conductorTrips.ledger)} / ${formatNumber(r.conductorTrips.counted)}`,
    'Tiền mặt vé (sổ cái / theo chuyến)': `${cell(r.ledgerCash)} | ${cell(r.cash)}`,
    'Kết quả': r.ok ? 'khớp' : 'LỆCH',
  }));
  if (table.length > 0) console.table(table);
  const wrong = rows.filter((r) => !r.ok);
  const amount = rows.reduce((sum, r) => sum + r.ledger.amount, 0);
  console.log(
    `${rows.length} ngày-công ty trên ${database.kind}, sổ cái ${formatVnd(amount)}: ${
      wrong.length === 0 ? 'tất cả khớp với bảng tổng hợp.' : `${wrong.length} ngày LỆCH.`
    }`,
  );
  if (wrong.length > 0) process.exitCode = 1;
  const range = { from: values.from, to: values.to, companyId };
  const service = await reconcileRouteDayService(database.db, range);
  printRollupCheck(
    service.routeDays,
    service.differences,
    'ngày-tuyến có chuyến có giờ thực tế',
    'sản lượng',
  );
  const drivers = await reconcileDriverDays(database.db, range);
  printRollupCheck(drivers.keys, drivers.differences, 'dòng ngày-tuyến-lái xe', 'theo lái xe');
} finally {
  await database.close();
}

/** A rollup's check: the keys that differ with both sides, then one line; exit code 1 on a difference. */
function printRollupCheck(
  keys: number,
  differences: ReadonlyArray<RollupDifference & { table?: string }>,
  what: string,
  rollup: string,
) {
  if (differences.length > 0)
    console.table(
      differences.map((d) => ({
        ...(d.table ? { Bảng: d.table } : {}),
        ...d.key,
        'Nguồn (điều độ, vé)': JSON.stringify(d.source),
        'Tổng hợp': JSON.stringify(d.rollup),
      })),
    );
  console.log(
    `${keys} ${what}: ${differences.length === 0 ? `khớp với bảng tổng hợp ${rollup}.` : `${differences.length} dòng LỆCH.`}`,
  );
  if (differences.length > 0) process.exitCode = 1;
}
