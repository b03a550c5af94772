// Backup and restore of the embedded database (PGlite), for `./busops backup <file>` and
// `./busops restore <file>`. The file is PGlite's own dump of the data directory (a gzipped tar, from
// dumpDataDir; loaded back with loadDataDir). The server must not run on the same data directory:
// both commands take its lock (src/db/data-dir-lock.ts) and refuse when it is held. A restore loads
// the file into a new directory, checks it opens, then swaps it in; the previous data stays beside it
// as `<dir>.before-restore-<time>`. With DATABASE_URL set, use PostgreSQL's pg_dump / pg_restore.
//
//   node scripts/pglite-backup.ts backup|restore <file> [--data-dir .data/pglite]
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../src/config.ts';
import { PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { DataDirBusy, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.ts';
import { applyPgliteV8Flags } from '../src/db/pglite-v8-flags.ts';

applyPgliteV8Flags();

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
const [command, file] = positionals;

function fail(message: string): never {
  console.error(`busops: ${message}`);
  process.exit(1);
}

if ((command !== 'backup' && command !== 'restore') || !file)
  fail('usage: ./busops backup <file> | ./busops restore <file>');
const config = loadConfig();
if (config.databaseUrl)
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (README, Production).',
  );
const dataDir = resolve(values['data-dir'] ?? config.dataDir);
const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function backup(): Promise<void> {
  if (!existsSync(dataDir)) fail(`no embedded database at ${dataDir}: nothing to back up`);
  const unlock = lockDataDir(dataDir);
  try {
    const db = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    console.log(`busops: backed up ${dataDir} to ${target} (${Math.round(dump.size / 1024)} KB)`);
  } finally {
    unlock();
  }
}

async function restore(): Promise<void> {
  if (!existsSync(target)) fail(`no backup file at ${target}`);
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const incoming = `${dataDir}.restoring-${process.pid}`;
  try {
    rmSync(incoming, { recursive: true, force: true });
    const db = new PGlite({
      dataDir: incoming,
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(target)]),
    });
    try {
      await db.waitReady;
      await db.query('select count(*) from companies');
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      fail(`${target} is not a busops backup (${(error as Error).message}); nothing was changed`);
    }
    await db.close();
    const previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    unlock();
    renameSync(dataDir, previous);
    renameSync(incoming, dataDir);
    // The dump holds the backup's own lock file: not an owner of the restored data.
    rmSync(join(dataDir, LOCK_FILE), { force: true });
    console.log(`busops: restored ${target} into ${dataDir} (the previous data is in ${previous})`);
  } finally {
    unlock();
  }
}

try {
  await (command === 'backup' ? backup() : restore());
} catch (error) {
  if (error instanceof DataDirBusy) fail(error.message);
  throw error;
}
