// One process at a time on an embedded (PGlite) data directory: two servers, a server and a restore,
// or a server and the scale script on the same folder would each write PostgreSQL's files as if alone.
// The owner's pid sits in `<dataDir>/busops.pid`; a pid that no longer runs (kill -9, power cut) is stale
// and taken over. Taking it is one exclusive create, not a check then a write (two starts at once).
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'busops.pid';

export class DataDirBusy extends Error {
  override name = 'DataDirBusy';
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database ${dataDir} is in use by process ${pid} (a running busops server?). ` +
        'Stop it first (Ctrl+C in its terminal), or use another DATA_DIR.',
    );
    this.pid = pid;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `dataDir` for this process (throws DataDirBusy when another holds it); answers the release.
 * The file is created exclusively (O_EXCL), so of two starts at the same moment exactly one gets it; a
 * stale file is moved aside under a name of this process before the retry, and only when what was moved
 * is the stale pid judged (another start may have taken over in between: its fresh file goes back).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 40) throw error;
    }
    const held = readPid(file);
    if (held === process.pid) break;
    if (held !== null && isRunning(held)) throw new DataDirBusy(dataDir, held);
    // Empty: a start that just created it is writing its pid (or died right then): wait up to a second.
    if (held === null && attempt < 20) {
      sleepSync(50);
      continue;
    }
    moveStaleAside(dataDir, file, held);
  }
  return () => {
    try {
      if (readPid(file) === process.pid) rmSync(file);
    } catch {}
  };
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Renames the lock file aside (atomic: one start wins it), and puts it back if it was not the stale one. */
function moveStaleAside(dataDir: string, file: string, stale: number | null): void {
  const aside = join(dataDir, `${LOCK_FILE}.${process.pid}`);
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another start moved it first
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== stale && moved !== null && isRunning(moved)) {
    try {
      linkSync(aside, file);
    } catch {}
    rmSync(aside, { force: true });
    throw new DataDirBusy(dataDir, moved);
  }
  rmSync(aside, { force: true });
}
