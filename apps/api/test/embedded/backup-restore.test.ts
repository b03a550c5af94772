// The embedded database's backup and restore (`./busops backup|restore <file>` ->
// scripts/pglite-backup.ts): data written, backed up, wiped, restored, and it is back; a restore (and a
// backup) refuses while another process holds the data directory, and a file that is not a backup
// changes nothing. Runs the script as the command does, in a process of its own.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'busops-backup-'));
const dataDir = join(root, 'pglite');
const backupFile = join(root, 'busops.backup');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The script's exit code and output (a refusal exits 1 with its reason on stderr). */
async function script(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--conditions=@busops/source', 'scripts/pglite-backup.ts', ...args, '--data-dir', dataDir],
      { env },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function probe(): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const { rows } = (await database.db.execute(
      sql`select note from backup_probe order by note`,
    )) as unknown as {
      rows: Array<{ note: string }>;
    };
    return rows.map((r) => r.note);
  } finally {
    await database.close();
  }
}

describe('embedded database backup and restore', () => {
  it('backs up, and after the data is wiped restores it; refuses while the data is in use or the file is no backup', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await database.db.execute(sql`create table backup_probe (note text)`);
    await database.db.execute(sql`insert into backup_probe values ('Bến Thành'), ('Chợ Lớn')`);

    // While this process holds the data directory, both commands refuse and change nothing.
    for (const command of ['backup', 'restore']) {
      writeFileSync(backupFile, 'not yet');
      const refused = await script(command, backupFile);
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out).toContain(`is in use by process ${process.pid}`);
    }
    await database.close();

    rmSync(backupFile);
    const backedUp = await script('backup', backupFile);
    expect(backedUp.code, backedUp.out).toBe(0);
    expect(existsSync(backupFile)).toBe(true);

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await script('restore', backupFile);
    expect(restored.code, restored.out).toBe(0);
    expect(await probe()).toEqual(['Bến Thành', 'Chợ Lớn']);

    // A file that is not a backup: refused, the data left as it was.
    const bad = join(root, 'bad.backup');
    writeFileSync(bad, 'this is not a backup');
    const before = readdirSync(root).sort();
    const refused = await script('restore', bad);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain('is not a busops backup');
    expect(readdirSync(root).sort()).toEqual(before);
    expect(await probe()).toEqual(['Bến Thành', 'Chợ Lớn']);
  }, 600_000);
});
