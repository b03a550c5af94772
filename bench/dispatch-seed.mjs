// What the dispatch demo (issue 10) adds to the demo seed, which runs for every test database:
// seedDispatch (drivers, conductors, roster types, crews, and with `trips` the ~4,800 trips of
// yesterday, today and tomorrow plus their history) into two fresh member companies that already have
// the demo network and fleet, inside a transaction that is rolled back, N times per variant, on
// in-memory PGlite (and on PostgreSQL when BENCH_DATABASE_URL is set).
//   apps/api/node_modules/.bin/tsx bench/dispatch-seed.mjs [--runs 7]   (tsx: the seed imports TypeScript
//   that plain node cannot strip, e.g. parameter properties)
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { seedDispatch } from '../apps/api/src/seed/demo-dispatch.ts';
import { seedNetwork } from '../apps/api/src/seed/demo-network.ts';
import { seedVehicles } from '../apps/api/src/seed/demo-vehicles.ts';
import { arg, machine } from './lib/common.mjs';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { sql } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm')).href);
const runs = Number(arg('runs', 7));
console.log(`# dispatch-seed  (${machine()})`);

async function measure(label, database) {
  const { db } = database;
  for (const [name, trips] of [
    ['whole demo seed, SEED_DEMO_TRIPS=false (tests)', false],
    ['whole demo seed, with the trips (first start)', true],
  ]) {
    // A second database each time: the demo seeds only into an empty one.
    const fresh = name.includes('false')
      ? database
      : await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    if (label === 'PostgreSQL' && fresh !== database) continue;
    const t = performance.now();
    await seedDemo(fresh.db, { trips });
    console.log(`${label}: ${name}: ${(performance.now() - t).toFixed(0)} ms`);
    if (fresh !== database) await fresh.close();
  }
  const positions = new Map(
    (await db.execute(sql`select system_role, id from roles`)).rows.map((r) => [
      Number(r.system_role),
      Number(r.id),
    ]),
  );
  for (const trips of [false, true]) {
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
          await seedNetwork(tx, ids);
          await seedVehicles(tx, ids);
          const t = performance.now();
          await seedDispatch(tx, ids, positions, { trips });
          times.push(performance.now() - t);
          throw new Error('rollback');
        })
        .catch((e) => {
          if (e.message !== 'rollback') throw e;
        });
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: seedDispatch ${trips ? 'with the trips (~4,800 trips, 28 history rows)' : 'without the trips (staff, roster types, crews)'}: median ${times[runs >> 1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms over ${runs} runs`,
    );
  }
  await database.close();
}

await measure('PGlite', await openDatabase({ databaseUrl: null, dataDir: 'memory://' }));
if (process.env.BENCH_DATABASE_URL)
  await measure(
    'PostgreSQL',
    await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: '' }),
  );
