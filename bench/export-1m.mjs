// Issue 20 "Measured": a 1M-row export, 8 columns shaped like the revenue detail (a day, a route, a
// trip code, a conductor's Vietnamese name, a payment type, riders, an amount in VND, an instant),
// rows made in batches of 1,000 as the database hands them over, written to a discarding sink.
// Each variant runs in its own child process, so its peak RSS (getrusage maxrss) is its own:
//   xlsx      the API's writer (apps/api/src/http/xlsx/xlsx-writer.ts, yazl + inline-string SpreadsheetML)
//   csv       the API's CSV writer (apps/api/src/http/csv-writer.ts: csv-stringify, neutralised cells)
//   csv-raw   csv-stringify alone on the same records (the rate the CSV writer is held to: >= 70%)
//   exceljs   exceljs 4.4's streaming WorkbookWriter (the writer this one replaced; --with-exceljs)
//
// CPU is the process's user + system time (the zlib thread pool included): on a shared machine the wall
// time follows the load average, printed on the first line.
//
//   node bench/export-1m.mjs [--rows 1000000] [--with-exceljs] [--level 1]
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { arg, machine } from './lib/common.mjs';

const ROWS = Number(arg('rows', '1000000'));
const BATCH = 1000;
const child = arg('child');

const ROUTES = ['01', '19', '56', '93', '150', 'D4'];
const NAMES = ['Nguyễn Văn An', 'Trần Thị Bích', 'Lê Hoàng Đức', 'Phạm Minh Châu', 'Võ Thị Hương'];
const PAYMENTS = ['CASH', 'CARD', 'QR', 'WALLET', 'SUBSCRIPTION'];
const DAY0 = Date.UTC(2026, 0, 1);

async function* batches() {
  for (let start = 0; start < ROWS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
      rows.push({
        day: new Date(DAY0 + Math.floor(i / 5000) * 86_400_000),
        route: ROUTES[i % ROUTES.length],
        trip: `T${(i % 97_000).toString().padStart(6, '0')}`,
        conductor: NAMES[i % NAMES.length],
        payment: PAYMENTS[i % PAYMENTS.length],
        riders: 1 + (i % 3),
        amount: [5000, 6000, 7000, 3000][i % 4],
        at: new Date(DAY0 + i * 7_919),
      });
    }
    yield rows;
  }
}

const COLUMNS = [
  { header: 'Ngày', numFmt: 'dd/mm/yyyy', value: (r) => r.day },
  { header: 'Tuyến', value: (r) => r.route },
  { header: 'Mã chuyến', value: (r) => r.trip },
  { header: 'Phụ xe', value: (r) => r.conductor },
  { header: 'Hình thức', value: (r) => r.payment },
  { header: 'Số khách', numFmt: '#,##0', value: (r) => r.riders },
  { header: 'Số tiền', numFmt: '#,##0 "₫"', value: (r) => r.amount },
  { header: 'Thời điểm', numFmt: 'dd/mm/yyyy hh:mm', value: (r) => r.at },
];
const csvRecord = (r) => [
  r.day.toISOString().slice(0, 10),
  r.route,
  r.trip,
  r.conductor,
  r.payment,
  r.riders,
  r.amount,
  r.at.toISOString(),
];

/** Counts bytes and drops them, asynchronously, as a socket would. */
function sink() {
  let bytes = 0;
  const stream = new Writable({
    write(chunk, _enc, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  return { stream, bytes: () => bytes };
}

async function runChild(kind) {
  const out = sink();
  const finished = new Promise((resolve, reject) => out.stream.on('finish', resolve).on('error', reject));
  // Modules are loaded before the clock starts.
  const { writeXlsx } = await import('../apps/api/src/http/xlsx/xlsx-writer.ts');
  const { writeCsv } = await import('../apps/api/src/http/csv-writer.ts');
  const { stringify } = await import('../apps/api/node_modules/csv-stringify/lib/index.js');
  const ExcelJS =
    kind === 'exceljs' ? (await import('../apps/api/node_modules/exceljs/excel.js')).default : null;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  if (kind === 'xlsx') {
    await writeXlsx(out.stream, {
      sheetName: 'Chi tiết doanh thu',
      columns: COLUMNS,
      batches: batches(),
      totals: () => ['Tổng cộng', null, null, null, null, ROWS * 2, ROWS * 5250, null],
      compressionLevel: Number(arg('level', '1')),
    });
  } else if (kind === 'csv') {
    await writeCsv(out.stream, {
      headers: COLUMNS.map((c) => c.header),
      cells: csvRecord,
      batches: batches(),
      totals: () => ['Tổng cộng', null, null, null, null, ROWS * 2, ROWS * 5250, null],
    });
  } else if (kind === 'csv-raw') {
    const csv = stringify({ bom: true, header: true, columns: COLUMNS.map((c) => c.header) });
    csv.pipe(out.stream);
    for await (const batch of batches()) {
      for (const row of batch) {
        if (!csv.write(csvRecord(row))) await once(csv, 'drain');
      }
    }
    csv.end();
  } else if (kind === 'exceljs') {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out.stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = book.addWorksheet('Chi tiết doanh thu');
    sheet.columns = COLUMNS.map((c, i) => ({
      key: `c${i}`,
      width: 14,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    sheet.addRow(COLUMNS.map((c) => c.header)).commit();
    for await (const batch of batches()) {
      for (const row of batch) sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
    }
    sheet.commit();
    await book.commit();
  }
  await finished;
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  console.log(
    JSON.stringify({
      kind,
      rows: ROWS,
      wall,
      cpu,
      rowsPerSecond: ROWS / wall,
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
      bytes: out.bytes(),
    }),
  );
}

if (child) {
  await runChild(child);
} else {
  const kinds = ['xlsx', 'csv', 'csv-raw', ...(process.argv.includes('--with-exceljs') ? ['exceljs'] : [])];
  console.log(`# ${ROWS.toLocaleString('en')} rows x 8 columns; ${machine()}`);
  const results = {};
  for (const kind of kinds) {
    const args = [
      fileURLToPath(import.meta.url),
      '--child',
      kind,
      '--rows',
      String(ROWS),
      '--level',
      arg('level', '1'),
    ];
    const line = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 })
      .trim()
      .split('\n')
      .at(-1);
    const r = JSON.parse(line);
    results[kind] = r;
    console.log(
      `${kind.padEnd(8)} ${r.wall.toFixed(2)} s (CPU ${r.cpu.toFixed(2)} s)  ${Math.round(r.rowsPerSecond).toLocaleString('en')} rows/s  peak RSS ${r.peakRssMiB.toFixed(0)} MiB  ${(r.bytes / 1048576).toFixed(1)} MiB written`,
    );
  }
  console.log(
    `csv / csv-raw rate: ${((100 * results.csv.rowsPerSecond) / results['csv-raw'].rowsPerSecond).toFixed(0)}%`,
  );
}
