// `pnpm new:resource` (turbo/generators) keeps producing code that lints and type-checks: the generator
// runs into a temporary copy of the repository (sources only; every package's node_modules linked
// to this checkout's, workspace packages to the copy's own), then Biome and tsc check the copy.
// The generated resource's own tests run in the copy too (console unit tests; the API tests would
// need a database per file and are left to the measured experiment, docs/benchmarks.md).
// Runs once, in the PGlite project (it needs no database).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SKIP = new Set([
  'node_modules',
  '.git',
  '.turbo',
  'dist',
  '.data',
  'test-results',
  '.tools',
  'coverage',
]);

/** Folders holding a package.json of the workspace (and the root). */
function packageDirs(): string[] {
  const dirs = ['.', 'openapi', 'bench'];
  for (const parent of ['apps', 'packages'])
    for (const name of readdirSync(join(repo, parent))) dirs.push(`${parent}/${name}`);
  return dirs.filter((d) => existsSync(join(repo, d, 'package.json')));
}

/**
 * `copy/<dir>/node_modules`: a folder of links, each to what this checkout's entry resolves to,
 * except workspace packages, which point into the copy (so the copy's regenerated SDK is the one used).
 */
function linkNodeModules(copy: string, dir: string) {
  const source = join(repo, dir, 'node_modules');
  if (!existsSync(source)) return;
  const target = join(copy, dir, 'node_modules');
  mkdirSync(target, { recursive: true });
  const link = (name: string) => {
    const real = realpathSync(join(source, name));
    const inRepo = real.startsWith(repo + sep) && !real.split(sep).includes('node_modules');
    const to = inRepo ? join(copy, relative(repo, real)) : real;
    mkdirSync(dirname(join(target, name)), { recursive: true });
    symlinkSync(to, join(target, name));
  };
  for (const entry of readdirSync(source)) {
    const path = join(source, entry);
    if (entry.startsWith('@') && lstatSync(path).isDirectory() && !lstatSync(path).isSymbolicLink()) {
      for (const scoped of readdirSync(path)) link(`${entry}/${scoped}`);
    } else if (!entry.startsWith('.') || entry === '.bin' || entry === '.pnpm') {
      link(entry);
    }
  }
}

function run(cwd: string, command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', TURBO_TELEMETRY_DISABLED: '1', REDOCLY_TELEMETRY: 'off' },
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

const ARGS = ['network', 'bus-stop', '/route/stop', 'name', 'Tên điểm dừng', 'điểm dừng'];
let copy: string;
let generated: string;

describe('pnpm new:resource', () => {
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'busops-new-resource-'));
    cpSync(repo, copy, { recursive: true, filter: (src) => !SKIP.has(src.split(sep).pop()!) });
    for (const dir of packageDirs()) linkNodeModules(copy, dir);
    generated = run(copy, 'pnpm', ['new:resource', ...ARGS]);
  }, 300_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('writes the contract, API, migration, tests and console files and registers them', () => {
    expect(generated).toContain('Success');
    for (const file of [
      'openapi/resources/network/listBusStops.yaml',
      'openapi/resources/network/schemas/BusStop.yaml',
      'apps/api/src/db/schema/bus-stops.ts',
      'apps/api/src/features/network/bus-stops.handlers.ts',
      'apps/api/test/network/bus-stops.test.ts',
      'apps/api/test/contract/targets/bus-stops.ts',
      'apps/console/src/features/network/bus-stops.screen.tsx',
      'apps/console/src/features/network/bus-stops.test.ts',
    ])
      expect(existsSync(join(copy, file)), file).toBe(true);
    const migrations = readdirSync(join(copy, 'apps/api/migrations')).filter((f) => f.endsWith('.sql'));
    const migration = migrations.find((f) => f.endsWith('_network_bus_stops.sql'));
    expect(migration, migrations.join(', ')).toBeDefined();
    expect(readFileSync(join(copy, 'apps/api/migrations', migration!), 'utf8')).toContain(
      'CREATE TABLE "bus_stops"',
    );
    const operations = readFileSync(join(copy, 'packages/sdk/src/gen/operations.gen.ts'), 'utf8');
    for (const op of ['listBusStops', 'createBusStop', 'getBusStop', 'updateBusStop', 'deleteBusStop'])
      expect(operations).toContain(op);
  });

  // The 300 s of these steps guard against a hang: tsc of the API and the console took 145 s in CI, where the
  // suite shares 2 cores with the browser tests (54 s on a quiet machine).
  it('passes Biome and tsc (API and console) before any hand edit', () => {
    run(copy, 'pnpm', ['exec', 'biome', 'check', '--error-on-warnings', ...changedFiles()]);
    run(join(copy, 'apps/api'), 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
    run(join(copy, 'apps/console'), 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
  }, 300_000);

  it('passes the generated console tests', () => {
    run(join(copy, 'apps/console'), 'pnpm', [
      'exec',
      'vitest',
      'run',
      'src/features/network',
      '--reporter=dot',
    ]);
  }, 300_000);
});

/** The files the generator wrote or changed (by content against this checkout). */
function changedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(copy, dir), { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name === 'meta') continue;
      const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|json|yaml)$/.test(entry.name) && !/\.gen\./.test(entry.name)) {
        const original = join(repo, path);
        if (
          !existsSync(original) ||
          readFileSync(original, 'utf8') !== readFileSync(join(copy, path), 'utf8')
        )
          files.push(path);
      }
    }
  };
  for (const dir of ['openapi', 'apps', 'packages']) walk(dir);
  return files;
}
