// What the synthetic operator's 90 days of fares (issue 20) add to the first start: a new PGlite data
// directory opened (migrations) and the demo seeded with the trips, with and without the fares
// (SeedOptions.fares), alternating, N runs each. Wall time and the process's CPU time of the seed (the
// machine is shared: CPU time is what the seed itself costs), and the ledger rows written.
//   apps/api/node_modules/.bin/tsx bench/ledger-first-start.mjs [--runs 3]
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { arg, machine } from './lib/common.mjs';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { sql } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm')).href);
const runs = Number(arg('runs', 3));
const dir = new URL('./.data/ledger-first-start', import.meta.url).pathname;
console.log(`# ledger-first-start  (${machine()})`);

const results = { without: [], with: [] };
for (let run = 0; run < runs; run++) {
  for (const fares of [false, true]) {
    rmSync(dir, { recursive: true, force: true });
    const t0 = performance.now();
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    await seedDemo(database.db, { fares });
    const used = process.cpuUsage(cpu);
    const t2 = performance.now();
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from fare_transactions`)).rows;
    await database.close();
    const row = {
      openMs: Math.round(t1 - t0),
      seedMs: Math.round(t2 - t1),
      seedCpuMs: Math.round((used.user + used.system) / 1000),
      ledgerRows: n,
    };
    results[fares ? 'with' : 'without'].push(row);
    console.log(`run ${run + 1}, fares ${fares ? 'on ' : 'off'}: ${JSON.stringify(row)}`);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, rows] of Object.entries(results)) {
  console.log(
    `${name} fares: open ${median(rows.map((r) => r.openMs))} ms, seed ${median(rows.map((r) => r.seedMs))} ms wall / ${median(rows.map((r) => r.seedCpuMs))} ms CPU (medians of ${rows.length}), ${rows[0].ledgerRows} ledger rows`,
  );
}
rmSync(dir, { recursive: true, force: true });
