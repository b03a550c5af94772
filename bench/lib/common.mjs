// Shared helpers of the benchmark scripts: paths, the API process, sign-in, Chromium, statistics.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(BENCH_DIR, '..');
export const API_DIR = resolve(ROOT, 'apps/api');
export const CONSOLE_DIR = resolve(ROOT, 'apps/console');
export const DATA_ROOT = resolve(BENCH_DIR, '.data');
export const APP_KEY = 'busops-admin';
export const PASSWORD = 'Busops@2026';
/** AUTH_SECRET of the API under bench (the minimal server of api-throughput.mjs checks tokens with it). */
export const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PG_BENCH_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/busops_bench';
/** The benchmarks' own console build (`vite build --manifest`); apps/console/dist is left alone. */
export const CONSOLE_DIST = resolve(DATA_ROOT, 'console/dist');

/** Builds the console into CONSOLE_DIST, always (`force`) or only when there is no build yet. */
export function buildConsole({ force = false } = {}) {
  if (!force && existsSync(join(CONSOLE_DIST, 'index.html'))) return;
  console.log('building the console into bench/.data/console/dist ...');
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', CONSOLE_DIST, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: CONSOLE_DIR, stdio: 'inherit' },
  );
}

/** `--name value` / `--flag` from argv. */
export function arg(name, fallback = undefined) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const next = process.argv[i + 1];
  return next === undefined || next.startsWith('--') ? true : next;
}

export function machine() {
  return `${availableParallelism()} cores, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}`;
}

export function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return {
    n: s.length,
    min: s[0],
    p50: median,
    p95: q(0.95),
    max: s[s.length - 1],
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
}

export const ms = (v) => `${v.toFixed(1)} ms`;
export const fmtStats = (st) =>
  `n=${st.n} p50=${ms(st.p50)} p95=${ms(st.p95)} min=${ms(st.min)} max=${ms(st.max)} mean=${ms(st.mean)}`;

/**
 * Starts the API (`tsx src/server.ts` in apps/api: the current source) and waits until /health answers.
 * `db`: { dataDir } for PGlite or { databaseUrl } for PostgreSQL. `consoleDir`: a built console to serve.
 * `logLevel`: LOG_LEVEL of the API ('warn' unless asked: no per-request lines; null: the API's own default).
 * `env`: more variables.
 */
export async function startApi({
  port,
  dataDir,
  databaseUrl,
  consoleDir,
  seedDemo = true,
  quiet = true,
  logLevel = 'warn',
  env: extraEnv = {},
}) {
  const url = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${url}/health`);
    throw new Error(`port ${port} is already in use: stop that server or pass --port`);
  } catch (e) {
    if (String(e.message).startsWith('port ')) throw e;
  }
  const tsx = resolve(API_DIR, 'node_modules/.bin/tsx');
  if (!existsSync(tsx)) throw new Error(`tsx not found in apps/api (${tsx}): run pnpm install`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
    AUTH_SECRET,
    SEED_DEMO: seedDemo ? 'true' : 'false',
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir ?? resolve(DATA_ROOT, 'unused'),
    CONSOLE_DIR: consoleDir ?? '',
    ...extraEnv,
  };
  if (!consoleDir) delete env.CONSOLE_DIR;
  if (logLevel === null) delete env.LOG_LEVEL;
  const child = spawn(tsx, ['--conditions=@busops/source', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d) => {
    log += d.toString();
    if (!quiet) process.stderr.write(d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code) => {
    exited = code;
  });
  // never leave the server behind, even when the script dies on an exception
  const onExit = () => stopProcess(child, 'SIGKILL');
  process.once('exit', onExit);
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`API exited with ${exited}:\n${log}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) break;
    } catch {}
    if (Date.now() - started > 180_000) {
      stopProcess(child);
      throw new Error(`API did not start within 180 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    /** The process group of the API (tsx and the node process it starts). */
    pgid: child.pid,
    log: () => log,
    async stop() {
      process.removeListener('exit', onExit);
      if (exited !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      stopProcess(child, 'SIGTERM');
      const t = setTimeout(() => stopProcess(child, 'SIGKILL'), 15_000);
      await done;
      clearTimeout(t);
    },
  };
}

function stopProcess(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal); // the process group we created (tsx + node)
  } catch {}
}

/** Password sign-in + token exchange: the Authorization header of `phone`. */
export async function signIn(url, phone, password = PASSWORD) {
  const post = async (path, body) => {
    const r = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': APP_KEY },
      body: JSON.stringify(body),
    });
    const json = await r.json();
    if (!r.ok) throw new Error(`${path} ${r.status} ${JSON.stringify(json)}`);
    return json;
  };
  const login = await post('/auth/login', { grant_type: 'password', username: phone, password });
  const { idToken } = await post('/identity/token', { customToken: login.customToken });
  return { authorization: `Bearer ${idToken}`, 'x-access-token': APP_KEY };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Signs in through the /login form and waits for /menu. */
export async function uiSignIn(page, url, phone) {
  await page.goto(`${url}/login`);
  await page.fill('#login-phone', phone);
  await page.fill('#login-password', PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/menu$/, { timeout: 30_000 });
}

/** Resident memory (kB) of every process of the API's process group (tsx and its node). */
export function groupRssKb(pgid) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total = Math.max(total, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {}
  }
  return total;
}

/**
 * A throwaway database for one run: on PostgreSQL a new database `<prefix>_<random>` (dropped by
 * `drop()`), else a new PGlite directory under the system's temp dir (removed by `drop()`).
 */
export async function throwawayDatabase(kind, prefix) {
  const { randomBytes } = await import('node:crypto');
  if (kind !== 'postgres') {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    return {
      databaseUrl: null,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  return {
    databaseUrl: PG_ADMIN_URL.replace(/\/[^/]+$/, `/${name}`),
    dataDir: null,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
