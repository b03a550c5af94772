// Issue 18, finding 1: a GTFS import's work is bounded. A zip bomb (small zip, huge stop_times) and a
// zip whose directory lies about its sizes are refused with 413 quickly and without the memory they
// ask for; a file past its row limit is refused; a second import of the same company at once answers
// 409 (also when another instance holds it, on PostgreSQL); /health keeps answering fast during a
// large legitimate import (figures: bench/gtfs-import-bounds.mjs, docs/benchmarks.md).

import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { MAX_ROWS } from '../../src/features/gtfs/gtfs.limits.ts';
import { findControlCharacter } from '../../src/http/control-characters.ts';
import { PN_ADMIN, QT_ADMIN } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { buildNetwork, SMALL_FEED, zipFeed } from './gtfs-fixture.ts';

const PREVIEW = '/bus-management/gtfs/import/preview';
const APPLY = '/bus-management/gtfs/import/apply';
const ZIP = { 'content-type': 'application/zip' };
const GTFS_IMPORT_LOCK = 4245;

let t: TestApp;
let qtCompany: number;
beforeAll(async () => {
  t = await createTestApp({ seedDemoNetwork: false });
  qtCompany = (await t.call('GET', '/staff/me', { as: QT_ADMIN })).body.current_company.id;
}, 180_000);
afterAll(() => t.close());

/** SMALL_FEED with stop_times.txt replaced by `lines` repetitions of one line, streamed into the zip. */
function bombZip(lines: number): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(SMALL_FEED))
    if (name !== 'stop_times.txt') zip.addBuffer(Buffer.from(text), name);
  const row = Buffer.from('t1,06:00:00,06:00:00,a,1,0\n');
  const chunk = Buffer.concat(Array.from({ length: 10_000 }, () => row));
  async function* text() {
    yield Buffer.from('trip_id,arrival_time,departure_time,stop_id,stop_sequence,shape_dist_traveled\n');
    for (let done = 0; done < lines; done += 10_000) yield chunk;
  }
  zip.addReadStream(Readable.from(text()), 'stop_times.txt', { compressionLevel: 9 });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Sets the uncompressed size the central directory declares for `name` (a lying header). */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.length - 22; at >= 0; at -= 1) {
    if (out.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
  }
  throw new Error(`${name} not in the zip`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

describe('GTFS import bounds', () => {
  it('refuses a zip bomb (70 MB of repeated stop_times in a small zip) with 413 at once, before inflating it', async () => {
    const bomb = await bombZip(2_600_000); // 70 MB unzipped
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const { ms, value: res } = await timed(() =>
      t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: bomb }),
    );
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('GTFS_TOO_LARGE');
    expect(res.body.message).toMatch(/^Tệp GTFS quá lớn: stop_times\.txt nén quá 40 lần/);
    // Generous: the shared 2-core machine runs at load 15-30 (the refusal itself comes from the
    // directory, before inflating anything).
    expect(ms).toBeLessThan(30_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    const apply = await t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: bomb });
    expect(apply.status).toBe(413);
  });

  it('refuses a zip whose directory declares a small size: the bytes really inflated are counted', async () => {
    const bomb = await bombZip(2_600_000);
    // Declared: twice the compressed size, so the directory alone looks like an ordinary file.
    const lying = declareSize(bomb, 'stop_times.txt', 2 * bomb.length);
    const before = process.memoryUsage().rss;
    const { ms, value: res } = await timed(() =>
      t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: lying }),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/stop_times\.txt giải nén ra nhiều hơn kích thước khai báo/);
    expect(ms).toBeLessThan(30_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('the request guard does not walk a binary body byte by byte (a 19 MB zip once cost a minute and gigabytes)', () => {
    const zip = Buffer.alloc(20 * 1024 * 1024, 0);
    const before = process.memoryUsage().heapUsed;
    expect(findControlCharacter(zip, '')).toBeNull();
    expect(findControlCharacter({ nested: new Uint8Array(1024) }, '')).toBeNull();
    // Object.entries of 20 million bytes would allocate gigabytes here.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(10 * 1024 * 1024);
    expect(findControlCharacter({ name: 'a\u0000b' }, '')).toBe('name');
  });

  it('refuses a file with more rows than a real network has', async () => {
    const limit = MAX_ROWS['routes.txt']!;
    const routesText = [
      'route_id,agency_id,route_short_name,route_long_name,route_type',
      ...Array.from({ length: limit + 1 }, (_, i) => `r${i},sg,R${i},Tuyến ${i},3`),
    ].join('\n');
    const zip = await zipFeed({ ...SMALL_FEED, 'routes.txt': routesText });
    const res = await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: zip });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Tệp GTFS quá lớn: routes.txt có hơn 5.000 dòng');
    // At the limit it is read (and its rows reported, not refused for size).
    const atLimit = await zipFeed({
      ...SMALL_FEED,
      'routes.txt': routesText
        .split('\n')
        .slice(0, limit + 1)
        .join('\n'),
    });
    expect((await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: atLimit })).status).toBe(200);
  });

  it('answers 409 while another import of the same company runs, here or on another instance', async () => {
    const zip = await zipFeed(SMALL_FEED);
    const { database, config } = t.services;
    // Another instance: its own connection to PostgreSQL; PGlite has one process, so this process's lock.
    let other: pg.Client | null = null;
    let release: (() => Promise<void>) | null = null;
    if (database.kind === 'postgres') {
      other = new pg.Client({ connectionString: config.databaseUrl! });
      await other.connect();
      const { rows } = await other.query('select pg_try_advisory_lock($1, $2) as ok', [
        GTFS_IMPORT_LOCK,
        qtCompany,
      ]);
      expect(rows[0].ok).toBe(true);
    } else release = await database.tryLock(GTFS_IMPORT_LOCK, qtCompany);
    try {
      for (const url of [PREVIEW, APPLY]) {
        const res = await t.call('POST', url, { as: QT_ADMIN, headers: ZIP, body: zip });
        expect(res.status, url).toBe(409);
        expect(res.body).toEqual({
          errorCode: 'GTFS_IMPORT_RUNNING',
          message: 'Công ty đang có một lần nhập GTFS khác, vui lòng đợi lần đó xong rồi thử lại',
        });
      }
      // Another company is not held up.
      expect((await t.call('POST', PREVIEW, { as: PN_ADMIN, headers: ZIP, body: zip })).status).toBe(200);
    } finally {
      await other?.end();
      await release?.();
    }
    expect((await t.call('POST', PREVIEW, { as: QT_ADMIN, headers: ZIP, body: zip })).status).toBe(200);
  });

  it('keeps /health under a second during a large legitimate import', async () => {
    const pnCompany = (await t.call('GET', '/staff/me', { as: PN_ADMIN })).body.current_company.id;
    await buildNetwork(t, pnCompany, {
      routes: 20,
      stops: 400,
      stopsPerLine: 30,
      headwayMinutes: 10,
      lastHour: 21,
      prefix: 'H',
    });
    const feed = await t.call('GET', '/bus-management/gtfs/feed', { as: PN_ADMIN });
    expect(feed.status).toBe(200);
    // The database pool's connections opened before the clock starts (a new connection on a loaded
    // machine takes seconds, which says nothing about the import).
    await Promise.all([1, 2, 3].map(() => t.call('GET', '/health')));
    let importing = true;
    const importDone = t.call('POST', APPLY, { as: QT_ADMIN, headers: ZIP, body: feed.raw }).finally(() => {
      importing = false;
    });
    const latencies: number[] = [];
    while (importing) {
      const { ms, value } = await timed(() => t.call('GET', '/health'));
      expect(value.status).toBe(200);
      latencies.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const res = await importDone;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 40 lines, a departure every 10 min from 05:00, weekdays, Saturdays and Sundays.
    expect(res.body.schedules.create).toBeGreaterThan(40 * 96 * 3);
    console.info(
      `/health during the import: ${latencies.length} calls, max ${Math.round(Math.max(...latencies))} ms`,
    );
    expect(latencies.length).toBeGreaterThan(5);
    // Generous bounds for a shared 2-core machine that runs at load 15-30 while suites run (the
    // figures of record, under 1 s: bench/gtfs-import-bounds.mjs in docs/benchmarks.md). Before the
    // worker, parsing a feed like this held the event loop, so every /health of the import waited.
    const sorted = [...latencies].sort((a, b) => a - b);
    expect(sorted[Math.ceil(sorted.length / 2) - 1]).toBeLessThan(1_000);
    expect(sorted.at(-1)).toBeLessThan(10_000);
  }, 180_000);
});
