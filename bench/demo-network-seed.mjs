// What the demo network adds to the demo seed (it runs at every test database): seedNetwork into two
// fresh member companies inside a transaction that is rolled back, N times, on in-memory PGlite
// (and on PostgreSQL when BENCH_DATABASE_URL is set).   node bench/demo-network-seed.mjs [--runs 7]
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { seedNetwork } from '../apps/api/src/seed/demo-network.ts';
import { arg, machine } from './lib/common.mjs';

// drizzle-orm is the API's dependency: the same copy the API's modules use.
const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { sql } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm')).href);
const runs = Number(arg('runs', 7));
console.log(`# demo-network-seed  (${machine()})`);

async function measure(label, database) {
  const { db } = database;
  let t = performance.now();
  await seedDemo(db);
  console.log(`${label}: whole demo seed (with the network) ${(performance.now() - t).toFixed(0)} ms`);
  const times = [];
  for (let i = 0; i < runs; i++) {
    await db
      .transaction(async (tx) => {
        const ids = {};
        for (const key of ['phuongNam', 'quyetThang']) {
          const r = await tx.execute(
            sql`insert into companies (name, code, search_text) values (${`Bench ${key}`}, ${`B${i}${key}`}, '') returning id`,
          );
          ids[key] = r.rows[0].id;
        }
        t = performance.now();
        await seedNetwork(tx, ids);
        times.push(performance.now() - t);
        throw new Error('rollback');
      })
      .catch((e) => {
        if (e.message !== 'rollback') throw e;
      });
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: seedNetwork (12 routes, 24 lines, ~330 stops, ~4,000 departures) median ${times[runs >> 1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms over ${runs} runs`,
  );
  await database.close();
}

await measure('PGlite', await openDatabase({ databaseUrl: null, dataDir: 'memory://' }));
if (process.env.BENCH_DATABASE_URL)
  await measure(
    'PostgreSQL',
    await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: '' }),
  );
