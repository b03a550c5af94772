// Two servers on one embedded (PGlite) data directory would each write PostgreSQL's files as if alone
// (src/db/data-dir-lock.ts). Starts the real server twice, as `./busops start` does, on one temporary
// directory: the second exits 1 at once with a clear message naming the first's process, before it
// listens; the first keeps answering; stopping the first releases the directory.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/data-dir-lock.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'busops-second-start-'));
const dataDir = join(root, 'pglite');
const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};
// The workspace's packages read their sources through the @busops/source condition (packages/sdk/README.md).
const serverArgs = ['--conditions=@busops/source', '--import', 'tsx', 'src/server.ts'];

let first: ChildProcess | undefined;
afterAll(async () => {
  if (first && first.exitCode === null) {
    first.kill('SIGTERM');
    await new Promise((resolve) => first!.once('exit', resolve));
  }
  rmSync(root, { recursive: true, force: true });
});

/** Starts a server and resolves with its URL once it prints it (rejects if it exits first). */
function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, serverArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /busops is running at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`the first server exited ${code}: ${out}`)));
  });
}

describe('a second start on the same embedded database', () => {
  it('is refused with a clear message while the first runs, and the first keeps working', async () => {
    const started = await startServer();
    first = started.child;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const t0 = Date.now();
    const second = await run(process.execPath, serverArgs, { env, timeout: 90_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        out: error.stdout + error.stderr,
      }),
    );
    expect(second.code, second.out).toBe(1);
    expect(second.out).toContain(
      `busops: The embedded database ${dataDir} is in use by process ${first.pid} (a running busops server?). Stop it first`,
    );
    expect(second.out).not.toContain('busops is running at');
    // Refused before opening the database: no stack trace, and well before a start would have finished.
    expect(second.out).not.toMatch(/\n\s+at /);
    console.log(`[second start] refused in ${Date.now() - t0} ms`);

    const health = await fetch(`${started.url}/health`);
    expect(health.status).toBe(200);

    first.kill('SIGTERM');
    await new Promise((resolve) => first!.once('exit', resolve));
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});
