// Vitest global setup of the browser tests: the real API (apps/api, run from source by tsx) on a fresh
// embedded database with the demo data, serving the console built in ../dist on the same origin.
// No fixed port (PORT=0, the address is read from the server's own "listening" line), no bundle of the API.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the API that also serves the built console. */
    baseURL: string;
    /** File receiving the API's stdout/stderr (pino JSON lines): SMS codes are read from it. */
    apiLog: string;
    /** GTFS feed the API's dispatch sync reads (DISPATCH_SYNC_SOURCE=gtfs:<it>); a test writes it. */
    syncFeedPath: string;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const consoleDist = resolve(here, '../dist');
const apiDir = resolve(here, '../../api');
const resultsDir = resolve(here, '../test-results');
const START_TIMEOUT_MS = 120_000;

export default async function setup(project: TestProject) {
  if (!existsSync(join(consoleDist, 'index.html'))) {
    throw new Error(`No built console in ${consoleDist}: run "vite build" first (pnpm test:e2e does).`);
  }
  const tsx = join(apiDir, 'node_modules/.bin/tsx');
  if (!existsSync(tsx)) throw new Error(`tsx not found at ${tsx} (devDependency of @busops/api)`);

  // Screenshots of failed tests from an earlier run would be mistaken for this run's.
  for (const name of await readdir(resultsDir).catch(() => [] as string[])) {
    if (/^failed-.*\.png$/.test(name)) await rm(join(resultsDir, name), { force: true });
  }

  const root = await mkdtemp(join(tmpdir(), 'busops-e2e-'));
  const apiLog = join(root, 'api.log');
  const log = createWriteStream(apiLog);

  // Only the defaults of the offline adapters: a variable leaking from the shell (DATABASE_URL,
  // FIREBASE_PROJECT_ID, SMS_GATEWAY_URL ...) would change what the tests exercise.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'FIREBASE_PROJECT_ID',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'SMS_GATEWAY_URL',
    'APP_KEYS',
    'AUTH_SECRET',
    'SEED_DEMO',
    'DISPATCH_SYNC_SOURCE',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'pglite'),
    CONSOLE_DIR: consoleDist,
    LOG_LEVEL: 'info',
    // The live-map test reports its own positions: no demo simulator moving the same buses.
    SIMULATE_VEHICLES: 'false',
    // The dispatch sync reads a GTFS file (read again on every preview): dispatch-sync.e2e.ts writes it.
    DISPATCH_SYNC_SOURCE: `gtfs:${join(root, 'dispatch-sync-feed.zip')}`,
  });

  const started = Date.now();
  // Own process group, so teardown can stop tsx and the node process it starts, by that group's id.
  const child = spawn(tsx, ['--conditions=@busops/source', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // If the runner dies without teardown (Ctrl+C, timeout), do not leave the server behind.
  const killOnExit = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });

  let baseURL: string;
  try {
    baseURL = await waitForListening(child);
    await waitForHealth(baseURL);
  } catch (error) {
    await stop(child);
    log.end();
    const tail = (await readFile(apiLog, 'utf8').catch(() => '')).split('\n').slice(-40).join('\n');
    throw new Error(`The API did not start: ${(error as Error).message}\n--- api log ---\n${tail}`);
  }
  console.log(
    `[e2e] API + console at ${baseURL} (started in ${((Date.now() - started) / 1000).toFixed(1)} s), log ${apiLog}`,
  );

  project.provide('baseURL', baseURL);
  project.provide('apiLog', apiLog);
  project.provide('syncFeedPath', join(root, 'dispatch-sync-feed.zip'));

  return async () => {
    process.off('exit', killOnExit);
    await stop(child);
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] kept ${root}`);
    else await rm(root, { recursive: true, force: true });
  };
}

/** Resolves with the origin from fastify's "Server listening at http://127.0.0.1:<port>" line. */
function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => done(new Error(`no "Server listening" line within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffer);
      if (match) done(null, match[1]);
      else buffer = buffer.slice(-4096);
    };
    const onExit = (code: number | null, signal: string | null) =>
      done(new Error(`the API exited early (code ${code}, signal ${signal})`));
    function done(error: Error | null, url?: string) {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolveUrl(url!);
    }
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

async function waitForHealth(baseURL: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/health`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`/health did not answer OK (${last})`);
}

/** SIGTERM to the process group (the server closes the database and exits), SIGKILL after 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  // tsx may exit before the server it started has closed its database: removing the data directory
  // then raced PGlite's last writes (ENOTEMPTY on pg_wal). Wait until nothing of the group is left.
  for (let i = 0; i < 100 && groupAlive(child.pid); i++) await new Promise((r) => setTimeout(r, 100));
  clearTimeout(timer);
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
